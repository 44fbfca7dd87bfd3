import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HASH = `sha384-${'A'.repeat(64)}`;
const MODULE = 'https://catalog.example.com/assets/Home-1.js';
const importFailure = (url = MODULE) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** The server answers `plain` to a fetch without a hash; one with a hash fails as the browser does when the bytes differ. */
function server(plain: () => Promise<Response>, withHash: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'))) {
  const fetch = vi.fn((_url: string, init?: RequestInit) => (init?.integrity ? withHash() : plain()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function classify(error: unknown) {
  vi.resetModules();
  const { classifyLoadFailure } = await import('./refusedModule');
  return classifyLoadFailure(error);
}

beforeEach(() => {
  document.head.innerHTML = `<script type="importmap">${JSON.stringify({ integrity: { [MODULE]: HASH, 'https://catalog.example.com/remoteEntry.js?retry=1': HASH } })}</script>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('classifyLoadFailure', () => {
  it('tells a module the browser refused for its hash: the file arrives whole, but not with the bytes the import map names', async () => {
    const fetch = server(async () => new Response('changed'));
    const error = importFailure();
    const classified = await classify(error);
    expect(classified).toBeInstanceOf(Error);
    expect(classified).toMatchObject({
      name: 'ModuleIntegrityError',
      message: `${MODULE} is not the file its release named (its hash differs), so the browser refused it`,
      cause: error,
    });
    expect(fetch.mock.calls).toEqual([
      [MODULE, { mode: 'cors', credentials: 'same-origin', cache: 'no-store', integrity: HASH }],
      [MODULE, { mode: 'cors', credentials: 'same-origin', cache: 'no-store' }],
    ]);
  });

  it('finds the address in a cause the federation runtime wrapped, with its query', async () => {
    server(async () => new Response('changed'));
    const wrapped = new Error('[ Federation Runtime ]: failed to load the remote', { cause: importFailure('https://catalog.example.com/remoteEntry.js?retry=1') });
    expect(await classify(wrapped)).toMatchObject({ name: 'ModuleIntegrityError', message: expect.stringContaining('remoteEntry.js?retry=1 is not') });
  });

  it.each([
    ['the module arrives with its hash now (the network failed before)', () => server(async () => new Response('ok'), async () => new Response('ok'))],
    ['the server answers with an error', () => server(async () => new Response('gone', { status: 404 }))],
    ['the server does not answer at all', () => server(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('leaves the failure as it was when %s', async (_what, serve) => {
    serve();
    const error = importFailure();
    expect(await classify(error)).toBe(error);
  });

  it.each([
    ['names no module', new Error('No answer within 5000 ms')],
    ['names a module the import map does not', importFailure('https://catalog.example.com/assets/Other-1.js')],
    ['is no Error', 'Failed to fetch dynamically imported module: https://catalog.example.com/assets/Home-1.js'],
  ])('leaves a failure that %s without asking the server', async (_what, error) => {
    const fetch = server(async () => new Response('changed'));
    expect(await classify(error)).toBe(error);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks no deeper than three causes', async () => {
    server(async () => new Response('changed'));
    const deep = new Error('a', { cause: new Error('b', { cause: new Error('c', { cause: importFailure() }) }) });
    expect(await classify(deep)).toBe(deep);
    const shallow = new Error('a', { cause: new Error('b', { cause: importFailure() }) });
    expect(await classify(shallow)).toMatchObject({ name: 'ModuleIntegrityError' });
  });
});
