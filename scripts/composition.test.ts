import { describe, expect, it, vi } from 'vitest';
import { composePage, escapeHtml } from './composition/composePage.mjs';
import { createFragmentSource } from './composition/fragmentSource.mjs';
import { remotePageFor } from './composition/pageRoute.mjs';

const index = [
  '<html><head><title>Bookmarked</title>',
  '<meta name="description" content="site" />',
  '<meta property="og:title" content="Bookmarked" />',
  '<meta name="twitter:title" content="Bookmarked" />',
  '</head><body><div id="root"><div data-server-frame><main>',
  '<div data-page-slot=""><p role="status">Loading...</p></div>',
  '</main></div></div></body></html>',
].join('');

describe('composePage', () => {
  const page = { id: 'catalog/BookDetails', html: '<h1>Dune</h1>', css: ['http://remote/assets/a.css'], head: { title: 'Dune <script> · Bookmarked', description: 'A "desert" & spice' } };

  it('puts the page in the slot, its styles in the head and its title and preview texts, escaped', () => {
    const html = composePage(index, page);
    expect(html).toContain('<div data-page-slot="" data-composed-page="catalog/BookDetails"><h1>Dune</h1></div>');
    expect(html).not.toContain('Loading...');
    expect(html).toContain('<link rel="stylesheet" href="http://remote/assets/a.css" /></head>');
    expect(html).toContain('<title>Dune &#60;script&#62; · Bookmarked</title>');
    expect(html).toContain('<meta property="og:title" content="Dune &#60;script&#62; · Bookmarked" />');
    expect(html).toContain('<meta name="description" content="A &#34;desert&#34; &#38; spice" />');
  });

  it('leaves a page without a slot alone', () => {
    expect(composePage('<html><head></head><body></body></html>', page)).toBeUndefined();
  });

  it('escapes every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('remotePageFor', () => {
  it('finds the remote page of a path, with its query as the key', () => {
    expect(remotePageFor('/details?id=5')).toEqual({ remote: 'catalog', page: 'BookDetails', key: '/details?id=5' });
    expect(remotePageFor('/listed/')).toEqual({ remote: 'lists', page: 'ListedBooks', key: '/listed' });
    expect(remotePageFor('/nowhere')).toBeUndefined();
  });
});

describe('createFragmentSource', () => {
  const list = {
    version: 1,
    remote: 'catalog',
    platformRange: '^2.0.0',
    fragments: { '/': { page: 'Home', file: 'fragments/home.html', css: ['assets/remote.css'], head: { title: 'Home · Bookmarked' } } },
  };
  const files: Record<string, { body: string; etag: string }> = {
    'http://remote/app/fragments.json': { body: JSON.stringify(list), etag: '"list-1"' },
    'http://remote/app/fragments/home.html': { body: '<h1>Home</h1>', etag: '"home-1"' },
  };
  const server = () =>
    vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      const file = files[url];
      if (!file) return new Response('missing', { status: 404 });
      if (init?.headers?.['If-None-Match'] === file.etag) return new Response(null, { status: 304 });
      return new Response(file.body, { headers: { ETag: file.etag } });
    });
  const request = { remote: 'catalog', entryUrl: 'http://remote/app/remoteEntry.js', path: '/', platformVersion: '2.1.0' };

  it("gives the page's HTML, its styles beside the entry and its head", async () => {
    const fragmentFor = createFragmentSource({ fetchImpl: server() });
    expect(await fragmentFor(request)).toEqual({
      id: 'catalog/Home',
      html: '<h1>Home</h1>',
      css: ['http://remote/app/assets/remote.css'],
      head: { title: 'Home · Bookmarked' },
    });
  });

  it('revalidates what it keeps, and follows a redeploy at once', async () => {
    const fetchImpl = server();
    const fragmentFor = createFragmentSource({ fetchImpl });
    await fragmentFor(request);
    expect((await fragmentFor(request))?.html).toBe('<h1>Home</h1>');
    expect(fetchImpl).toHaveBeenLastCalledWith('http://remote/app/fragments/home.html', expect.objectContaining({ headers: { 'If-None-Match': '"home-1"' } }));
    files['http://remote/app/fragments/home.html'] = { body: '<h1>Home, redeployed</h1>', etag: '"home-2"' };
    expect((await fragmentFor(request))?.html).toBe('<h1>Home, redeployed</h1>');
    files['http://remote/app/fragments/home.html'] = { body: '<h1>Home</h1>', etag: '"home-1"' };
  });

  it('gives nothing for a page it has not rendered, a remote that is down, slow or broken, or a platform the host lacks', async () => {
    expect(await createFragmentSource({ fetchImpl: server() })({ ...request, path: '/?q=dune' })).toBeUndefined();
    expect(await createFragmentSource({ fetchImpl: server() })({ ...request, platformVersion: '1.9.0' })).toBeUndefined();
    expect(await createFragmentSource({ fetchImpl: server() })({ ...request, remote: 'lists' })).toBeUndefined();
    const down = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await createFragmentSource({ fetchImpl: down })(request)).toBeUndefined();
    const failing = vi.fn(async () => new Response('oops', { status: 500 }));
    expect(await createFragmentSource({ fetchImpl: failing })(request)).toBeUndefined();
    const slow = vi.fn((_url: string, init?: { signal?: AbortSignal }) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    expect(await createFragmentSource({ fetchImpl: slow, timeoutMs: 20 })(request)).toBeUndefined();
    const junk = vi.fn(async (url: string) => new Response(url.endsWith('.json') ? JSON.stringify({ ...list, fragments: { '/': { page: 'Home', file: '../../etc/passwd', css: [], head: { title: 'x' } } } }) : ''));
    expect(await createFragmentSource({ fetchImpl: junk })(request)).toBeUndefined();
  });
});
