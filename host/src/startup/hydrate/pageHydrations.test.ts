import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@bookmarked/shared';
import type { RemotePageModule } from '@bookmarked/shared';
import { reportHydrationRecovery } from './hydrationRecovery';
import { abandonPendingHydrations, DrawAfresh, hydrationDone, hydrationOf } from './pageHydrations';
import { takeOverServerFrame } from './serverPage';

const remote = vi.hoisted(() => ({
  loadedBuild: undefined as string | undefined,
  fingerprint: 'catalogue-1',
  /** The page's code as the host's page loads hand it over. */
  pageLoad: undefined as (() => Promise<unknown>) | undefined,
  /** The catalogue read the hydration waits for. */
  catalogue: undefined as (() => Promise<unknown>) | undefined,
}));
vi.mock('../load/loadRemotePage', () => ({ loadedBuildOf: () => remote.loadedBuild }));
vi.mock('../load/pageLoads', () => ({ takePageLoad: () => remote.pageLoad?.() }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadCatalogue: () => remote.catalogue?.(),
  catalogueFingerprintRead: () => remote.fingerprint,
}));

const graphPage: RemotePageModule = { default: () => null };

/** The host's page as a server composed it: the graph's page, drawn by `build` of the graph from `catalogue`. */
function composed(build?: string, catalogue: string | null = 'catalogue-1'): void {
  const named = build === undefined ? '' : ` data-build="${build}"`;
  const drawnFrom = catalogue === null ? '' : ` data-catalogue="${catalogue}"`;
  document.body.innerHTML = `<div data-server-frame><main><div data-page-slot=""><!--$--><div data-composed-page="graph/PagesGraph"${drawnFrom}${named}><h1>Books pages graph</h1></div><!--/$--></div></main></div>`;
  takeOverServerFrame();
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Whether `promise` has settled once everything already due has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

const drawnAfresh = async () => (await hydrationOf('graph/PagesGraph'))?.drawAfresh;
const serverWrapper = () => document.querySelector('[data-composed-page]');

beforeEach(() => {
  remote.loadedBuild = 'stable-build';
  remote.fingerprint = 'catalogue-1';
  remote.pageLoad = async () => graphPage;
  remote.catalogue = async () => undefined;
});
afterEach(() => {
  hydrationDone('graph/PagesGraph');
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrationOf', () => {
  it("hydrates the server's page with the code of the build that drew it", async () => {
    composed('stable-build');
    expect(await drawnAfresh()).toBe(false);
  });

  it("draws the page afresh when the visitor's code is another build's (a canary's, or one promoted since the page was composed)", async () => {
    composed('stable-build');
    remote.loadedBuild = 'canary-build';
    expect(await drawnAfresh()).toBe(true);
  });

  it('draws the page afresh when the build of the code loaded is unknown (its manifest could not be read)', async () => {
    composed('stable-build');
    remote.loadedBuild = undefined;
    expect(await drawnAfresh()).toBe(true);
  });

  it('hydrates a page from a remote built before pages named their build', async () => {
    composed();
    remote.loadedBuild = 'canary-build';
    expect(await drawnAfresh()).toBe(false);
  });

  it('draws the page afresh when the server drew it from another catalogue than the one read', async () => {
    composed('stable-build', 'catalogue-1');
    remote.fingerprint = 'catalogue-2';
    expect(await drawnAfresh()).toBe(true);
  });

  it('hydrates a page that names no catalogue', async () => {
    composed('stable-build', null);
    remote.fingerprint = 'catalogue-2';
    expect(await drawnAfresh()).toBe(false);
  });

  it("hands over the page's own code, and the server's page as it stands, for React to hydrate in place", async () => {
    composed('stable-build');
    const page = serverWrapper();
    const hydration = await hydrationOf('graph/PagesGraph');
    expect(hydration?.page).toBe(graphPage);
    expect(hydration?.serverPage).toBe(page);
    expect(page?.isConnected).toBe(true);
  });

  it('is undefined for a page the server did not compose', () => {
    composed('stable-build');
    expect(hydrationOf('catalog/BookDetails')).toBeUndefined();
  });

  it('gives every render the same hydration until the page has hydrated; a later visit draws it afresh', async () => {
    composed('stable-build');
    const first = hydrationOf('graph/PagesGraph');
    expect(first).toBeDefined();
    expect(hydrationOf('graph/PagesGraph')).toBe(first);
    await first;
    expect(hydrationOf('graph/PagesGraph')).toBe(first);
    hydrationDone('graph/PagesGraph');
    expect(hydrationOf('graph/PagesGraph')).toBeUndefined();
  });

  it("waits for the catalogue to be read, so the books the server drew are not replaced by 'Loading...'", async () => {
    composed('stable-build');
    const catalogue = deferred();
    remote.catalogue = () => catalogue.promise;
    const hydration = hydrationOf('graph/PagesGraph');
    if (!hydration) throw new Error('the server composed the page');
    expect(await settled(hydration)).toBe(false);
    catalogue.resolve();
    expect(await settled(hydration)).toBe(true);
  });

  it('hydrates a page that shows nothing from the catalogue (names none) without reading the whole catalogue', async () => {
    composed('stable-build', null);
    const catalogue = deferred();
    const read = vi.fn(() => catalogue.promise);
    remote.catalogue = read;
    const hydration = hydrationOf('graph/PagesGraph');
    if (!hydration) throw new Error('the server composed the page');
    expect(await settled(hydration)).toBe(true);
    expect(await drawnAfresh()).toBe(false);
    // Listed Books reads the catalogue's index and pages itself: never the whole catalogue.
    expect(read).not.toHaveBeenCalled();
  });

  it("waits for the page's lazily loaded part (hydratable) before hydrating", async () => {
    composed('stable-build');
    const chart = deferred();
    remote.pageLoad = async () => ({ ...graphPage, hydratable: () => chart.promise });
    const hydration = hydrationOf('graph/PagesGraph');
    if (!hydration) throw new Error('the server composed the page');
    expect(await settled(hydration)).toBe(false);
    chart.resolve();
    expect(await settled(hydration)).toBe(true);
  });

  it("keeps the visitor's own copy of the page until the page can draw its first screen, then draws it afresh in its place", async () => {
    composed('stable-build', null);
    serverWrapper()?.setAttribute('data-visitor-fragment', '');
    window.history.replaceState(null, '', '/pages-graph?tab=wish');
    const firstScreen = deferred();
    const asked: string[] = [];
    remote.pageLoad = async () => ({
      ...graphPage,
      firstScreenReady: (search: string) => {
        asked.push(search);
        return firstScreen.promise;
      },
    });
    const hydration = hydrationOf('graph/PagesGraph');
    if (!hydration) throw new Error('the server composed the page');
    expect(await settled(hydration)).toBe(false);
    expect(asked).toEqual(['?tab=wish']);
    firstScreen.resolve();
    expect(await hydration).toMatchObject({ drawAfresh: true });
    window.history.replaceState(null, '', '/');
  });

  it("draws the visitor's copy afresh all the same when its first screen cannot be had, or the page cannot say", async () => {
    composed('stable-build', null);
    serverWrapper()?.setAttribute('data-visitor-fragment', '');
    remote.pageLoad = async () => ({ ...graphPage, firstScreenReady: () => Promise.reject(new Error('catalogue failed')) });
    expect(await drawnAfresh()).toBe(true);
    hydrationDone('graph/PagesGraph');
    composed('stable-build', null);
    serverWrapper()?.setAttribute('data-visitor-fragment', '');
    remote.pageLoad = async () => graphPage;
    expect(await drawnAfresh()).toBe(true);
  });

  it("asks a page the server drew for no first screen: it hydrates as soon as its code is in", async () => {
    composed('stable-build', null);
    const firstScreenReady = vi.fn(() => new Promise(() => {}));
    remote.pageLoad = async () => ({ ...graphPage, firstScreenReady });
    expect(await drawnAfresh()).toBe(false);
    expect(firstScreenReady).not.toHaveBeenCalled();
  });

  it("still hydrates when the page's lazily loaded part fails to load", async () => {
    composed('stable-build');
    remote.pageLoad = async () => ({ ...graphPage, hydratable: () => Promise.reject(new Error('chart chunk failed')) });
    expect(await drawnAfresh()).toBe(false);
  });

  it("fails with the page's load, as a failure its error boundary shows rather than a console warning", async () => {
    composed('stable-build');
    const failure = new Error('graph remote unreachable');
    remote.pageLoad = () => Promise.reject(failure);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(hydrationOf('graph/PagesGraph')).rejects.toBe(failure);
    reportHydrationRecovery(failure);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('abandonPendingHydrations', () => {
  it("gives up a page whose code has not arrived when the visitor moves on, leaving the server's page untouched", async () => {
    composed('stable-build');
    const code = deferred();
    remote.pageLoad = async () => {
      await code.promise;
      return graphPage;
    };
    const hydration = hydrationOf('graph/PagesGraph');
    if (!hydration) throw new Error('the server composed the page');
    abandonPendingHydrations();
    await expect(hydration).rejects.toThrow('graph/PagesGraph: left before its code arrived; drawn afresh if it is visited again');
    await expect(hydration).rejects.toMatchObject({ name: 'HydrationAbandoned' });
    code.resolve();
    await settled(code.promise);
    expect(serverWrapper()).not.toBeNull();
    expect(hydrationOf('graph/PagesGraph')).toBeUndefined();
  });

  it('keeps the console quiet about the abandoned hydration: React draws that part afresh', async () => {
    composed('stable-build');
    remote.pageLoad = () => new Promise(() => {});
    const hydration = hydrationOf('graph/PagesGraph');
    abandonPendingHydrations();
    const reason: unknown = await hydration?.catch((error: unknown) => error);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    reportHydrationRecovery(reason);
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });
});

describe('DrawAfresh', () => {
  it('names the page, and is a recovery the console is not warned about', () => {
    const error = new DrawAfresh('graph/PagesGraph');
    expect(error.name).toBe('DrawAfresh');
    expect(error.message).toBe('graph/PagesGraph: the server drew it from another catalogue or build than the ones loaded; drawn afresh');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportHydrationRecovery(error);
    expect(warn).not.toHaveBeenCalled();
  });
});
