import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function configFrom(answer: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(answer));
  const { getRemoteConfig } = await import('./remoteConfig');
  return getRemoteConfig();
}

// A file that leaves remotes out is reported on the console; the tests that care spy on it.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  delete window.bookmarkedRemotesJson;
});

afterEach(() => vi.unstubAllGlobals());

describe('remote config', () => {
  it("takes the file as the host's first script read it, without asking again", async () => {
    window.bookmarkedRemotesJson = Promise.resolve({ remotes: { lists: 'https://lists.example.com/remoteEntry.js' } });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { getRemoteConfig } = await import('./remoteConfig');
    expect((await getRemoteConfig()).remotes.lists).toBe('https://lists.example.com/remoteEntry.js');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to the local ports when the first script's read failed", async () => {
    window.bookmarkedRemotesJson = Promise.reject(new Error('HTTP 500'));
    vi.resetModules();
    const { getRemoteConfig } = await import('./remoteConfig');
    expect((await getRemoteConfig()).remotes.lists).toBe('http://localhost:4175/remoteEntry.js');
  });

  it('reads entries and the timeout from /remotes.json, resolving relative entries against the page', async () => {
    const config = await configFrom(async () =>
      Response.json({ remotes: { lists: '/remotes/lists/remoteEntry.js', graph: 'https://cdn.example.com/graph/remoteEntry.js' }, timeoutMs: 2500 }),
    );
    expect(config.remotes.lists).toBe(`${window.location.origin}/remotes/lists/remoteEntry.js`);
    expect(config.remotes.graph).toBe('https://cdn.example.com/graph/remoteEntry.js');
    expect(config.remotes.catalog).toBe('http://localhost:4174/remoteEntry.js');
    expect(config.timeoutMs).toBe(2500);
  });

  it.each([
    ['a missing file', async () => new Response('Not found', { status: 404 })],
    ['broken JSON', async () => new Response('{nope', { status: 200 })],
    ['the wrong shape', async () => Response.json({ remotes: { lists: 42 } })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the local ports on %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = await configFrom(answer);
    expect(config.remotes).toEqual({
      catalog: 'http://localhost:4174/remoteEntry.js',
      lists: 'http://localhost:4175/remoteEntry.js',
      graph: 'http://localhost:4176/remoteEntry.js',
    });
    expect(config.timeoutMs).toBe(10_000);
  });

  it('asks for /remotes.json once per page, giving up after 5 s', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.resetModules();
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const { getRemoteConfig } = await import('./remoteConfig');
    await getRemoteConfig();
    await getRemoteConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(5000);
  });

  it('says why it falls back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await configFrom(async () => new Response('Not found', { status: 404 }));
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[Bookmarked] /remotes.json unusable, using the local ports',
      expect.objectContaining({ message: 'HTTP 404' }),
    );
  });

  it('reports each mistake in the file on the console, naming its key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = await configFrom(async () =>
      Response.json({
        remotes: { catlog: 'http://localhost:4174/remoteEntry.js', lists: 'http://localhost:4175/remoteEntry.js', graph: 'http://localhost:4176/remoteEntry.js' },
      }),
    );
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[Bookmarked] /remotes.json: "remotes.catlog": no remote is called "catlog" (known: catalog, lists, graph); ignored',
      '[Bookmarked] /remotes.json: "remotes.catalog" is missing; using the local port, http://localhost:4174/remoteEntry.js',
    ]);
    expect(config.remotes.catalog).toBe('http://localhost:4174/remoteEntry.js');
  });

  it('stays quiet for a reader that leaves the reporting to another', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ remotes: { catlog: 'http://localhost:4174/remoteEntry.js' } })));
    const { getRemoteConfig } = await import('./remoteConfig');
    const config = await getRemoteConfig({ report: false });
    expect(config.remotes.catalog).toBe('http://localhost:4174/remoteEntry.js');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('remote config with a canary', () => {
  it("sends a visitor whose kept number is within the canary's share to the canary, and says so", async () => {
    localStorage.setItem('bookmarked:canary-number', '0.25');
    const remotes = { graph: 'https://books.example.com/releases/graph/1.0.0-0123456789/remoteEntry.js' };
    const canary = { entry: 'https://books.example.com/releases/graph/1.0.1-abcdefabcd/remoteEntry.js', percent: 30 };
    const config = await configFrom(async () => Response.json({ remotes, canaries: { graph: canary } }));
    expect(config.remotes.graph).toBe(canary.entry);
    expect(config.canaries?.graph).toEqual({ ...canary, chosen: true });

    localStorage.setItem('bookmarked:canary-number', '0.35');
    const other = await configFrom(async () => Response.json({ remotes, canaries: { graph: canary } }));
    expect(other.remotes.graph).toBe(remotes.graph);
    expect(other.canaries?.graph?.chosen).toBe(false);
  });
});
