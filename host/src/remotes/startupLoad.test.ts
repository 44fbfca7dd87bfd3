import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';

const loadRemotePage = vi.fn();
const loadCatalogue = vi.fn();
const awaitFirstLookWish = vi.fn<(settled: Promise<unknown>) => void>();

vi.mock('./loadRemotePage', () => ({ loadRemotePage, isRemoteBroken: () => false, remoteOf: (id: string) => id.split('/')[0] }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue,
  awaitFirstLookWish,
}));

async function freshStartup() {
  vi.resetModules();
  return { ...(await import('./startupLoad')), ...(await import('./pageLoads')) };
}

describe('start-up load', () => {
  beforeEach(() => {
    loadRemotePage.mockReset().mockResolvedValue({ default: () => null });
    loadCatalogue.mockReset().mockResolvedValue(undefined);
    awaitFirstLookWish.mockReset();
  });

  it('starts the page of the address and the catalogue before the first render, and the page takes that load', async () => {
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/listed/');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
    expect(loadCatalogue).toHaveBeenCalledOnce();

    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(await loadRemotePage.mock.results[0]?.value);
    expect(loadRemotePage).toHaveBeenCalledOnce();
  });

  it('loads nothing for an address that is no page of the site', async () => {
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/no-such-page');
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('keeps a failed start-up load for the page to show', async () => {
    loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph');
    await expect(takePageLoad('graph/PagesGraph')).rejects.toThrow('remote down');
  });

  it("lets the page prepare its first render with the address's query once its code is in, and holds the catalogue's books for a page that asks first", async () => {
    const prepare = vi.fn();
    loadRemotePage.mockResolvedValue({ default: () => null, prepare });
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/listed', '?tab=wish&sort=pages');
    const [[held]] = awaitFirstLookWish.mock.calls as [[Promise<unknown>]];
    await held;
    expect(prepare).toHaveBeenCalledExactlyOnceWith('?tab=wish&sort=pages');
  });

  it('holds nothing for a page that asks nothing first, and survives a page whose prepare throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prepare = vi.fn(() => {
      throw new Error('broken remote');
    });
    loadRemotePage.mockResolvedValue({ default: () => null, prepare });
    const { startLoadingPageAt, takePageLoad } = await freshStartup();
    startLoadingPageAt('/pages-graph');
    await takePageLoad('graph/PagesGraph');
    await vi.waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(awaitFirstLookWish).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not prepare'), expect.any(Error));
  });

  it("releases the catalogue's books when the page's code fails to load", async () => {
    loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { startLoadingPageAt } = await freshStartup();
    startLoadingPageAt('/listed');
    const [[held]] = awaitFirstLookWish.mock.calls as [[Promise<unknown>]];
    await expect(held).resolves.toBeUndefined();
  });

  it("stops holding the catalogue's books once the visitor leaves the page the site was opened at", async () => {
    loadRemotePage.mockReturnValue(new Promise(() => {}));
    const { startLoadingPageAt, leftStartPage } = await freshStartup();
    startLoadingPageAt('/listed');
    const [[held]] = awaitFirstLookWish.mock.calls as [[Promise<unknown>]];
    let released = false;
    void held.then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve));
    expect(released).toBe(false);
    leftStartPage();
    await held;
    expect(released).toBe(true);
  });
});
