import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pageLoads = vi.hoisted(() => ({
  loadPageAhead: vi.fn<(id: string) => Promise<void>>(),
  pageLoadStarted: vi.fn<(id: string) => boolean>(),
}));
vi.mock('../startup/load/pageLoads', () => pageLoads);

const idle = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock('./afterIdle', () => ({ afterIdle: () => new Promise<void>((resolve) => idle.waiting.push(resolve)) }));
const startPage = vi.hoisted(() => ({ settled: Promise.resolve() }));
vi.mock('./startPageSettled', () => ({ startPageSettled: () => startPage.settled }));

const { prefetchedMark, prefetchOnIntent, prefetchSectionsWhenIdle } = await import('./prefetchSections');

const preloadRoute = vi.fn<(pathname: string) => Promise<void>>();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets every idle wait so far resolve, and what follows run. */
async function beIdle() {
  for (let round = 0; round < 5; round += 1) {
    idle.waiting.splice(0).forEach((resolve) => resolve());
    await flush();
  }
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function headerLink(path: string, label: string) {
  document.body.innerHTML = `<header><nav><a href="${path}"><span>${label}</span></a></nav></header>`;
  return document.querySelector('span') as HTMLElement;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  idle.waiting.length = 0;
  startPage.settled = Promise.resolve();
  pageLoads.loadPageAhead.mockReset().mockResolvedValue(undefined);
  pageLoads.pageLoadStarted.mockReset().mockReturnValue(false);
  preloadRoute.mockReset().mockResolvedValue(undefined);
  window.bookmarkedPreloadRoute = preloadRoute;
  setConnection(undefined);
});

afterEach(() => {
  delete window.bookmarkedPreloadRoute;
  Reflect.deleteProperty(navigator, 'connection');
  document.body.innerHTML = '';
});

describe('prefetchSectionsWhenIdle', () => {
  it("waits for the page on screen to settle and for idle time, then gets the header's other sections ready", async () => {
    let pageIn!: () => void;
    startPage.settled = new Promise((resolve) => (pageIn = resolve));
    const done = prefetchSectionsWhenIdle();
    await beIdle();
    expect(pageLoads.loadPageAhead).not.toHaveBeenCalled();

    pageIn();
    await beIdle();
    await done;
    expect(pageLoads.loadPageAhead.mock.calls).toEqual([['lists/ListedBooks'], ['graph/PagesGraph']]);
    expect(preloadRoute.mock.calls).toEqual([['/listed'], ['/pages-graph']]);
  });

  it('waits too for what it is given: the service worker in charge', async () => {
    let workerIn!: () => void;
    const done = prefetchSectionsWhenIdle(new Promise<void>((resolve) => (workerIn = resolve)));
    await beIdle();
    expect(pageLoads.loadPageAhead).not.toHaveBeenCalled();
    workerIn();
    await beIdle();
    await done;
    expect(pageLoads.loadPageAhead).toHaveBeenCalledTimes(2);
  });

  it('marks each section once its prefetch has settled, and not before', async () => {
    performance.clearMarks();
    let listsIn!: () => void;
    pageLoads.loadPageAhead.mockImplementation((id) =>
      id === 'lists/ListedBooks' ? new Promise((resolve) => (listsIn = resolve)) : Promise.resolve(),
    );
    const done = prefetchSectionsWhenIdle();
    await beIdle();
    expect(performance.getEntriesByName(prefetchedMark('/listed'))).toHaveLength(0);

    listsIn();
    await beIdle();
    await done;
    expect(performance.getEntriesByName(prefetchedMark('/listed'))).toHaveLength(1);
    expect(performance.getEntriesByName(prefetchedMark('/pages-graph'))).toHaveLength(1);
  });

  it('fetches nothing when the visitor saves data', async () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    const done = prefetchSectionsWhenIdle();
    await beIdle();
    await done;
    expect(pageLoads.loadPageAhead).not.toHaveBeenCalled();
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('fetches nothing on a 2g connection', async () => {
    setConnection({ effectiveType: '2g' });
    const done = prefetchSectionsWhenIdle();
    await beIdle();
    await done;
    expect(pageLoads.loadPageAhead).not.toHaveBeenCalled();
  });

  it('loads a section already under way without fetching its files again', async () => {
    pageLoads.pageLoadStarted.mockReturnValue(true);
    const done = prefetchSectionsWhenIdle();
    await beIdle();
    await done;
    expect(pageLoads.loadPageAhead).toHaveBeenCalledTimes(2);
    expect(preloadRoute).not.toHaveBeenCalled();
  });
});

describe('prefetchOnIntent', () => {
  prefetchOnIntent();

  it('gets a section ready at once when the pointer is over its header link, before any idle time', async () => {
    headerLink('/pages-graph', 'Pages to Read').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(pageLoads.loadPageAhead).toHaveBeenCalledExactlyOnceWith('graph/PagesGraph');
    expect(preloadRoute).toHaveBeenCalledExactlyOnceWith('/pages-graph');
  });

  it('gets a section ready when keyboard focus is on its header link', async () => {
    headerLink('/listed', 'Listed Books').closest('a')?.focus();
    await flush();
    expect(pageLoads.loadPageAhead).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
  });

  it("leaves the files to a service worker in charge (it keeps the remote's build itself), and loads the page", async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      headerLink('/listed', 'Listed Books').dispatchEvent(new Event('pointerover', { bubbles: true }));
      await flush();
      expect(pageLoads.loadPageAhead).toHaveBeenCalledExactlyOnceWith('lists/ListedBooks');
      expect(preloadRoute).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does nothing for the page on screen, or when the visitor saves data', async () => {
    headerLink('/', 'Home').dispatchEvent(new Event('pointerover', { bubbles: true }));
    setConnection({ saveData: true });
    headerLink('/listed', 'Listed Books').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(pageLoads.loadPageAhead).not.toHaveBeenCalled();
  });
});
