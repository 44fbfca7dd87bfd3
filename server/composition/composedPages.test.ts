import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createComposedPages } from './composedPages.mjs';

const index = '<html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--></head><body><div data-page-slot=""><!--$--><p>Loading...</p><!--/$--></div></body></html>';
const home = { html: '<h1>Home</h1>', headHtml: '<title>Home</title>' };

describe('createComposedPages', () => {
  it('composes a page once, with its ETag and its gzip, and gives that copy while neither part changes', () => {
    const composed = createComposedPages();
    const first = composed('/', index, home);
    expect(first?.html).toContain('<!--$--><h1>Home</h1><!--/$-->');
    expect(first?.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(first?.gzipped ?? Buffer.alloc(0)).toString()).toBe(first?.html);
    expect(composed('/', index, { ...home })).toBe(first);
  });

  it('composes afresh when the host page or the fragment changed', () => {
    const composed = createComposedPages();
    const first = composed('/', index, home);
    const redeployed = composed('/', index, { ...home, html: '<h1>Home, redeployed</h1>' });
    expect(redeployed).not.toBe(first);
    expect(redeployed?.html).toContain('Home, redeployed');
    expect(redeployed?.etag).not.toBe(first?.etag);
    expect(composed('/', index.replace('Bookmarked', 'Bookmarked 2'), { ...home, html: '<h1>Home, redeployed</h1>' })).not.toBe(redeployed);
    const promoted = composed('/', index, { ...home, bootHtml: '<script type="application/json" data-boot-remotes>{"remotes":{}}</script>' });
    expect(promoted?.html, 'remotes.json changed: the boot data with it').toContain('<title>Home</title><script type="application/json" data-boot-remotes>{"remotes":{}}</script>');
    expect(composed('/', index, { ...home, bootHtml: '<script type="application/json" data-boot-remotes>{"remotes":{}}</script>' })).toBe(promoted);
  });

  it('keeps no more than its room, and gives nothing for a host page with no slot', () => {
    const composed = createComposedPages({ keptBytes: 600 });
    const first = composed('/a', index, home);
    composed('/b', index, { ...home, html: '<h1>B</h1>' });
    composed('/c', index, { ...home, html: '<h1>C</h1>' });
    expect(composed('/a', index, home), 'the oldest was dropped and is composed again').not.toBe(first);
    expect(composed('/x', '<html></html>', home)).toBeUndefined();
  });
});
