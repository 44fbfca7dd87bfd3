import { describe, expect, it, vi } from 'vitest';
import { assertPlatformFits, platformFits, PlatformVersionMismatchError } from './platformVersion';

const manifest = (shared: unknown) => vi.fn<(url: URL) => Promise<Response>>(async () => Response.json({ shared }));

describe('platformFits', () => {
  it.each([
    ['^2.0.0', '2.0.0', true],
    ['^2.0.0', '2.3.1', true],
    ['^2.1.0', '2.0.0', false],
    ['^1.0.0', '2.0.0', false],
    ['^2.0.0', '1.9.0', false],
    ['>=2.0.0 <3.0.0 || ^4.0.0', '4.1.0', true],
    ['not a range', '2.0.0', false],
  ])('a remote needing %s on a host providing %s: %s', (required, provided, fits) => {
    expect(platformFits(required, provided)).toBe(fits);
  });
});

describe('assertPlatformFits', () => {
  const entry = 'https://cdn.example.com/lists/remoteEntry.js?v=3';

  it("reads the range from the mf-manifest.json beside the remote's entry", async () => {
    const fetch = manifest([{ name: 'react', requiredVersion: '^19.0.0' }, { name: '@bookmarked/shared', requiredVersion: '^2.4.0' }]);
    vi.stubGlobal('fetch', fetch);
    const failure = assertPlatformFits('lists', entry, '2.3.0');
    await expect(failure).rejects.toThrow(new PlatformVersionMismatchError('lists', '^2.4.0', '2.3.0'));
    await expect(failure).rejects.toThrow('lists needs @bookmarked/shared ^2.4.0, but this host provides 2.3.0');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://cdn.example.com/lists/mf-manifest.json');
  });

  it("takes the manifest the host's first script read, once, then reads the file afresh", async () => {
    const url = 'https://cdn.example.com/lists/mf-manifest.json';
    window.bookmarkedRemoteManifests = { [url]: Promise.resolve({ shared: [{ name: '@bookmarked/shared', requiredVersion: '^2.4.0' }] }) };
    const fetch = manifest([{ name: '@bookmarked/shared', requiredVersion: '^2.0.0' }]);
    vi.stubGlobal('fetch', fetch);
    await expect(assertPlatformFits('lists', entry, '2.3.0')).rejects.toThrow(PlatformVersionMismatchError);
    expect(fetch).not.toHaveBeenCalled();
    await expect(assertPlatformFits('lists', entry, '2.3.0')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("reads the file itself when the first script's reading failed", async () => {
    const url = 'https://cdn.example.com/lists/mf-manifest.json';
    window.bookmarkedRemoteManifests = { [url]: Promise.reject(new TypeError('Failed to fetch')) };
    vi.stubGlobal('fetch', manifest([{ name: '@bookmarked/shared', requiredVersion: '^2.4.0' }]));
    await expect(assertPlatformFits('lists', entry, '2.3.0')).rejects.toThrow(PlatformVersionMismatchError);
  });

  it('resolves with the build the manifest names, which tells whose code the page runs', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ shared: [{ name: '@bookmarked/shared', requiredVersion: '^2.0.0' }], metaData: { buildInfo: { buildId: 'abc1234-20260101T000000' } } })));
    await expect(assertPlatformFits('lists', entry, '2.3.0')).resolves.toBe('abc1234-20260101T000000');
  });

  it('lets an older remote load on a newer host of the same major version', async () => {
    vi.stubGlobal('fetch', manifest([{ name: '@bookmarked/shared', requiredVersion: '^2.0.0' }]));
    await expect(assertPlatformFits('lists', entry, '2.5.0')).resolves.toBeUndefined();
  });

  it.each([
    ['names no platform range', manifest([{ name: 'react', requiredVersion: '^19.0.0' }])],
    ['is missing', vi.fn(async () => new Response('Not found', { status: 404 }))],
    ['is not a manifest', vi.fn(async () => Response.json({ shared: 'no' }))],
    ['cannot be reached', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('does not stand in the way when the manifest %s', async (_case, fetch) => {
    vi.stubGlobal('fetch', fetch);
    await expect(assertPlatformFits('lists', entry, '2.0.0')).resolves.toBeUndefined();
  });
});
