import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformVersionMismatchError } from '../startup/load/platformVersion';
import { RemoteTimeoutError } from '../startup/load/loadRemotePage';
import type * as LoadRemotePageModule from '../startup/load/loadRemotePage';

const state = vi.hoisted(() => ({ builds: new Map<string, string>(), settled: [] as string[], loadDone: Promise.resolve() }));
vi.mock('../startup/config/remoteConfig', () => ({
  getRemoteConfig: () =>
    Promise.resolve({ remotes: { catalog: 'https://catalog.example.com/remoteEntry.js', graph: 'https://www.example.com/releases/graph/1.0.0-aa/remoteEntry.js' } }),
}));
vi.mock('../startup/load/pageLoads', () => ({
  pageLoadSettled: async (id: string) => {
    await state.loadDone;
    state.settled.push(id);
  },
}));
vi.mock('../startup/load/loadRemotePage', async (original) => ({
  ...(await original<typeof LoadRemotePageModule>()),
  loadedBuildOf: (remote: string) => state.builds.get(remote),
}));

const { eventsOf } = await import('./events');

beforeEach(() => {
  state.builds = new Map([
    ['catalog', 'catalog-1'],
    ['graph', 'graph-2'],
  ]);
  state.settled = [];
  state.loadDone = Promise.resolve();
});

afterEach(() => vi.restoreAllMocks());

const stackIn = (url: string) => Object.assign(new Error('boom'), { stack: `Error: boom\n    at Page (${url}:1:2)\n    at r (https://www.example.com/assets/index.js:3:4)` });

describe('eventsOf', () => {
  it("a page view names the route's remote and the build that loaded, once its load has settled", async () => {
    let settle = () => undefined as void;
    state.loadDone = new Promise<void>((resolve) => (settle = resolve));
    const events = eventsOf({ kind: 'page-view', path: '/' });
    await Promise.resolve();
    state.builds.set('catalog', 'catalog-3');
    settle();
    expect(await events).toEqual([{ kind: 'page-view', remote: 'catalog', build: 'catalog-3' }]);
    expect(state.settled).toEqual(['catalog/Home']);
  });

  it("a view of the host's own page is the host's, and waits for no load", async () => {
    expect(await eventsOf({ kind: 'page-view', path: '/__versions' })).toEqual([{ kind: 'page-view', remote: 'host', build: 'test' }]);
    expect(state.settled).toEqual([]);
  });

  it('an error is counted against the remote on its stack, with its source and no message', async () => {
    expect(await eventsOf({ kind: 'error', source: 'window', error: stackIn('https://catalog.example.com/assets/Home-1.js'), path: '/listed' })).toEqual([
      { kind: 'error', source: 'window', remote: 'catalog', build: 'catalog-1' },
    ]);
  });

  it("else against the remote on React's component stack", async () => {
    const context = { componentStack: '\n    at Chart (https://www.example.com/releases/graph/1.0.0-aa/assets/Chart.js:1:1)' };
    expect(await eventsOf({ kind: 'error', source: 'react-caught', error: new Error('x'), context, path: '/' })).toEqual([
      { kind: 'error', source: 'react-caught', remote: 'graph', build: 'graph-2' },
    ]);
  });

  it("else, caught by the route page's boundary, against the page's remote; else against the host", async () => {
    const error = stackIn('https://www.example.com/assets/index.js');
    expect(await eventsOf({ kind: 'error', source: 'react-caught', error, context: { caughtBySection: true }, path: '/pages-graph' })).toEqual([
      { kind: 'error', source: 'react-caught', remote: 'graph', build: 'graph-2' },
    ]);
    expect(await eventsOf({ kind: 'error', source: 'rejection', error: 'a string', path: '/pages-graph' })).toEqual([
      { kind: 'error', source: 'rejection', remote: 'host', build: 'test' },
    ]);
  });

  it("a load failure says why, from the error and the statuses of the remote's own files", async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'https://catalog.example.com/remoteEntry.js', responseStatus: 404 },
      { name: 'https://www.example.com/releases/graph/1.0.0-aa/remoteEntry.js', responseStatus: 200 },
    ] as PerformanceResourceTiming[]);
    const fetchFailed = new TypeError('Failed to fetch dynamically imported module');
    expect(await eventsOf({ kind: 'load-failure', remote: 'catalog', error: fetchFailed, path: '/' })).toEqual([
      { kind: 'load-failure', reason: 'not-found', remote: 'catalog', build: 'catalog-1' },
    ]);
    expect(await eventsOf({ kind: 'load-failure', remote: 'graph', error: fetchFailed, path: '/' })).toEqual([
      { kind: 'load-failure', reason: 'network', remote: 'graph', build: 'graph-2' },
    ]);
    expect(await eventsOf({ kind: 'load-failure', remote: 'lists', error: new RemoteTimeoutError('slow'), path: '/listed' })).toEqual([
      { kind: 'load-failure', reason: 'timeout', remote: 'lists', build: 'unknown' },
    ]);
  });

  it('a remote refused for its platform is a skew, not a load failure', async () => {
    const error = new PlatformVersionMismatchError('lists', '^3.0.0', '2.0.0');
    expect(await eventsOf({ kind: 'load-failure', remote: 'lists', error, path: '/listed' })).toEqual([{ kind: 'skew', remote: 'lists', build: 'unknown' }]);
  });

  it("a hydration recovery and a Retry are the route page's", async () => {
    expect(await eventsOf({ kind: 'hydration-recovery', path: '/' })).toEqual([{ kind: 'hydration-recovery', remote: 'catalog', build: 'catalog-1' }]);
    expect(await eventsOf({ kind: 'retry', path: '/pages-graph' })).toEqual([{ kind: 'retry', remote: 'graph', build: 'graph-2' }]);
  });
});
