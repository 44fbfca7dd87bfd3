import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HASH = `sha384-${'A'.repeat(64)}`;
const ENTRY = 'https://remote.example/v2/remoteEntry.js';

async function read(answer: () => Promise<Response>, fresh = false) {
  const fetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(answer);
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const { readIntegrityList } = await import('./clientPathIntegrity');
  const { moduleIntegrity } = await import('./moduleIntegrity');
  return { read: await readIntegrityList(ENTRY, fresh, 10_000), fetch, moduleIntegrity };
}

beforeEach(() => {
  document.head.innerHTML = '';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readIntegrityList', () => {
  it("gives the page each module's hash by the address it loads from, the container's Retry addresses too", async () => {
    const list = { algorithm: 'sha384', files: { 'assets/Page-1.js': HASH, 'remoteEntry-C0ffee.js': HASH, 'assets/Page-1.css': HASH } };
    const { read: done, fetch, moduleIntegrity } = await read(async () => Response.json(list));
    expect(done).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('https://remote.example/v2/integrity.json');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: 'default' });
    expect(moduleIntegrity('https://remote.example/v2/assets/Page-1.js')).toBe(HASH);
    expect(moduleIntegrity('https://remote.example/v2/remoteEntry-C0ffee.js?retry=2')).toBe(HASH);
    // Style sheets run nothing: the page checks scripts.
    expect(moduleIntegrity('https://remote.example/v2/assets/Page-1.css')).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('asks past the HTTP cache when fresh (a Retry)', async () => {
    const { fetch } = await read(async () => Response.json({ files: {} }), true);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache' });
  });

  it.each([
    ['a missing list', async () => new Response('Not found', { status: 404 })],
    ['a list naming a file outside the release', async () => Response.json({ files: { '../host/x.js': HASH } })],
    ['a list that is no JSON', async () => new Response('<html>')],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('reads nothing from %s, and says once that the remote loads unchecked', async (_what, answer) => {
    const { read: done, moduleIntegrity } = await read(answer);
    expect(done).toBe(false);
    expect(moduleIntegrity('https://remote.example/v2/assets/Page-1.js')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]![0])).toBe("[Bookmarked] https://remote.example/v2/integrity.json could not be read, so this page loads that remote's files unchecked");
  });

  it('says why it could not read the list: the answer it had', async () => {
    await read(async () => new Response('Not found', { status: 404 }));
    expect(vi.mocked(console.warn).mock.calls[0]![1]).toEqual(new Error('HTTP 404, or not an integrity list'));
  });
});
