import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';

const { loadRemotePage, loadCatalogue, shelveFirstBooks, preloadLeadCover } = vi.hoisted(() => ({
  preloadLeadCover: vi.fn(),
  loadRemotePage: vi.fn(),
  loadCatalogue: vi.fn(),
  shelveFirstBooks: vi.fn<(views: readonly Shared.ListView[]) => Promise<void>>(),
}));

vi.mock('./preloadLeadCover', () => ({ preloadLeadCover }));
vi.mock('./loadRemotePage', () => ({ loadRemotePage, isRemoteBroken: () => false, remoteOf: (id: string) => id.split('/')[0] }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue,
  shelveFirstBooks,
}));

async function freshStartup() {
  vi.resetModules();
  return { ...(await import('./startupLoad')), ...(await import('./pageLoads')) };
}

describe('start-up load', () => {
  beforeEach(() => {
    loadRemotePage.mockReset().mockResolvedValue({ default: () => null });
    loadCatalogue.mockReset().mockResolvedValue(undefined);
    shelveFirstBooks.mockReset().mockResolvedValue(undefined);
    preloadLeadCover.mockReset().mockResolvedValue(undefined);
    // The stored lists, as the list stores of each fresh module read them.
    localStorage.setItem('readList', '[3,1]');
    localStorage.removeItem('wishList');
  });

  it('starts the page of the address and the whole catalogue before the first render, and the page takes that load', async () => {
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph/');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('graph/PagesGraph');
    expect(loadCatalogue).toHaveBeenCalledOnce();
    expect(shelveFirstBooks).not.toHaveBeenCalled();

    await expect(takePageLoad('graph/PagesGraph')).resolves.toBe(await loadRemotePage.mock.results[0]?.value);
    expect(loadRemotePage).toHaveBeenCalledOnce();
  });

  it("reads the stored lists' first books in the catalogue's order for a page that reads the index, and not the whole catalogue", async () => {
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/listed');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
    expect(loadCatalogue).not.toHaveBeenCalled();
    expect(shelveFirstBooks).toHaveBeenCalledExactlyOnceWith([
      { ids: [3, 1], sortKey: undefined, direction: 'asc' },
      { ids: [], sortKey: undefined, direction: 'asc' },
    ]);
  });

  it('loads nothing for an address that is no page of the site, and the catalogue once', async () => {
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/no-such-page');
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(loadCatalogue).not.toHaveBeenCalled();
    expect(shelveFirstBooks).not.toHaveBeenCalled();
    startLoadingPageAt('/pages-graph');
    startLoadingPageAt('/pages-graph');
    expect(loadCatalogue).toHaveBeenCalledOnce();
  });

  it("finds the home page at '/' and a page at its path with a trailing slash, and preloads the lead cover a page names", async () => {
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/');
    startLoadingPageAt('/details/', '?id=5');
    expect(loadRemotePage.mock.calls).toEqual([['catalog/Home'], ['catalog/BookDetails']]);
    expect(preloadLeadCover.mock.calls).toEqual([
      ['first', ''],
      ['id', '?id=5'],
    ]);
    startLoadingPageAt('/pages-graph');
    expect(preloadLeadCover).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed start-up load for the page to show', async () => {
    loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph');
    await expect(takePageLoad('graph/PagesGraph')).rejects.toThrow('remote down');
  });

  it("lets the page prepare its first render with the address's query once its code is in", async () => {
    const prepare = vi.fn();
    loadRemotePage.mockResolvedValue({ default: () => null, prepare });
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/listed', '?tab=wish&sort=pages');
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledExactlyOnceWith('?tab=wish&sort=pages'));
  });

  it('survives a page whose prepare throws, or is not a function', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prepare = vi.fn(() => {
      throw new Error('broken remote');
    });
    loadRemotePage.mockResolvedValue({ default: () => null, prepare });
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph');
    await takePageLoad('graph/PagesGraph');
    await vi.waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not prepare'), expect.any(Error));
  });

  it('calls no prepare a page does not have as a function, and one it has with an empty query by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemotePage.mockResolvedValueOnce({ default: () => null, prepare: 'not a function' });
    const prepare = vi.fn();
    loadRemotePage.mockResolvedValueOnce({ default: () => null, prepare });
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/listed');
    startLoadingPageAt('/pages-graph');
    await takePageLoad('lists/ListedBooks');
    await takePageLoad('graph/PagesGraph');
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledExactlyOnceWith(''));
    expect(warn).not.toHaveBeenCalled();
  });
});
