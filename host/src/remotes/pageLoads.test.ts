import { beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({ loadRemotePage: vi.fn(), broken: new Set<string>() }));
vi.mock('./loadRemotePage', () => ({
  loadRemotePage: loader.loadRemotePage,
  isRemoteBroken: (name: string) => loader.broken.has(name),
  remoteOf: (id: string) => id.split('/')[0],
}));

const page = { default: () => null };

async function freshPageLoads() {
  vi.resetModules();
  return import('./pageLoads');
}

beforeEach(() => {
  loader.loadRemotePage.mockReset().mockResolvedValue(page);
  loader.broken.clear();
});

describe('page loads', () => {
  it('a page loaded ahead is handed to its visit, already in, and to every later visit', async () => {
    const { loadPageAhead, loadedPage, takePageLoad } = await freshPageLoads();
    expect(loadedPage('lists/ListedBooks')).toBeUndefined();
    await loadPageAhead('lists/ListedBooks');

    expect(loadedPage('lists/ListedBooks')?.settled()).toEqual({ status: 'done', value: page });
    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(page);
    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(page);
    expect(loader.loadRemotePage).toHaveBeenCalledOnce();
  });

  it('a visit during a load ahead takes that load instead of starting another', async () => {
    const { loadPageAhead, takePageLoad } = await freshPageLoads();
    const ahead = loadPageAhead('graph/PagesGraph');
    await expect(takePageLoad('graph/PagesGraph')).resolves.toBe(page);
    await ahead;
    expect(loader.loadRemotePage).toHaveBeenCalledOnce();
  });

  it('a load ahead that failed is dropped: the visit tries afresh', async () => {
    loader.loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { loadPageAhead, loadedPage, takePageLoad } = await freshPageLoads();
    await expect(loadPageAhead('lists/ListedBooks')).resolves.toBeUndefined();
    expect(loadedPage('lists/ListedBooks')).toBeUndefined();

    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(page);
    expect(loader.loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('a page that failed is shown that failure once; the next visit tries afresh', async () => {
    loader.loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { startPageLoad, takePageLoad } = await freshPageLoads();
    startPageLoad('graph/PagesGraph');
    await expect(takePageLoad('graph/PagesGraph')).rejects.toThrow('remote down');
    await expect(takePageLoad('graph/PagesGraph')).resolves.toBe(page);
  });

  it('a page whose remote broke since it loaded is loaded afresh', async () => {
    const { loadPageAhead, loadedPage, takePageLoad } = await freshPageLoads();
    await loadPageAhead('lists/ListedBooks');
    loader.broken.add('lists');
    expect(loadedPage('lists/ListedBooks')).toBeUndefined();
    await takePageLoad('lists/ListedBooks');
    expect(loader.loadRemotePage).toHaveBeenCalledTimes(2);
  });
});
