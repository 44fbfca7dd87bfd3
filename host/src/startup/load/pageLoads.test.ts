import { beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({ loadRemotePage: vi.fn(), broken: new Set<string>() }));
vi.mock('./loadRemotePage', () => ({
  loadRemotePage: loader.loadRemotePage,
  isRemoteBroken: (name: string) => loader.broken.has(name),
  remoteOf: (id: string) => id.split('/')[0],
}));

const page = { default: () => null };

/** A load the test settles by hand, as a remote that answers when it answers. */
function deferred() {
  let resolve!: (value: typeof page) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<typeof page>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Whether the promise has settled once every pending reaction has run: checked after the next
 * macrotask, which runs only when the microtask queue is empty. No time passes that matters.
 */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

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

  it('a page whose load is under way counts as started, and is not loaded twice', async () => {
    const remote = deferred();
    loader.loadRemotePage.mockReturnValueOnce(remote.promise);
    const { loadedPage, pageLoadStarted, startPageLoad, takePageLoad } = await freshPageLoads();
    expect(pageLoadStarted('lists/ListedBooks')).toBe(false);
    startPageLoad('lists/ListedBooks');
    expect(pageLoadStarted('lists/ListedBooks')).toBe(true);
    startPageLoad('lists/ListedBooks');
    // Not yet in: the page shows its loading view rather than drawing at once.
    expect(loadedPage('lists/ListedBooks')).toBeUndefined();

    remote.resolve(page);
    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(page);
    expect(pageLoadStarted('lists/ListedBooks')).toBe(true);
    expect(loader.loadRemotePage).toHaveBeenCalledOnce();
  });

  it('a failed load counts as not started, so the next start tries afresh', async () => {
    loader.loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { loadedPage, pageLoadSettled, pageLoadStarted, startPageLoad, takePageLoad } = await freshPageLoads();
    startPageLoad('graph/PagesGraph');
    await pageLoadSettled('graph/PagesGraph');
    expect(pageLoadStarted('graph/PagesGraph')).toBe(false);
    expect(loadedPage('graph/PagesGraph')).toBeUndefined();

    startPageLoad('graph/PagesGraph');
    expect(loader.loadRemotePage).toHaveBeenCalledTimes(2);
    await expect(takePageLoad('graph/PagesGraph')).resolves.toBe(page);
  });

  it('a failure no visit has taken yet is shown to the next visit, once; the one after tries afresh', async () => {
    loader.loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { pageLoadSettled, startPageLoad, takePageLoad } = await freshPageLoads();
    startPageLoad('graph/PagesGraph');
    await pageLoadSettled('graph/PagesGraph');

    await expect(takePageLoad('graph/PagesGraph')).rejects.toThrow('remote down');
    expect(loader.loadRemotePage).toHaveBeenCalledOnce();
    await expect(takePageLoad('graph/PagesGraph')).resolves.toBe(page);
    expect(loader.loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('a load under way is kept when its remote breaks meanwhile: only a finished one is dropped', async () => {
    const remote = deferred();
    loader.loadRemotePage.mockReturnValueOnce(remote.promise);
    const { startPageLoad, takePageLoad } = await freshPageLoads();
    startPageLoad('lists/ListedBooks');
    loader.broken.add('lists');
    const shown = takePageLoad('lists/ListedBooks');
    remote.resolve(page);
    await expect(shown).resolves.toBe(page);
    expect(loader.loadRemotePage).toHaveBeenCalledOnce();
  });

  it("a failed load ahead does not drop the visitor's retry that replaced it", async () => {
    loader.loadRemotePage.mockRejectedValueOnce(new Error('remote down'));
    const { loadPageAhead, takePageLoad } = await freshPageLoads();
    const shown = takePageLoad('lists/ListedBooks');
    let retry: Promise<unknown> | undefined;
    // The visitor retries as soon as the failure is shown, while a load ahead still waits on it.
    shown.catch(() => {
      retry = takePageLoad('lists/ListedBooks');
    });
    await loadPageAhead('lists/ListedBooks');
    await expect(retry).resolves.toBe(page);
    await expect(takePageLoad('lists/ListedBooks')).resolves.toBe(page);
    expect(loader.loadRemotePage).toHaveBeenCalledTimes(2);
  });

  describe('pageLoadSettled', () => {
    it('settles at once when no load is under way', async () => {
      const { pageLoadSettled } = await freshPageLoads();
      await expect(pageLoadSettled('lists/ListedBooks')).resolves.toBeUndefined();
      expect(loader.loadRemotePage).not.toHaveBeenCalled();
    });

    it('waits for the load under way', async () => {
      const remote = deferred();
      loader.loadRemotePage.mockReturnValueOnce(remote.promise);
      const { pageLoadSettled, startPageLoad } = await freshPageLoads();
      startPageLoad('lists/ListedBooks');
      const waiting = pageLoadSettled('lists/ListedBooks');
      expect(await settled(waiting)).toBe(false);
      remote.resolve(page);
      expect(await settled(waiting)).toBe(true);
    });

    it('settles without an error when the load fails', async () => {
      const remote = deferred();
      loader.loadRemotePage.mockReturnValueOnce(remote.promise);
      const { pageLoadSettled, startPageLoad } = await freshPageLoads();
      startPageLoad('lists/ListedBooks');
      const waiting = pageLoadSettled('lists/ListedBooks');
      expect(await settled(waiting)).toBe(false);
      remote.reject(new Error('remote down'));
      await expect(waiting).resolves.toBeUndefined();
    });
  });
});
