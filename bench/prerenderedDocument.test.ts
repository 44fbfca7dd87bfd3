import { describe, expect, it } from 'vitest';
import { pageAssets, prerenderedDocument } from './prerenderedDocument.mjs';

const template =
  '<html><head><title>One bundle</title><script type="module" src="/assets/prerendered.js"></script></head><body><div id="root"></div></body></html>';

describe('prerenderedDocument', () => {
  const page = {
    route: '/details',
    html: '<link rel="preload" as="image" href="/covers/5.webp" fetchPriority="high"/><div class="min-h-screen"><h1>The Hobbit</h1></div>',
    headHtml: '<title>The Hobbit · Bookmarked</title>',
    styles: ['/assets/remote.css'],
    modules: ['/assets/BookDetails.js'],
  };

  it("puts the site drawn at the route into the root, named by the route, with the page's head", () => {
    const html = prerenderedDocument(template, page);
    expect(html).toContain('<div id="root" data-prerendered-page="/details"><div class="min-h-screen"><h1>The Hobbit</h1></div></div>');
    expect(html).toContain('<title>The Hobbit · Bookmarked</title>');
    expect(html).not.toContain('One bundle');
    expect(html).toContain('/assets/prerendered.js');
  });

  it("moves what React hoisted to the head, with the page's style sheets and chunks", () => {
    const html = prerenderedDocument(template, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/covers/5.webp" fetchPriority="high"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/remote.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BookDetails.js">');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<link');
  });

  it('takes the HTML as given, even where it holds what a replacement pattern would read', () => {
    const html = prerenderedDocument(template, { ...page, html: '<p>$& and $1</p>', headHtml: '<title>$`</title>' });
    expect(html).toContain('<p>$& and $1</p>');
    expect(html).toContain('<title>$`</title>');
  });

  it('escapes the route and the URLs it writes into attributes', () => {
    const html = prerenderedDocument(template, { ...page, route: '/"x', styles: ['/a".css'], modules: [] });
    expect(html).toContain('data-prerendered-page="/&#34;x"');
    expect(html).toContain('href="/a&#34;.css"');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => prerenderedDocument('<html><body><div id="root">x</div></body></html>', page)).toThrow(/no <div id="root"><\/div>/);
  });
});

describe('pageAssets', () => {
  const chunks = new Map([
    ['entry.js', { imports: ['react.js'], css: ['app.css'] }],
    ['react.js', { imports: [], css: [] }],
    ['Home.js', { imports: ['react.js', 'remote.js', 'grid.js'], css: ['remote.css'] }],
    ['remote.js', { imports: [], css: ['remote.css'] }],
    ['grid.js', { imports: ['remote.js'], css: ['grid.css', 'app.css'] }],
  ]);

  it("gives the page's chunks and styles that the entry does not load already", () => {
    expect(pageAssets(chunks, 'Home.js', 'entry.js')).toEqual({ modules: ['Home.js', 'remote.js', 'grid.js'], styles: ['remote.css', 'grid.css'] });
  });

  it('refuses a chunk that is not in the build', () => {
    expect(() => pageAssets(chunks, 'Missing.js', 'entry.js')).toThrow(/Missing.js is no chunk/);
  });
});
