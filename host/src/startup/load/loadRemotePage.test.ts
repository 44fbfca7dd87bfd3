import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadRemotePageModule from './loadRemotePage';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// The real version check (satisfy), a controlled loader.
vi.mock('@module-federation/runtime', async (importOriginal) => ({ ...(await importOriginal<object>()), ...runtime }));
vi.mock('../runtime/containerRuntime', async () => ({ containerRuntime: async () => import('@module-federation/runtime') }));

const config = vi.hoisted(() => ({ getRemoteConfig: vi.fn() }));
vi.mock('../config/remoteConfig', () => config);

const pageModules = vi.hoisted(() => ({ host: vi.fn<() => unknown>(() => null), imported: vi.fn<(url: string) => Promise<unknown>>() }));
vi.mock('../head/pageModuleHost', () => ({ hostPageModules: pageModules.host }));
vi.mock('./importByUrl', () => ({ importByUrl: pageModules.imported }));

const entries = {
  catalog: 'https://catalog.example.com/remoteEntry.js',
  lists: 'https://cdn.example.com/lists/remoteEntry.js?v=7',
  graph: 'http://localhost:4176/remoteEntry.js',
};

const Page = () => null;

/** The loader remembers what it registered for the page's life: each test starts a new page. */
let loader: typeof LoadRemotePageModule;

/** Each remote's mf-manifest.json, naming the platform range it needs. */
const manifestNeeding = (range: string) => async () =>
  Response.json({ shared: [{ name: '@bookmarked/shared', requiredVersion: range }] });

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(manifestNeeding('^2.0.0')));
  config.getRemoteConfig.mockResolvedValue({ remotes: entries, timeoutMs: 5_000 });
  runtime.loadRemote.mockResolvedValue({ default: Page });
  vi.resetModules();
  loader = await import('./loadRemotePage');
});

afterEach(() => {
  vi.useRealTimers();
});

const registered = () => runtime.registerRemotes.mock.calls;

describe('remoteOf', () => {
  it('names the remote a page comes from', () => {
    expect(loader.remoteOf('catalog/BookDetails')).toBe('catalog');
    expect(loader.remoteOf('lists/ListedBooks')).toBe('lists');
  });
});

describe('loadRemotePage', () => {
  it('registers a remote with its configured entry the first time, and loads the page', async () => {
    await expect(loader.loadRemotePage('catalog/Home')).resolves.toEqual({ default: Page });
    expect(registered()).toEqual([
      [[{ name: 'catalog', entry: 'https://catalog.example.com/remoteEntry.js', type: 'module' }], { force: false }],
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog/Home');
  });

  it('cycles through the fresh entries the import map names, after as many failures as there are', async () => {
    for (let failure = 0; failure < 4; failure += 1) {
      runtime.loadRemote.mockRejectedValueOnce(new Error('down'));
      await expect(loader.loadRemotePage('catalog/Home')).rejects.toThrow('down');
    }
    await loader.loadRemotePage('catalog/Home');
    expect(registered().map(([remotes]) => new URL(remotes[0].entry).search)).toEqual(['', '?retry=1', '?retry=2', '?retry=3', '?retry=1']);
  });

  it('reports a module the browser refused for its hash as such', async () => {
    const module = 'https://catalog.example.com/assets/Home-1.js';
    document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: { [module]: `sha384-${'A'.repeat(64)}` } })}</script>`;
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.integrity ? Promise.reject(new TypeError('Failed to fetch')) : new Response('changed'))));
    runtime.loadRemote.mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${module}`));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toMatchObject({ name: 'ModuleIntegrityError' });
    document.head.innerHTML = '';
  });

  it('registers each remote once, however many of its pages load', async () => {
    await loader.loadRemotePage('catalog/Home');
    await loader.loadRemotePage('catalog/BookDetails');
    await loader.loadRemotePage('catalog/Home');
    await loader.loadRemotePage('graph/PagesGraph');
    expect(registered().map(([remotes]) => remotes[0].name)).toEqual(['catalog', 'graph']);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(4);
  });

  it('after a failure, registers a fresh entry (?retry=N) over the cached one, then keeps it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    await expect(loader.loadRemotePage('lists/ListedBooks')).rejects.toThrow('Failed to fetch dynamically imported module');

    runtime.loadRemote.mockRejectedValueOnce(new Error('still down'));
    await expect(loader.loadRemotePage('lists/ListedBooks')).rejects.toThrow('still down');

    await expect(loader.loadRemotePage('lists/ListedBooks')).resolves.toEqual({ default: Page });
    await loader.loadRemotePage('lists/ListedBooks');

    expect(registered()).toEqual([
      [[{ name: 'lists', entry: 'https://cdn.example.com/lists/remoteEntry.js?v=7', type: 'module' }], { force: false }],
      [[{ name: 'lists', entry: 'https://cdn.example.com/lists/remoteEntry.js?v=7&retry=1', type: 'module' }], { force: true }],
      [[{ name: 'lists', entry: 'https://cdn.example.com/lists/remoteEntry.js?v=7&retry=2', type: 'module' }], { force: true }],
    ]);
  });

  it('re-registers only the remote that failed', async () => {
    await loader.loadRemotePage('graph/PagesGraph');
    runtime.loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toThrow('down');
    await loader.loadRemotePage('graph/PagesGraph');
    await loader.loadRemotePage('catalog/Home');
    expect(registered().map(([remotes]) => remotes[0].entry)).toEqual([
      'http://localhost:4176/remoteEntry.js',
      'https://catalog.example.com/remoteEntry.js',
      'https://catalog.example.com/remoteEntry.js?retry=1',
    ]);
  });

  it('re-registers a remote marked broken by a page that failed while rendering', async () => {
    await loader.loadRemotePage('graph/PagesGraph');
    loader.markRemoteBroken('graph');
    await loader.loadRemotePage('graph/PagesGraph');
    expect(registered()[1]).toEqual([
      [{ name: 'graph', entry: 'http://localhost:4176/remoteEntry.js?retry=1', type: 'module' }],
      { force: true },
    ]);
  });

  it('treats a remote marked broken before it was ever registered as new', async () => {
    loader.markRemoteBroken('graph');
    await loader.loadRemotePage('graph/PagesGraph');
    expect(registered()).toEqual([
      [[{ name: 'graph', entry: 'http://localhost:4176/remoteEntry.js', type: 'module' }], { force: false }],
    ]);
  });

  it.each([
    ['nothing', null],
    ['no default export', { ListedBooks: Page }],
    ['a default that is not a component', { default: 'ListedBooks' }],
  ])('rejects a module with %s, and re-registers on the next load', async (_case, module) => {
    runtime.loadRemote.mockResolvedValueOnce(module);
    await expect(loader.loadRemotePage('lists/ListedBooks')).rejects.toThrow(
      'lists/ListedBooks does not export a page component',
    );
    await loader.loadRemotePage('lists/ListedBooks');
    expect(registered()).toHaveLength(2);
  });

  it('fails a remote without an answer after the configured time with a RemoteTimeoutError', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    let outcome: unknown;
    const loading = loader.loadRemotePage('lists/ListedBooks').catch((error: unknown) => {
      outcome = error;
    });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(outcome).toBeInstanceOf(loader.RemoteTimeoutError);
    expect(outcome).toMatchObject({ name: 'RemoteTimeoutError', message: 'No answer within 5000 ms' });

    const report = await import('../../rum/report');
    const reported: unknown[] = [];
    report.receiveReports((happening) => reported.push(happening));
    expect(reported).toEqual([expect.objectContaining({ kind: 'load-failure', remote: 'lists', error: outcome })]);

    // The next attempt starts over with a fresh entry.
    await loader.loadRemotePage('lists/ListedBooks');
    expect(registered()[1]?.[1]).toEqual({ force: true });
  });

  it('leaves no timer behind once the remote has answered', async () => {
    vi.useFakeTimers();
    await loader.loadRemotePage('catalog/Home');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a remote that answers just in time is not a timeout', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValueOnce(
      new Promise((resolve) => setTimeout(() => resolve({ default: Page }), 4_999)),
    );
    const loading = loader.loadRemotePage('catalog/Home');
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loading).resolves.toEqual({ default: Page });
  });
});

describe('the platform a remote needs', () => {
  it('refuses a remote built for a newer platform, naming both versions on the console, and checks again on the next load', async () => {
    const fetch = vi.fn<(url: URL) => Promise<Response>>(manifestNeeding('^2.1.0'));
    vi.stubGlobal('fetch', fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = loader.loadRemotePage('lists/ListedBooks');
    await expect(outcome).rejects.toMatchObject({ name: 'PlatformVersionMismatchError', remote: 'lists', required: '^2.1.0', provided: '2.0.0' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('lists needs @bookmarked/shared ^2.1.0, but this host provides 2.0.0'), expect.anything());
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://cdn.example.com/lists/mf-manifest.json');

    fetch.mockImplementation(manifestNeeding('^2.0.0'));
    await expect(loader.loadRemotePage('lists/ListedBooks')).resolves.toEqual({ default: Page });
    expect(String(fetch.mock.calls[1]?.[0])).toBe('https://cdn.example.com/lists/mf-manifest.json');
  });

  it('checks each registered entry once', async () => {
    const fetch = vi.fn(manifestNeeding('^2.0.0'));
    vi.stubGlobal('fetch', fetch);
    await loader.loadRemotePage('catalog/Home');
    await loader.loadRemotePage('catalog/BookDetails');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads a remote whose manifest cannot be read: the load itself tells what is wrong', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not found', { status: 404 })));
    await expect(loader.loadRemotePage('graph/PagesGraph')).resolves.toEqual({ default: Page });
  });
});

describe('loadRemotePage on a page no server composed (the client path)', () => {
  const container = 'https://catalog.example.com/remoteEntry-C0ffee.js';
  const hash = `sha384-${'C'.repeat(64)}`;

  afterEach(() => {
    delete window.bookmarkedPreloadPage;
    document.head.innerHTML = '';
  });

  it("imports nothing of a page whose files the first script's check refused, and fails it as refused", async () => {
    window.bookmarkedPreloadPage = vi.fn(async () => ({ refused: ['https://catalog.example.com/assets/Home-1.js'] }));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toMatchObject({
      name: 'ModuleIntegrityError',
      message: expect.stringContaining('https://catalog.example.com/assets/Home-1.js is not the file its release named') as unknown,
    });
    expect(window.bookmarkedPreloadPage).toHaveBeenCalledWith('catalog', 'Home', { fresh: false });
    expect(registered()).toEqual([]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('names every refused file in the failure', async () => {
    window.bookmarkedPreloadPage = vi.fn(async () => ({ refused: ['https://catalog.example.com/a.js', 'https://catalog.example.com/b.js'] }));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toThrow(
      'https://catalog.example.com/a.js, https://catalog.example.com/b.js are not the files its release named (the hash differs), so the page refused catalog/Home',
    );
  });

  it('imports the container the check passed instead of the stable entry that re-exports it, and preloads each Retry address with its hash', async () => {
    const { addListedIntegrity } = await import('../head/moduleIntegrity');
    addListedIntegrity({ [container]: hash, [`${container}?retry=1`]: hash });
    window.bookmarkedPreloadPage = vi.fn(async () => ({ container, refused: [] }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toThrow('down');
    await loader.loadRemotePage('catalog/Home');
    expect(registered().map(([remotes]) => remotes[0].entry)).toEqual([container, `${container}?retry=1`]);
    // After a failure the page's files are checked afresh.
    expect(vi.mocked(window.bookmarkedPreloadPage).mock.calls.map(([, , options]) => options)).toEqual([{ fresh: false }, { fresh: true }]);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('integrity')]);
    expect(preloads).toEqual([
      [container, hash],
      [`${container}?retry=1`, hash],
    ]);
  });

  it("loads as before when the check itself fails (its manifest cannot be read): the load meets what is wrong", async () => {
    window.bookmarkedPreloadPage = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loader.loadRemotePage('catalog/Home')).resolves.toEqual({ default: Page });
    expect(registered()[0]![0][0].entry).toBe(entries.catalog);
  });

  it('asks for no check on a composed page, whose import map the browser checks every module against', async () => {
    document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: { [container]: hash } })}</script>`;
    vi.resetModules();
    loader = await import('./loadRemotePage');
    window.bookmarkedPreloadPage = vi.fn(async () => ({ refused: ['anything'] }));
    await expect(loader.loadRemotePage('catalog/Home')).resolves.toEqual({ default: Page });
    expect(window.bookmarkedPreloadPage).not.toHaveBeenCalled();
  });

  it("on a composed page, has a Retry fetch the page's files past the HTTP cache before it loads them again", async () => {
    document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: { [container]: hash } })}</script>`;
    vi.resetModules();
    loader = await import('./loadRemotePage');
    window.bookmarkedPreloadPage = vi.fn(async () => ({ refused: [] }));
    runtime.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loader.loadRemotePage('catalog/Home')).rejects.toThrow();
    await expect(loader.loadRemotePage('catalog/Home')).resolves.toEqual({ default: Page });
    expect(window.bookmarkedPreloadPage).toHaveBeenCalledExactlyOnceWith('catalog', 'Home', { fresh: true });
  });

  it('gives up a check that hangs after the remote timeout, as a load that hangs', async () => {
    vi.useFakeTimers();
    window.bookmarkedPreloadPage = vi.fn(() => new Promise<never>(() => undefined));
    const loading = loader.loadRemotePage('catalog/Home');
    const failed = expect(loading).rejects.toMatchObject({ name: 'RemoteTimeoutError' });
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
  });
});

describe("loadRemotePage by the page's own module", () => {
  const offered = { pluginVersion: '1.23.0', shares: ['react', '@bookmarked/shared'] };
  const manifest = (range: string) => ({
    metaData: { pluginVersion: '1.23.0', buildInfo: { buildId: 'graph-7' } },
    shared: [{ name: 'react' }, { name: '@bookmarked/shared', requiredVersion: range }],
    exposes: [{ name: 'PagesGraph', pageModule: { file: 'assets/PagesGraph-1.js', imports: ['assets/chart-2.js'] } }],
  });
  const pageModule = 'http://localhost:4176/assets/PagesGraph-1.js';

  beforeEach(() => {
    pageModules.host.mockReturnValue(offered);
    pageModules.imported.mockResolvedValue({ default: Page });
  });

  it('imports it by the address the manifest names, with no container, and checks the platform from that one reading', async () => {
    const fetch = vi.fn(async () => Response.json(manifest('^2.0.0')));
    vi.stubGlobal('fetch', fetch);
    await expect(loader.loadRemotePage('graph/PagesGraph')).resolves.toEqual({ default: Page });
    await loader.loadRemotePage('graph/PagesGraph');
    expect(pageModules.imported.mock.calls).toEqual([[pageModule], [pageModule]]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(registered()).toEqual([]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(loader.loadedBuildOf('graph')).toBe('graph-7');
  });

  it('hands the page over once its style sheets have applied', async () => {
    const styled = manifest('^2.0.0');
    Object.assign(styled.exposes[0]!, { assets: { css: { sync: ['assets/PagesGraph-3.css'] } } });
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(styled)));
    let loaded = false;
    const loading = loader.loadRemotePage('graph/PagesGraph').then(() => (loaded = true));
    const sheet = 'link[rel="stylesheet"][href="http://localhost:4176/assets/PagesGraph-3.css"]';
    await vi.waitFor(() => expect(document.head.querySelector(sheet)).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded, 'not before its styles').toBe(false);
    document.head.querySelector(sheet)?.dispatchEvent(new Event('load'));
    await loading;
    document.head.innerHTML = '';
  });

  it('runs none of a remote that needs a newer platform', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(manifest('^2.1.0'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loader.loadRemotePage('graph/PagesGraph')).rejects.toMatchObject({ name: 'PlatformVersionMismatchError' });
    expect(pageModules.imported).not.toHaveBeenCalled();
  });

  it('after a failure goes through the container, registered as new, and reads the manifest afresh', async () => {
    const fetch = vi.fn(async () => Response.json(manifest('^2.0.0')));
    vi.stubGlobal('fetch', fetch);
    pageModules.imported.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loader.loadRemotePage('graph/PagesGraph')).rejects.toThrow();
    expect(loader.isRemoteBroken('graph')).toBe(true);
    await expect(loader.loadRemotePage('graph/PagesGraph')).resolves.toEqual({ default: Page });
    expect(registered()).toEqual([[[{ name: 'graph', entry: 'http://localhost:4176/remoteEntry.js', type: 'module' }], { force: false }]]);
    expect(loader.isRemoteBroken('graph')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('RemoteTimeoutError', () => {
  it('is an Error that names itself', () => {
    const error = new loader.RemoteTimeoutError('slow');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RemoteTimeoutError');
    expect(error.message).toBe('slow');
  });
});

describe('a remote remotes.json gives no entry for', () => {
  it('fails that page with the reason, without registering anything', async () => {
    config.getRemoteConfig.mockResolvedValue({ remotes: { catalog: entries.catalog }, timeoutMs: 5_000 });
    await expect(loader.loadRemotePage('graph/PagesGraph')).rejects.toThrow('/remotes.json gives no usable entry for the "graph" remote');
    expect(registered()).toEqual([]);
  });
});
