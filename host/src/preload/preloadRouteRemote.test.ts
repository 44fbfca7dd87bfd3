import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

const fetched = (fetch: ReturnType<typeof network>) => fetch.mock.calls.map(([input]) => String(input));
const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.crossOrigin} ${link.href}`);

async function preload(pathname: string) {
  vi.resetModules();
  const { preloadRouteRemote } = await import('./preloadRouteRemote');
  return preloadRouteRemote(pathname);
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.bookmarkedRemotesJson;
  delete window.bookmarkedRemoteManifests;
});
afterEach(() => vi.unstubAllGlobals());

describe('preloadRouteRemote', () => {
  it("preloads the route's remote entry and fetches the page's chunks and styles ahead", async () => {
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
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
      'https://lists.example.com/mf-manifest.json',
      'https://lists.example.com/assets/ListedBooks-2.css',
      'https://lists.example.com/assets/ListedBooks-1.js',
    ]);
  });

  it('fetches the chunks in CORS mode, as module scripts and the styles are later requested', async () => {
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
      '/mf-manifest.json': async () => Response.json(manifest),
      '.js': async () => new Response(''),
      '.css': async () => new Response(''),
    });
    vi.stubGlobal('fetch', fetch);
    await preload('/listed');
    const chunkRequests = fetch.mock.calls.filter(([input]) => String(input).includes('/assets/'));
    expect(chunkRequests.map(([, init]) => init)).toEqual([
      { mode: 'cors', credentials: 'same-origin' },
      { mode: 'cors', credentials: 'same-origin' },
    ]);
  });

  it('preloads the entry alone when the remote has no readable manifest', async () => {
    const fetch = network({
      '/remotes.json': async () => Response.json({ remotes: { catalog: 'https://catalog.example.com/remoteEntry.js' } }),
      '/mf-manifest.json': async () => new Response('Not found', { status: 404 }),
    });
    vi.stubGlobal('fetch', fetch);
    await expect(preload('/')).rejects.toThrow('mf-manifest.json: HTTP 404');
    expect(links()).toEqual(['modulepreload anonymous https://catalog.example.com/remoteEntry.js']);
    expect(fetched(fetch)).toHaveLength(2);
  });

  it('settles quietly when chunks cannot be fetched, leaving them for the real load', async () => {
    vi.stubGlobal(
      'fetch',
      network({
        '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
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
        '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
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
    vi.stubGlobal(
      'fetch',
      network({
        '/remotes.json': async () => Response.json({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } }),
        '/mf-manifest.json': async () => Response.json(manifest),
        '.js': async () => new Response(''),
        '.css': async () => new Response(''),
      }),
    );
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
});
