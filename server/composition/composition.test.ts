import { describe, expect, it, vi } from 'vitest';
import { composePage, defaultParts, esiTemplate, ssiTemplate } from './composePage.mjs';
import { createFragmentSource } from './fragmentSource.mjs';
import { remotePageFor } from './pageRoute.mjs';

const index = [
  '<html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--></head>',
  '<body><div id="root"><div data-server-frame><nav><a data-nav-link="/">Home</a><a data-nav-link="/listed">Listed Books</a></nav><main>',
  '<div data-page-slot=""><!--$--><p role="status">Loading...</p><!--/$--></div>',
  '</main></div></div></body></html>',
].join('');

describe('composePage', () => {
  const page = { html: '<div data-composed-page="catalog/BookDetails"><h1>Dune</h1></div>', headHtml: '<title>Dune · Bookmarked</title>' };

  it('puts the page in the slot and its head in place of the default one', () => {
    const html = composePage(index, page);
    expect(html).toContain('<div data-page-slot=""><!--$--><div data-composed-page="catalog/BookDetails"><h1>Dune</h1></div><!--/$--></div>');
    expect(html).toContain('<!--bookmarked:head--><title>Dune · Bookmarked</title><!--/bookmarked:head-->');
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<title>Bookmarked</title>');
  });

  it("puts the server's boot data last in the head", () => {
    const html = composePage(index, { ...page, bootHtml: '<script type="application/json" data-boot-remotes>{}</script>' });
    expect(html).toContain('<!--bookmarked:head--><title>Dune · Bookmarked</title><script type="application/json" data-boot-remotes>{}</script><!--/bookmarked:head-->');
  });

  it("puts the import map after the page's head and before the first script that could load a module", () => {
    const html = composePage(index, { ...page, importMapHtml: '<script type="importmap">{}</script>', bootHtml: '<script type="application/json" data-boot-remotes>{}</script>' });
    expect(html).toContain('<!--bookmarked:head--><title>Dune · Bookmarked</title><script type="importmap">{}</script><script type="application/json" data-boot-remotes>{}</script><!--/bookmarked:head-->');
  });

  it("marks the header's link to the page served current, for every server", () => {
    expect(composePage(index, page, '/listed/')).toContain('<a data-nav-link="/">Home</a><a data-nav-link="/listed" aria-current="page">Listed Books</a>');
    expect(composePage(index, page, '/details')).not.toContain('aria-current');
    expect(esiTemplate(index, { currentPath: '/' })).toContain('<a data-nav-link="/" aria-current="page">Home</a><a data-nav-link="/listed">Listed Books</a>');
    expect(ssiTemplate(index)).toContain(
      '<a data-nav-link="/listed"<!--# if expr="$bookmarked_current_page = page_listed" --> aria-current="page"<!--# endif -->>Listed Books</a>',
    );
  });

  it('leaves a page without a slot alone', () => {
    expect(composePage('<html><head></head><body></body></html>', page)).toBeUndefined();
  });

  it("makes nginx's SSI template, and keeps what the build wrote there for when a remote gives nothing", () => {
    const template = ssiTemplate(index);
    expect(template).toContain(
      '<!--bookmarked:head--><!--# include virtual="/__fragments/head/$bookmarked_page.head.html" --><!--# include virtual="/__import_map/$http_x_bookmarked_import_map" --><script type="application/json" data-boot-remotes><!--# include virtual="/__boot/remotes.json" --></script><!--/bookmarked:head-->',
    );
    expect(template).toContain('<div data-page-slot=""><!--$--><!--# include virtual="/__fragments/page/$bookmarked_page.html" --><!--/$--></div>');
    expect(defaultParts(index)).toEqual({ head: '<title>Bookmarked</title>', page: '<p role="status">Loading...</p>' });
  });

  it("makes an edge's ESI template: one for every page, each include carrying on past a failure", () => {
    const template = esiTemplate(index);
    expect(template).toContain('<!--bookmarked:head--><esi:include src="/__fragments/head" onerror="continue"/><!--/bookmarked:head-->');
    expect(template).toContain('<div data-page-slot=""><!--$--><esi:include src="/__fragments/page" onerror="continue"/><!--/$--></div>');
    expect(() => esiTemplate('<html></html>')).toThrow('no page slot or head');
    expect(esiTemplate(index, { importMapHtml: '<script type="importmap">{}</script>' }), 'the import map, the same for every page, in the template').toContain(
      '<!--bookmarked:head--><esi:include src="/__fragments/head" onerror="continue"/><script type="importmap">{}</script><!--/bookmarked:head-->',
    );
  });
});

describe('remotePageFor', () => {
  it('finds the remote page of a path, with its query as the key', () => {
    expect(remotePageFor('/?tag=Coming+of+Age&x=1')).toEqual({ remote: 'catalog', page: 'Home', key: '/?tag=Coming+of+Age&x=1' });
    expect(remotePageFor('/listed/')).toEqual({ remote: 'lists', page: 'ListedBooks', key: '/listed' });
    expect(remotePageFor('/nowhere')).toBeUndefined();
  });

  it("keys a page whose every view is rendered by its view parameters alone, and names its 'not found' view", () => {
    const details = { remote: 'catalog', page: 'BookDetails', notFoundKey: '/details' };
    expect(remotePageFor('/details?id=5')).toEqual({ ...details, key: '/details?id=5' });
    expect(remotePageFor('/details?utm_source=mail&id=5')).toEqual({ ...details, key: '/details?id=5' });
    expect(remotePageFor('/details?id=a%20b')).toEqual({ ...details, key: '/details?id=a+b' });
    expect(remotePageFor('/details')).toEqual({ ...details, key: '/details' });
    expect(remotePageFor('/details?utm_source=mail')).toEqual({ ...details, key: '/details' });
  });
});

/** The URLs a fetch mock was asked for, in order. */
const fetched = (fetchImpl: { mock: { calls: unknown[][] } }) => fetchImpl.mock.calls.map(([url]) => String(url));

describe('createFragmentSource', () => {
  const list = {
    version: 1,
    remote: 'catalog',
    platformRange: '^2.0.0',
    fragments: { '/': { page: 'Home', file: 'fragments/index.html', head: 'fragments/index.head.html' } },
  };
  const files: Record<string, { body: string; etag: string }> = {
    'http://remote/app/fragments.json': { body: JSON.stringify(list), etag: '"list-1"' },
    'http://remote/app/fragments/index.html': { body: '<link rel="stylesheet" href="assets/remote.css" /><h1>Home</h1>', etag: '"home-1"' },
    'http://remote/app/fragments/index.head.html': {
      body: '<title>Home · Bookmarked</title><style>h1{}</style><link rel="stylesheet" href="assets/remote.css" disabled>',
      etag: '"head-1"',
    },
  };
  const server = () =>
    vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      const file = files[url];
      if (!file) return new Response('missing', { status: 404 });
      if (init?.headers?.['If-None-Match'] === file.etag) return new Response(null, { status: 304 });
      return new Response(file.body, { headers: { ETag: file.etag } });
    });
  const request = { remote: 'catalog', entryUrl: 'http://remote/app/remoteEntry.js', path: '/', platformVersion: '2.1.0' };

  it("gives the page's HTML and its head, their style sheets found beside the remote's entry", async () => {
    const fragmentFor = createFragmentSource({ fetchImpl: server() });
    expect(await fragmentFor(request)).toEqual({
      html: '<link rel="stylesheet" href="http://remote/app/assets/remote.css" /><h1>Home</h1>',
      headHtml: '<title>Home · Bookmarked</title><style>h1{}</style><link rel="stylesheet" href="http://remote/app/assets/remote.css" disabled>',
    });
  });

  it("asks for a view's files with the text of its query escaped, as a static server finds them", async () => {
    const view = { page: 'Home', file: "fragments/category=Children's&tag=Farm+Life.html", head: "fragments/category=Children's&tag=Farm+Life.head.html" };
    const fetchImpl = vi.fn(async (url: string) => {
      if (url.endsWith('fragments.json')) return new Response(JSON.stringify({ ...list, fragments: { '/?category=Children%27s&tag=Farm+Life': view } }));
      return new Response(url.slice(url.lastIndexOf('/') + 1));
    });
    const fragmentFor = createFragmentSource({ fetchImpl });
    expect(await fragmentFor({ ...request, path: '/?category=Children%27s&tag=Farm+Life' })).toEqual({
      html: "category=Children's&tag=Farm+Life.html",
      headHtml: "category=Children's&tag=Farm+Life.head.html",
    });
  });

  it("gives a view the remote did not render its 'not found' view, said so, where the page has one", async () => {
    const notFound = { page: 'BookDetails', file: 'fragments/details/index.html', head: 'fragments/details/index.head.html' };
    const book = { page: 'BookDetails', file: 'fragments/details/id=5.html', head: 'fragments/details/id=5.head.html' };
    const fetchImpl = vi.fn(async (url: string) => {
      if (url.endsWith('fragments.json')) return new Response(JSON.stringify({ ...list, fragments: { '/details': notFound, '/details?id=5': book } }));
      return new Response(url.slice(url.lastIndexOf('/') + 1));
    });
    const fragmentFor = createFragmentSource({ fetchImpl });
    const details = { ...request, notFoundPath: '/details' };
    expect(await fragmentFor({ ...details, path: '/details?id=5' })).toEqual({ html: 'id=5.html', headHtml: 'id=5.head.html' });
    expect(await fragmentFor({ ...details, path: '/details?id=999' })).toEqual({ html: 'index.html', headHtml: 'index.head.html', notFound: true });
    expect(await fragmentFor({ ...details, path: '/details' })).toEqual({ html: 'index.html', headHtml: 'index.head.html', notFound: true });
    expect(await fragmentFor({ ...request, path: '/details?id=999' }), 'a page without one').toBeUndefined();
  });

  it('revalidates what it keeps, and follows a redeploy at once', async () => {
    const fetchImpl = server();
    const fragmentFor = createFragmentSource({ fetchImpl });
    await fragmentFor(request);
    expect((await fragmentFor(request))?.html).toContain('<h1>Home</h1>');
    expect(fetchImpl).toHaveBeenCalledWith('http://remote/app/fragments/index.html', expect.objectContaining({ headers: { 'If-None-Match': '"home-1"' } }));
    const before = files['http://remote/app/fragments/index.html'];
    files['http://remote/app/fragments/index.html'] = { body: '<h1>Home, redeployed</h1>', etag: '"home-2"' };
    expect((await fragmentFor(request))?.html).toBe('<h1>Home, redeployed</h1>');
    if (before) files['http://remote/app/fragments/index.html'] = before;
  });

  it('asks the remote once for a file many pages want at the same moment', async () => {
    const fetchImpl = server();
    const fragmentFor = createFragmentSource({ fetchImpl });
    const pages = await Promise.all(Array.from({ length: 20 }, () => fragmentFor(request)));
    expect(pages.every((page) => page?.html.includes('<h1>Home</h1>'))).toBe(true);
    expect(fetched(fetchImpl)).toEqual(['http://remote/app/fragments.json', 'http://remote/app/fragments/index.html', 'http://remote/app/fragments/index.head.html']);
  });

  it('keeps at most what it is given room for, dropping the file used longest ago', async () => {
    const fetchImpl = server();
    // Room for the list and one small file, not for all three.
    const fragmentFor = createFragmentSource({ fetchImpl, keptBytes: JSON.stringify(list).length + 70 });
    await fragmentFor(request);
    fetchImpl.mockClear();
    expect((await fragmentFor(request))?.html).toContain('<h1>Home</h1>');
    const revalidated = fetchImpl.mock.calls.filter(([, init]) => init?.headers?.['If-None-Match']);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(revalidated.length, 'what was dropped is fetched whole').toBeLessThan(3);
    expect(revalidated.length, 'what fits is kept').toBeGreaterThan(0);
  });

  it('asks again only once a file the remote called fresh is no longer, and revalidates one it did not', async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async (url: string) => new Response(url.endsWith('.json') ? JSON.stringify(list) : `<p>${url}</p>`, {
      headers: { ETag: '"1"', 'Cache-Control': url.endsWith('.json') ? 'no-cache' : 'public, max-age=0, s-maxage=2' },
    }));
    const fragmentFor = createFragmentSource({ fetchImpl, now: () => clock });
    await fragmentFor(request);
    clock = 1_000;
    await fragmentFor(request);
    expect(fetched(fetchImpl).filter((url) => url.endsWith('.html')), 'fresh for 2 s: not asked again').toHaveLength(2);
    expect(fetched(fetchImpl).filter((url) => url.endsWith('.json')), 'no-cache: asked each time').toHaveLength(2);
    clock = 2_500;
    await fragmentFor(request);
    expect(fetched(fetchImpl).filter((url) => url.endsWith('.html'))).toHaveLength(4);
  });

  it('follows a redeployed list of pages, though it parses an unchanged one only once', async () => {
    const fragmentFor = createFragmentSource({ fetchImpl: server() });
    expect(await fragmentFor(request)).toBeDefined();
    const before = files['http://remote/app/fragments.json'];
    files['http://remote/app/fragments.json'] = { body: JSON.stringify({ ...list, fragments: {} }), etag: '"list-2"' };
    expect(await fragmentFor(request), 'the page is no longer rendered').toBeUndefined();
    if (before) files['http://remote/app/fragments.json'] = before;
    expect(await fragmentFor(request), 'and again').toBeDefined();
  });

  it("asks an unchanged remote for the page together with its list: one round trip to it, not two", async () => {
    const answer = server();
    let listAnswered = false;
    const askedBeforeTheList: string[] = [];
    const fetchImpl = vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      if (!listAnswered) askedBeforeTheList.push(url);
      if (!url.endsWith('fragments.json')) return answer(url, init);
      // The list answers only once everything asked for with it has been asked.
      await new Promise((resolve) => setTimeout(resolve, 5));
      listAnswered = true;
      return answer(url, init);
    });
    const fragmentFor = createFragmentSource({ fetchImpl });
    await fragmentFor(request);
    expect(askedBeforeTheList, 'the first time, the list names the files').toEqual(['http://remote/app/fragments.json']);
    listAnswered = false;
    askedBeforeTheList.length = 0;
    expect((await fragmentFor(request))?.html).toContain('<h1>Home</h1>');
    expect(askedBeforeTheList.sort()).toEqual(['http://remote/app/fragments.json', 'http://remote/app/fragments/index.head.html', 'http://remote/app/fragments/index.html']);
  });

  it('follows a list that renamed the page, though the files it named before are gone', async () => {
    const fragmentFor = createFragmentSource({ fetchImpl: server() });
    expect((await fragmentFor(request))?.html).toContain('<h1>Home</h1>');
    const saved = { ...files };
    const renamed = { page: 'Home', file: 'fragments/home-v2.html', head: 'fragments/home-v2.head.html' };
    files['http://remote/app/fragments.json'] = { body: JSON.stringify({ ...list, fragments: { '/': renamed } }), etag: '"list-3"' };
    files['http://remote/app/fragments/home-v2.html'] = { body: '<h1>Home, renamed</h1>', etag: '"home-v2"' };
    files['http://remote/app/fragments/home-v2.head.html'] = { body: '<title>Home v2</title>', etag: '"head-v2"' };
    delete files['http://remote/app/fragments/index.html'];
    delete files['http://remote/app/fragments/index.head.html'];
    try {
      expect(await fragmentFor(request)).toEqual({ html: '<h1>Home, renamed</h1>', headHtml: '<title>Home v2</title>' });
    } finally {
      for (const key of Object.keys(files)) delete files[key];
      Object.assign(files, saved);
    }
  });

  it('keeps to what it had while a remote fails, and asks it again only a second later', async () => {
    let clock = 0;
    let mode: 'ok' | 'down' | '500' | '404' = 'ok';
    const ok = server();
    const fetchImpl = vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
      if (mode === 'down') throw new TypeError('fetch failed');
      if (mode === '500') return new Response('oops', { status: 500 });
      if (mode === '404') return new Response('gone', { status: 404 });
      return ok(url, init);
    });
    const fragmentFor = createFragmentSource({ fetchImpl, now: () => clock });
    const page = await fragmentFor(request);
    expect(page?.html).toContain('<h1>Home</h1>');

    for (const failure of ['down', '500'] as const) {
      mode = failure;
      clock += 5000;
      const asked = fetchImpl.mock.calls.length;
      expect(await fragmentFor(request), `${failure}: the copy kept stands in`).toEqual(page);
      expect(fetchImpl.mock.calls.length, `${failure}: the remote was asked`).toBeGreaterThan(asked);
      const failedAt = fetchImpl.mock.calls.length;
      clock += 900;
      expect(await fragmentFor(request)).toEqual(page);
      expect(fetchImpl.mock.calls.length, `${failure}: not asked again within the second`).toBe(failedAt);
      clock += 200;
      await fragmentFor(request);
      expect(fetchImpl.mock.calls.length, `${failure}: asked again after it`).toBeGreaterThan(failedAt);
    }

    mode = 'ok';
    clock += 5000;
    expect(await fragmentFor(request), 'back to the remote once it answers').toEqual(page);
    // It is asked again behind that request.
    await new Promise((resolve) => setTimeout(resolve, 10));
    mode = '404';
    clock += 5000;
    expect(await fragmentFor(request), 'a file the remote no longer has is not stood in for').toBeUndefined();
    const after404 = fetchImpl.mock.calls.length;
    await fragmentFor(request);
    expect(fetchImpl.mock.calls.length, 'a 404 is an answer, not a failing remote: asked again at once').toBeGreaterThan(after404);
  });

  it('asks a failing remote again behind the requests: with a copy kept, none waits for it after the first', async () => {
    let clock = 0;
    let hang = false;
    const ok = server();
    const fetchImpl = vi.fn((url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) =>
      hang ? new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))) : ok(url, init),
    );
    const fragmentFor = createFragmentSource({ fetchImpl, timeoutMs: 60, now: () => clock });
    const page = await fragmentFor(request);
    hang = true;
    clock += 5000;
    const first = performance.now();
    await fragmentFor(request);
    expect(performance.now() - first, 'the first finds it failing, in its budget').toBeGreaterThanOrEqual(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const step of [1100, 1100]) {
      clock += step;
      const asked = fetchImpl.mock.calls.length;
      const started = performance.now();
      expect(await fragmentFor(request), 'the copy kept').toEqual(page);
      expect(performance.now() - started, 'at once').toBeLessThan(30);
      expect(fetchImpl.mock.calls.length, 'the remote asked again meanwhile').toBeGreaterThan(asked);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    hang = false;
    clock += 1100;
    await fragmentFor(request);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const asked = fetchImpl.mock.calls.length;
    clock += 100;
    expect(await fragmentFor(request), 'back to the remote once it answers').toEqual(page);
    expect(fetchImpl.mock.calls.length, 'asked as usual').toBeGreaterThan(asked);
  });

  it('makes a failing remote cost one request its wait, not every one, when nothing is kept', async () => {
    const hung = vi.fn((_url: string, init?: { signal?: AbortSignal }) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))));
    const fragmentFor = createFragmentSource({ fetchImpl: hung, timeoutMs: 40 });
    const first = performance.now();
    expect(await fragmentFor(request)).toBeUndefined();
    expect(performance.now() - first, 'the first waits out its budget').toBeGreaterThanOrEqual(30);
    const asked = hung.mock.calls.length;
    const next = performance.now();
    expect(await fragmentFor(request)).toBeUndefined();
    expect(performance.now() - next, 'the next does not wait').toBeLessThan(30);
    expect(hung.mock.calls.length).toBe(asked);
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
    const junk = vi.fn(async (url: string) => new Response(url.endsWith('.json') ? JSON.stringify({ ...list, fragments: { '/': { page: 'Home', file: '../../etc/passwd', head: 'fragments/index.head.html' } } }) : ''));
    expect(await createFragmentSource({ fetchImpl: junk })(request)).toBeUndefined();
  });
});
