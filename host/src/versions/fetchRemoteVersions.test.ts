import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteVersions } from './fetchRemoteVersions';

const config = vi.hoisted(() => ({ getRemoteConfig: vi.fn() }));
vi.mock('../remotes/remoteConfig', () => config);

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
});
