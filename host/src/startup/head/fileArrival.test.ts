import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalOf } from './fileArrival';

const HASH = `sha384-${'A'.repeat(64)}`;
const URL_ = 'https://remote.example/assets/Page-1.js';

/** A server answering `status` with `body`; a request with a hash its bytes lack fails as a browser's does. */
function server({ status = 200, matches = true, down = false } = {}) {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (down) throw new TypeError('Failed to fetch');
    if (init?.integrity && !matches) throw new TypeError('Failed to fetch: integrity');
    return new Response('export {}', { status });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('arrivalOf', () => {
  it('arrived: whole, with the hash asked for, in CORS mode with the cache mode given', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    expect(await arrivalOf(URL_, HASH, 'no-cache')).toBe('arrived');
    expect(fetch.mock.calls).toEqual([[URL_, { mode: 'cors', credentials: 'same-origin', cache: 'no-cache', integrity: HASH }]]);
  });

  it('refused: the hash fails but the same file arrives whole without it', async () => {
    const fetch = server({ matches: false });
    vi.stubGlobal('fetch', fetch);
    expect(await arrivalOf(URL_, HASH)).toBe('refused');
    expect(fetch.mock.calls.map(([, init]) => init)).toEqual([
      { mode: 'cors', credentials: 'same-origin', cache: 'default', integrity: HASH },
      { mode: 'cors', credentials: 'same-origin', cache: 'default' },
    ]);
  });

  it.each([
    ['a network failure, with a hash', { down: true }, HASH],
    ['a network failure, without one', { down: true }, undefined],
    ['an error answer', { status: 502 }, HASH],
    ['an error answer to the plain request after the hash failed', { status: 404, matches: false }, HASH],
  ])('failed: %s', async (_what, answer, integrity) => {
    vi.stubGlobal('fetch', server(answer));
    expect(await arrivalOf(URL_, integrity)).toBe('failed');
  });

  it('asks once when the network fails and there was no hash to fail', async () => {
    const fetch = server({ down: true });
    vi.stubGlobal('fetch', fetch);
    expect(await arrivalOf(URL_, undefined)).toBe('failed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks once when there is no hash to check', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    expect(await arrivalOf(URL_, undefined)).toBe('arrived');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('failed, not refused, when the body breaks off after a failed hash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.integrity) throw new TypeError('Failed to fetch');
        const body = new ReadableStream({ pull: (controller) => controller.error(new TypeError('network error')) });
        return new Response(body);
      }),
    );
    expect(await arrivalOf(URL_, HASH)).toBe('failed');
  });
});
