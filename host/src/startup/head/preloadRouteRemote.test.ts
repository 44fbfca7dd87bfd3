import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { manifestBlock, remotesBlock } from '@bookmarked/shared/boot-blocks';

const manifest = {
  exposes: [
    {
      name: 'ListedBooks',
      assets: { js: { sync: ['assets/ListedBooks-1.js'], async: [] }, css: { sync: ['assets/ListedBooks-2.css'], async: [] } },
    },
  ],
};

/** A fetch that answers the given URL endings and records every URL asked for. */
function network(routes: Record<string, () => Promise<Response>>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = Object.keys(routes).find((ending) => url.endsWith(ending));
    if (!route) throw new TypeError(`Failed to fetch ${url}`);
    return routes[route]!();
  });
}

/** remotes.json naming the lists remote. */
const remotesJsonWithLists = async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } });
/** The site with the lists remote answering: its entry in remotes.json, its manifest, its chunks and styles. */
const listsSite = {
  '/remotes.json': remotesJsonWithLists,
  '/mf-manifest.json': async () => Response.json(manifest),
  '.js': async () => new Response(''),
  '.css': async () => new Response(''),
};

const fetched = (fetch: ReturnType<typeof network>) => fetch.mock.calls.map(([input]) => String(input));
const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.crossOrigin} ${link.href}`);

async function preload(pathname: string) {
  vi.resetModules();
  const { preloadRouteRemote } = await import('./preloadRouteRemote');
  return preloadRouteRemote(pathname);
}

/** A request that never answers until its signal aborts it, as a server that hangs. */
function hanging(init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

/** AbortSignal.timeout on the (fake) timers, which the platform's own timer does not follow. */
function timeoutsOnFakeTimers() {
  vi.useFakeTimers();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((milliseconds) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), milliseconds);
    return controller.signal;
  });
}

/** Settles what is pending and reports whether the promise has settled yet, and how. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let result: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (result = 'resolved'),
    () => (result = 'rejected'),
  );
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

const CANARY_NUMBER_KEY = 'bookmarked:canary-number';

/** A composed page's head names module hashes: the browser checks them, and the page fetches no integrity.json. */
const composedImportMap = `<script type="importmap">${JSON.stringify({ integrity: { 'https://elsewhere.example.com/x.js': `sha384-${'B'.repeat(64)}` } })}</script>`;

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.bookmarkedRemotesJson;
  delete window.bookmarkedRemoteManifests;
  localStorage.clear();
  // Most sites here serve no integrity.json: the page says once that it loads the remote unchecked.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preloadRouteRemote', () => {
  it("preloads the route's remote entry and fetches the page's chunks and styles ahead", async () => {
    const fetch = network({
      '/remotes.json': remotesJsonWithLists,
      '/mf-manifest.json': async () => Response.json(manifest),
      '/ListedBooks-1.js': async () => new Response('export {}'),
      '/ListedBooks-2.css': async () => new Response('a{}'),
    });
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    expect(links()).toEqual([
      'modulepreload anonymous https://lists.example.com/remoteEntry.js',
      'modulepreload anonymous https://lists.example.com/assets/ListedBooks-1.js',
    ]);
    expect(fetched(fetch)).toEqual([
      '/remotes.json',
      'https://lists.example.com/integrity.json',
      'https://lists.example.com/mf-manifest.json',
      'https://lists.example.com/assets/ListedBooks-2.css',
      'https://lists.example.com/assets/ListedBooks-1.js',
    ]);
  });

  it('preloads the hashed container the fetched manifest names, which remoteEntry.js imports', async () => {
    const named = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry-C0ffee.js', path: '', type: 'module' } } };
    vi.stubGlobal('fetch', network({ ...listsSite, '/mf-manifest.json': async () => Response.json(named) }));
    await preload('/listed');
    // Not the stable entry too: the page imports the container it names.
    expect(links()).toEqual([
      'modulepreload anonymous https://lists.example.com/remoteEntry-C0ffee.js',
      'modulepreload anonymous https://lists.example.com/assets/ListedBooks-1.js',
    ]);
  });

  it("takes remotes.json and the manifest from the head a server composed, and asks for neither", async () => {
    document.head.innerHTML = [
      composedImportMap,
      remotesBlock({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
      manifestBlock(manifest, 'ListedBooks').replace('href="assets/', 'href="https://lists.example.com/assets/'),
    ].join('');
    const fetch = network(listsSite);
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { preloadRouteRemote, shareRemotesJson } = await import('./preloadRouteRemote');
    await shareRemotesJson();
    await preloadRouteRemote('/listed');
    expect(fetched(fetch)).toEqual(['https://lists.example.com/assets/ListedBooks-2.css', 'https://lists.example.com/assets/ListedBooks-1.js']);
    expect(links()).toEqual([
      'modulepreload anonymous https://lists.example.com/remoteEntry.js',
      'modulepreload anonymous https://lists.example.com/assets/ListedBooks-1.js',
    ]);
    // Handed to the app as a fetch would have been: its own checks read them.
    await expect(window.bookmarkedRemotesJson).resolves.toEqual({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } });
    await expect(window.bookmarkedRemoteManifests?.['https://lists.example.com/mf-manifest.json']).resolves.toMatchObject({ exposes: manifest.exposes });
  });

  it("fetches the manifest of a remote other than the one the head's manifest came from (a canary)", async () => {
    document.head.innerHTML = manifestBlock(manifest, 'ListedBooks').replace('href="assets/', 'href="https://lists.example.com/releases/1.0.0-aaaaaaaaaa/assets/');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetch = network(listsSite);
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    expect(fetched(fetch).slice(0, 3)).toEqual(['/remotes.json', 'https://lists.example.com/integrity.json', 'https://lists.example.com/mf-manifest.json']);
  });

  it('fetches the chunks in CORS mode, as module scripts and the styles are later requested', async () => {
    const fetch = network(listsSite);
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    const chunkRequests = fetch.mock.calls.filter(([input]) => String(input).includes('/assets/'));
    expect(chunkRequests.map(([, init]) => init)).toEqual([
      { mode: 'cors', credentials: 'same-origin', cache: 'default' },
      { mode: 'cors', credentials: 'same-origin', cache: 'default' },
    ]);
  });

  it("asks for each chunk with the hash the page's import map names, and preloads none that fails it", async () => {
    const hash = `sha384-${'A'.repeat(64)}`;
    document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: { 'https://lists.example.com/assets/ListedBooks-1.js': hash } })}</script>`;
    const fetch = network({ ...listsSite, '.js': async () => Promise.reject(new TypeError('Failed to fetch: integrity')) });
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    const chunkRequests = fetch.mock.calls.filter(([input]) => String(input).includes('/assets/'));
    expect(chunkRequests.map(([input, init]) => [String(input), init])).toEqual([
      ['https://lists.example.com/assets/ListedBooks-2.css', { mode: 'cors', credentials: 'same-origin', cache: 'default' }],
      ['https://lists.example.com/assets/ListedBooks-1.js', { mode: 'cors', credentials: 'same-origin', cache: 'default', integrity: hash }],
      // Asked again without the hash, to tell a changed file from a network failure.
      ['https://lists.example.com/assets/ListedBooks-1.js', { mode: 'cors', credentials: 'same-origin', cache: 'default' }],
    ]);
    expect(links()).toEqual(['modulepreload anonymous https://lists.example.com/remoteEntry.js']);
  });

  it('preloads the entry alone when the remote has no readable manifest', async () => {
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { catalog: 'https://catalog.example.com/remoteEntry.js' } }),
      '/mf-manifest.json': async () => new Response('Not found', { status: 404 }),
    });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/')).rejects.toThrow('mf-manifest.json: HTTP 404');
    expect(links()).toEqual(['modulepreload anonymous https://catalog.example.com/remoteEntry.js']);
    expect(fetched(fetch)).toEqual(['/remotes.json', 'https://catalog.example.com/integrity.json', 'https://catalog.example.com/mf-manifest.json']);
  });

  it('settles quietly when chunks cannot be fetched, leaving them for the real load', async () => {
    vi.stubGlobal(
      'fetch',
      network({
        '/remotes.json': remotesJsonWithLists,
        '/mf-manifest.json': async () => Response.json(manifest),
      }),
    );
    await expect(preload('/listed')).resolves.toBeUndefined();
    // A failed module preload would be remembered for the page's lifetime and defeat Retry.
    expect(links()).toEqual(['modulepreload anonymous https://lists.example.com/remoteEntry.js']);
  });

  it('does not module-preload a chunk the server answered with an error', async () => {
    vi.stubGlobal(
      'fetch',
      network({
        '/remotes.json': remotesJsonWithLists,
        '/mf-manifest.json': async () => Response.json(manifest),
        '.js': async () => new Response('Bad gateway', { status: 502 }),
        '.css': async () => new Response(''),
      }),
    );
    await preload('/listed');
    expect(links()).toEqual(['modulepreload anonymous https://lists.example.com/remoteEntry.js']);
  });

  it.each([
    ['an entry that is not an http(s) URL', { remotes: { lists: 'javascript:alert(1)' } }],
    ['a remote missing from the file', { remotes: {} }],
    ['a file that is not an object', ['https://lists.example.com/remoteEntry.js']],
  ])('preloads nothing for %s', async (_case, config) => {
    const fetch = network({ '/remotes.json': async () => Response.json(config) });
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    expect(links()).toEqual([]);
    expect(fetched(fetch)).toEqual(['/remotes.json']);
  });

  it("hands the remote's manifest to the app's platform check", async () => {
    vi.stubGlobal('fetch', network(listsSite));
    await preload('/listed');
    await expect(window.bookmarkedRemoteManifests?.['https://lists.example.com/mf-manifest.json']).resolves.toEqual(manifest);
  });

  it('hands its reading of remotes.json to the app', async () => {
    vi.stubGlobal('fetch', network({ '/remotes.json': async () => Response.json({ remotes: {} }) }));
    await preload('/listed');
    await expect(window.bookmarkedRemotesJson).resolves.toEqual({ remotes: {} });
  });

  it('does nothing on a route without a remote', async () => {
    const fetch = network({});
    vi.stubGlobal('fetch', fetch);
    await preload('/__versions');
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
  });

  it('rejects when the manifest cannot be reached, after preloading the entry', async () => {
    vi.stubGlobal(
      'fetch',
      network({
        '/remotes.json': async () => Response.json({ remotes: { graph: 'https://graph.example.com/remoteEntry.js' } }),
        '/mf-manifest.json': async () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    await expect(preload('/pages-graph')).rejects.toThrow('Failed to fetch');
    expect(links()).toEqual(['modulepreload anonymous https://graph.example.com/remoteEntry.js']);
  });

  it.each([
    ['a file that is null', null],
    ['a file without a remotes map', {}],
    ['a remotes map that is not an object', { remotes: 'https://lists.example.com/remoteEntry.js' }],
  ])('settles quietly and preloads nothing for %s', async (_case, config) => {
    const fetch = network({ '/remotes.json': async () => Response.json(config) });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/listed')).resolves.toBeUndefined();
    expect(links()).toEqual([]);
    expect(fetched(fetch)).toEqual(['/remotes.json']);
  });

  it('hands the app an error for a remotes.json the server refused, and preloads nothing', async () => {
    // A body that would read as a usable file: only the status says it is not one.
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }, { status: 503 }),
    });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/listed')).rejects.toThrow('HTTP 503');
    await expect(window.bookmarkedRemotesJson).rejects.toThrow('HTTP 503');
    expect(links()).toEqual([]);
    expect(fetched(fetch)).toEqual(['/remotes.json']);
  });

  it('gives up a remotes.json that has not answered in 5 seconds, as the app does', async () => {
    timeoutsOnFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => hanging(init)),
    );
    const preloading = preload('/listed');
    preloading.catch(() => {});
    await vi.advanceTimersByTimeAsync(4999);
    expect(await state(preloading)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(preloading).rejects.toThrow('timed out');
    await expect(window.bookmarkedRemotesJson).rejects.toThrow('timed out');
    expect(links()).toEqual([]);
  });

  it('gives up a manifest that has not answered in 10 seconds, keeping the entry preloaded', async () => {
    timeoutsOnFakeTimers();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/remotes.json') ? Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }) : hanging(init),
    );
    vi.stubGlobal('fetch', fetch);
    const preloading = preload('/listed');
    preloading.catch(() => {});
    await vi.advanceTimersByTimeAsync(9999);
    expect(await state(preloading)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(preloading).rejects.toThrow('timed out');
    // The app's platform check meets the same failure and reads the file itself.
    await expect(window.bookmarkedRemoteManifests?.['https://lists.example.com/mf-manifest.json']).rejects.toThrow('timed out');
    expect(links()).toEqual(['modulepreload anonymous https://lists.example.com/remoteEntry.js']);
  });

  it('preloads an http entry (a remote served without TLS, as in local development)', async () => {
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { lists: 'http://localhost:3001/remoteEntry.js' } }),
      '/mf-manifest.json': async () => new Response('Not found', { status: 404 }),
    });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/listed')).rejects.toThrow('HTTP 404');
    expect(links()).toEqual(['modulepreload anonymous http://localhost:3001/remoteEntry.js']);
    expect(fetched(fetch)).toEqual(['/remotes.json', 'http://localhost:3001/integrity.json', 'http://localhost:3001/mf-manifest.json']);
  });

  it('preloads the entry only once when the page already asks for it', async () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = 'https://lists.example.com/remoteEntry.js';
    existing.crossOrigin = 'anonymous';
    document.head.append(existing);
    vi.stubGlobal('fetch', network(listsSite));
    await preload('/listed');
    expect(links()).toEqual([
      'modulepreload anonymous https://lists.example.com/remoteEntry.js',
      'modulepreload anonymous https://lists.example.com/assets/ListedBooks-1.js',
    ]);
  });

  it('compiles the chunks ahead on a composed page, whose head already fetches them into the cache', async () => {
    document.head.innerHTML = '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://lists.example.com/assets/ListedBooks-1.js">';
    vi.stubGlobal('fetch', network(listsSite));
    await preload('/listed');
    expect(links()).toEqual([
      'preload anonymous https://lists.example.com/assets/ListedBooks-1.js',
      'modulepreload anonymous https://lists.example.com/remoteEntry.js',
      'modulepreload anonymous https://lists.example.com/assets/ListedBooks-1.js',
    ]);
  });

  it('fetches no style sheet the composed page holds inline, still its chunks', async () => {
    document.head.innerHTML = '<link rel="stylesheet" type="text/plain" href="https://lists.example.com/assets/ListedBooks-2.css" disabled>';
    const fetch = network(listsSite);
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    expect(fetched(fetch)).toEqual(['/remotes.json', 'https://lists.example.com/integrity.json', 'https://lists.example.com/mf-manifest.json', 'https://lists.example.com/assets/ListedBooks-1.js']);
  });

  it("settles quietly when the manifest does not list the route's page, fetching no chunks", async () => {
    const fetch = network({
      '/remotes.json': remotesJsonWithLists,
      '/mf-manifest.json': async () => Response.json({ exposes: [{ name: 'SomethingElse', assets: manifest.exposes[0]!.assets }] }),
    });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/listed')).resolves.toBeUndefined();
    expect(links()).toEqual(['modulepreload anonymous https://lists.example.com/remoteEntry.js']);
    expect(fetched(fetch)).toEqual(['/remotes.json', 'https://lists.example.com/integrity.json', 'https://lists.example.com/mf-manifest.json']);
  });

  describe('with a canary of the remote', () => {
    const stable = 'https://lists.example.com/remoteEntry.js';
    const canary = 'https://lists-canary.example.com/remoteEntry.js';

    /** Preloads /listed and says which release's entry was preloaded. */
    async function preloadedRelease(canaries: unknown): Promise<string[]> {
      vi.stubGlobal(
        'fetch',
        network({
          '/remotes.json': async () => Response.json({ remotes: { lists: stable }, canaries }),
          '/mf-manifest.json': async () => new Response('Not found', { status: 404 }),
        }),
      );
      await preload('/listed').catch(() => {});
      return links().map((link) => (link.endsWith(canary) ? 'canary' : link.endsWith(stable) ? 'stable' : link));
    }

    it.each([
      ['0.5', 100, 'canary'],
      ['0.5', 10, 'stable'],
      ['0.5', 50, 'stable'],
      ['0.49', 50, 'canary'],
      ['0', 1, 'canary'],
      ['0.99', 100, 'canary'],
      ['0.001', 0, 'stable'],
    ])('number %s, canary share %i: preloads the %s entry', async (number, percent, release) => {
      localStorage.setItem(CANARY_NUMBER_KEY, number);
      vi.spyOn(Math, 'random').mockReturnValue(0.5);
      expect(await preloadedRelease({ lists: { entry: canary, percent } })).toEqual([release]);
      // A kept number is kept: the visitor stays on their side.
      expect(localStorage.getItem(CANARY_NUMBER_KEY)).toBe(number);
    });

    it.each([['1'], ['-0.1'], ['junk'], ['']])('draws and keeps a new number in place of the unusable %j', async (kept) => {
      localStorage.setItem(CANARY_NUMBER_KEY, kept);
      vi.spyOn(Math, 'random').mockReturnValue(0.25);
      expect(await preloadedRelease({ lists: { entry: canary, percent: 30 } })).toEqual(['canary']);
      expect(localStorage.getItem(CANARY_NUMBER_KEY)).toBe('0.25');
    });

    it('draws and keeps a number on a first visit', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.75);
      expect(await preloadedRelease({ lists: { entry: canary, percent: 70 } })).toEqual(['stable']);
      expect(localStorage.getItem(CANARY_NUMBER_KEY)).toBe('0.75');
    });

    it('gives the stable release to a visitor whose number cannot be kept', async () => {
      // The number would be drawn afresh on every visit, so the visitor could not stay on one side.
      vi.spyOn(Math, 'random').mockReturnValue(0.01);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      expect(await preloadedRelease({ lists: { entry: canary, percent: 50 } })).toEqual(['stable']);
    });

    it('gives the stable release when storage cannot be read', async () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('Access is denied.', 'SecurityError');
      });
      expect(await preloadedRelease({ lists: { entry: canary, percent: 100 } })).toEqual(['stable']);
    });

    it.each([
      ['a share that is not a number', { lists: { entry: canary, percent: '100' } }],
      ['a canary of another remote', { catalog: { entry: canary, percent: 100 } }],
      ['a canaries map that is not an object', 'lists'],
    ])('ignores %s', async (_case, canaries) => {
      localStorage.setItem(CANARY_NUMBER_KEY, '0');
      expect(await preloadedRelease(canaries)).toEqual(['stable']);
    });
  });
});

describe('preloadPage on a page no server composed (no import map): the check of the page files', () => {
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const built = {
    'remoteEntry-C0ffee.js': 'export const get = () => {};',
    'assets/ListedBooks-1.js': 'export default 1;',
    'assets/ListedBooks-2.css': 'a{}',
  };
  const named = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry-C0ffee.js', path: '', type: 'module' } } };
  const integrityJson = { algorithm: 'sha384', files: Object.fromEntries(Object.entries(built).map(([file, text]) => [file, sha384(text)])) };

  /** The lists remote as served, `served` overriding the built files' bytes; a request with a hash fails as a browser's would. */
  function servedSite(served: Partial<Record<keyof typeof built, string>> = {}, { integrity = true } = {}) {
    const bytes: Record<string, string> = { ...built, ...served };
    return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/remotes.json')) return remotesJsonWithLists();
      if (url.endsWith('/mf-manifest.json')) return Response.json(named);
      if (url.endsWith('/integrity.json')) return integrity ? Response.json(integrityJson) : new Response('Not found', { status: 404 });
      const file = Object.keys(bytes).find((path) => url === `https://lists.example.com/${path}`);
      if (!file) throw new TypeError(`Failed to fetch ${url}`);
      if (init?.integrity && init.integrity !== sha384(bytes[file]!)) throw new TypeError('Failed to fetch: the integrity check failed');
      return new Response(bytes[file]);
    });
  }

  async function check(fetch: ReturnType<typeof servedSite>, options?: { fresh?: boolean }) {
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { preloadPage } = await import('./preloadRouteRemote');
    return { result: await preloadPage('lists', 'ListedBooks', options), preloadPage };
  }

  const linksWithHashes = () => [...document.head.querySelectorAll('link')].map((link) => `${link.href} ${link.getAttribute('integrity') ? 'checked' : 'unchecked'}`);

  it("fetches the container and the page's chunks with the hashes of the remote's integrity.json, then preloads them with those hashes", async () => {
    const fetch = servedSite();
    const { result } = await check(fetch);
    expect(result).toEqual({ container: 'https://lists.example.com/remoteEntry-C0ffee.js', refused: [] });
    expect(linksWithHashes()).toEqual(['https://lists.example.com/remoteEntry-C0ffee.js checked', 'https://lists.example.com/assets/ListedBooks-1.js checked']);
    const hashesAsked = fetch.mock.calls.filter(([, init]) => init?.integrity).map(([input]) => String(input));
    // Scripts only: a style sheet runs nothing with the page's rights.
    expect(hashesAsked).toEqual(['https://lists.example.com/remoteEntry-C0ffee.js', 'https://lists.example.com/assets/ListedBooks-1.js']);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('names a chunk that arrives with other bytes as refused, and preloads nothing of it', async () => {
    const { result } = await check(servedSite({ 'assets/ListedBooks-1.js': 'export default 1; stealLists();' }));
    expect(result.refused).toEqual(['https://lists.example.com/assets/ListedBooks-1.js']);
    expect(linksWithHashes()).toEqual(['https://lists.example.com/remoteEntry-C0ffee.js checked']);
  });

  it('names a changed container as refused, and gives no container to import', async () => {
    const { result } = await check(servedSite({ 'remoteEntry-C0ffee.js': 'export const get = () => stealLists();' }));
    expect(result).toEqual({ refused: ['https://lists.example.com/remoteEntry-C0ffee.js'] });
  });

  it('does not call a file that cannot be fetched at all refused: the load meets the failure itself', async () => {
    const fetch = servedSite();
    const served = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => (String(input).endsWith('ListedBooks-1.js') ? Promise.reject(new TypeError('Failed to fetch')) : served(input, init)));
    const { result } = await check(fetch);
    expect(result.refused).toEqual([]);
  });

  it('without a readable integrity.json, says so once and refuses nothing: the files load unchecked, as before', async () => {
    const { result } = await check(servedSite({ 'assets/ListedBooks-1.js': 'changed' }, { integrity: false }));
    expect(result).toEqual({ refused: [] });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]![0])).toContain('https://lists.example.com/integrity.json could not be read');
  });

  it('without a readable list preloads the container the manifest names, and fetches nothing of it itself', async () => {
    const fetch = servedSite({}, { integrity: false });
    await check(fetch);
    expect(linksWithHashes()).toEqual(['https://lists.example.com/remoteEntry-C0ffee.js unchecked', 'https://lists.example.com/assets/ListedBooks-1.js unchecked']);
    expect(fetched(fetch)).not.toContain('https://lists.example.com/remoteEntry-C0ffee.js');
  });

  it('claims no checked container on a composed page, whose import map the browser checks: the app imports its own entry', async () => {
    document.head.innerHTML = composedImportMap;
    const fetch = servedSite();
    const { result } = await check(fetch);
    expect(result).toEqual({ refused: [] });
    expect(fetched(fetch)).not.toContain('https://lists.example.com/integrity.json');
  });

  it("on a composed page preloads the container its head's manifest names at once, and none for another remote until its manifest answers", async () => {
    const block = manifestBlock(manifest, 'ListedBooks').replace('href="assets/', 'href="https://lists.example.com/assets/');
    const served = servedSite();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith('/mf-manifest.json') ? hanging(init) : served(input, init)));
    vi.stubGlobal('fetch', fetch);
    const start = async (head: string) => {
      document.head.innerHTML = head;
      vi.resetModules();
      const { preloadPage } = await import('./preloadRouteRemote');
      void preloadPage('lists', 'ListedBooks').catch(() => undefined);
    };
    await start(composedImportMap);
    await vi.waitFor(() => expect(fetched(fetch)).toContain('https://lists.example.com/mf-manifest.json'));
    expect(linksWithHashes(), 'no manifest in the head: nothing before it answers').toEqual([]);
    await start(composedImportMap + block);
    await vi.waitFor(() => expect(linksWithHashes()[0], 'first, before the page\'s files').toBe('https://lists.example.com/remoteEntry.js unchecked'));
  });

  it('checks nothing, and refuses nothing, for a remote remotes.json does not name or a page its manifest does not list', async () => {
    vi.stubGlobal('fetch', servedSite());
    vi.resetModules();
    const { preloadPage } = await import('./preloadRouteRemote');
    await expect(preloadPage('graph', 'PagesGraph')).resolves.toEqual({ refused: [] });
    await expect(preloadPage('lists', 'NoSuchPage')).resolves.toEqual({ refused: [] });
  });

  it('keeps a check per page: another page of the same remote is checked on its own', async () => {
    const fetch = servedSite();
    const { preloadPage } = await check(fetch);
    await expect(preloadPage('lists', 'NoSuchPage')).resolves.toEqual({ refused: [] });
    expect(fetched(fetch).filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(2);
  });

  it('tries a check that failed again at the next call', async () => {
    const fetch = servedSite();
    const served = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => (String(input).endsWith('/mf-manifest.json') ? new Response('Not found', { status: 404 }) : served(input, init)));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { preloadPage } = await import('./preloadRouteRemote');
    await expect(preloadPage('lists', 'ListedBooks')).rejects.toThrow('HTTP 404');
    fetch.mockImplementation(served);
    await expect(preloadPage('lists', 'ListedBooks')).resolves.toMatchObject({ refused: [] });
  });

  it('checks once per page, and again, past the HTTP cache, when asked afresh or after a refusal', async () => {
    const fetch = servedSite({ 'assets/ListedBooks-1.js': 'changed' });
    const { preloadPage } = await check(fetch);
    const caches = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('ListedBooks-1.js')).map(([, init]) => init?.cache);
    expect(caches()).toEqual(['default', 'default']);
    // The right file is back: the next check (a Retry) asks the server, not the cache's changed copy.
    fetch.mockImplementation(servedSite());
    await expect(preloadPage('lists', 'ListedBooks')).resolves.toMatchObject({ refused: [] });
    expect(caches()).toEqual(['default', 'default', 'no-cache']);
    await preloadPage('lists', 'ListedBooks');
    expect(caches()).toHaveLength(3);
    await preloadPage('lists', 'ListedBooks', { fresh: true });
    expect(caches()).toEqual(['default', 'default', 'no-cache', 'no-cache']);
  });
});
