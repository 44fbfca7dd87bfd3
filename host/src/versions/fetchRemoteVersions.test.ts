import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteVersions } from './fetchRemoteVersions';

const config = vi.hoisted(() => ({ getRemoteConfig: vi.fn() }));
vi.mock('../startup/config/remoteConfig', () => config);

const manifest = (buildInfo: Record<string, unknown>) => Response.json({ metaData: { buildInfo } });

beforeEach(() => {
  config.getRemoteConfig.mockResolvedValue({
    remotes: {
      catalog: 'https://catalog.example.com/remoteEntry.js',
      lists: 'https://cdn.example.com/lists/remoteEntry.js?v=2',
      graph: 'http://localhost:4176/remoteEntry.js',
    },
    timeoutMs: 10_000,
  });
});

describe('fetchRemoteVersions', () => {
  it("reads each remote's version and build from the mf-manifest.json beside its entry, never from cache", async () => {
    const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(async (url) =>
      url.hostname === 'cdn.example.com'
        ? manifest({ buildVersion: '1.4.0', buildId: 'abc123-20260101T000000Z' })
        : manifest({ buildVersion: '2.0.0' }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(fetchRemoteVersions()).resolves.toEqual([
      { remote: 'catalog', entry: 'https://catalog.example.com/remoteEntry.js', status: 'ok', version: '2.0.0', buildId: 'unknown' },
      { remote: 'lists', entry: 'https://cdn.example.com/lists/remoteEntry.js?v=2', status: 'ok', version: '1.4.0', buildId: 'abc123-20260101T000000Z' },
      { remote: 'graph', entry: 'http://localhost:4176/remoteEntry.js', status: 'ok', version: '2.0.0', buildId: 'unknown' },
    ]);
    expect(fetch.mock.calls.map(([url, init]) => [String(url), init])).toEqual([
      ['https://catalog.example.com/mf-manifest.json', { cache: 'no-cache' }],
      ['https://cdn.example.com/lists/mf-manifest.json', { cache: 'no-cache' }],
      ['http://localhost:4176/mf-manifest.json', { cache: 'no-cache' }],
    ]);
  });

  it.each([
    ['is missing', async () => new Response('Not found', { status: 404 })],
    ['is not JSON', async () => new Response('<html>', { status: 200 })],
    ['has no build info', async () => Response.json({ metaData: {} })],
    ['cannot be reached', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('marks a remote whose manifest %s as unreachable, and still lists the others', async (_case, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => (url.hostname === 'localhost' ? answer() : manifest({ buildVersion: '1.0.0', buildId: 'b1' }))),
    );
    const versions = await fetchRemoteVersions();
    expect(versions.map((version) => version.status)).toEqual(['ok', 'ok', 'unreachable']);
    expect(versions[2]).toEqual({ remote: 'graph', entry: 'http://localhost:4176/remoteEntry.js', status: 'unreachable' });
  });

  it('marks a remote whose server answers with an error status as unreachable, whatever the body', async () => {
    // A stale manifest served with an error: the versions page must not present it as running.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        url.hostname === 'localhost'
          ? Response.json({ metaData: { buildInfo: { buildVersion: '0.9.0', buildId: 'old' } } }, { status: 503 })
          : manifest({ buildVersion: '1.0.0', buildId: 'b1' }),
      ),
    );
    const versions = await fetchRemoteVersions();
    expect(versions[2]).toEqual({ remote: 'graph', entry: 'http://localhost:4176/remoteEntry.js', status: 'unreachable' });
  });

  it('reports the @bookmarked/shared range each remote was built to require, and none when it shares no platform', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        Response.json({
          metaData: { buildInfo: { buildVersion: '1.0.0', buildId: 'b1' } },
          shared:
            url.hostname === 'localhost'
              ? [{ name: 'react', requiredVersion: '^19.0.0' }]
              : [
                  { name: 'react', requiredVersion: '^19.0.0' },
                  { name: '@bookmarked/shared', requiredVersion: '^2.1.0' },
                ],
        }),
      ),
    );
    const versions = await fetchRemoteVersions();
    expect(versions.map((version) => (version.status === 'ok' ? version.platformRange : version.status))).toEqual(['^2.1.0', '^2.1.0', undefined]);
  });

  it('names the release of each entry deployed under /releases/<remote>/<id>/, and none for another file', async () => {
    config.getRemoteConfig.mockResolvedValue({
      remotes: {
        catalog: 'https://cdn.example.com/releases/catalog/20260101T000000Z-abc123/remoteEntry.js',
        lists: 'https://cdn.example.com/releases/lists/r42/remoteEntry.js?v=2',
        // Under a release's folder, but not its entry.
        graph: 'https://cdn.example.com/releases/graph/r7/remoteEntry.js.map',
      },
      timeoutMs: 10_000,
    });
    vi.stubGlobal('fetch', vi.fn(async () => manifest({ buildVersion: '1.0.0', buildId: 'b1' })));
    const versions = await fetchRemoteVersions();
    expect(versions.map((version) => [version.remote, version.release])).toEqual([
      ['catalog', '20260101T000000Z-abc123'],
      ['lists', 'r42'],
      ['graph', undefined],
    ]);
  });

  it("reports a remote's canary: its release, its share of visitors, and whether this visitor is on its side", async () => {
    config.getRemoteConfig.mockResolvedValue({
      remotes: {
        // This visitor is on the lists canary's side, so their entry for lists is the canary's.
        catalog: 'https://cdn.example.com/releases/catalog/r1/remoteEntry.js',
        lists: 'https://cdn.example.com/releases/lists/r9/remoteEntry.js',
        graph: 'https://cdn.example.com/releases/graph/r3/remoteEntry.js',
      },
      canaries: {
        catalog: { entry: 'https://cdn.example.com/releases/catalog/r2/remoteEntry.js', percent: 10, chosen: false },
        lists: { entry: 'https://cdn.example.com/releases/lists/r9/remoteEntry.js', percent: 50, chosen: true },
      },
      timeoutMs: 10_000,
    });
    vi.stubGlobal('fetch', vi.fn(async () => manifest({ buildVersion: '1.0.0', buildId: 'b1' })));
    const versions = await fetchRemoteVersions();
    expect(versions.map((version) => [version.remote, version.release, version.canary])).toEqual([
      ['catalog', 'r1', { release: 'r2', percent: 10, chosen: false }],
      ['lists', 'r9', { release: 'r9', percent: 50, chosen: true }],
      ['graph', 'r3', undefined],
    ]);
    expect(versions[2]).not.toHaveProperty('canary');
  });

  it('names a canary outside the release layout by its entry, and counts an unsettled side as not chosen', async () => {
    config.getRemoteConfig.mockResolvedValue({
      remotes: { catalog: 'https://catalog.example.com/remoteEntry.js' },
      canaries: { catalog: { entry: 'https://canary.catalog.example.com/remoteEntry.js', percent: 5 } },
      timeoutMs: 10_000,
    });
    vi.stubGlobal('fetch', vi.fn(async () => manifest({ buildVersion: '1.0.0', buildId: 'b1' })));
    const [catalog] = await fetchRemoteVersions();
    expect(catalog?.canary).toEqual({ release: 'https://canary.catalog.example.com/remoteEntry.js', percent: 5, chosen: false });
  });
});
