import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerenderedPage.mjs';

const template = '<html><head><title>One bundle</title><script type="module" src="/assets/prerendered.js"></script></head><body><div id="root"></div></body></html>';
const composed =
  '<html><head><!--bookmarked:head--><title>The Hobbit · Bookmarked</title><style>.y{}</style><!--/bookmarked:head--><script src="/assets/host.js"></script></head>' +
  '<body><div id="root"><div data-server-frame><main><div data-page-slot=""><!--$--><div data-composed-page="catalog/BookDetails"><style>.x{}</style><h1>The Hobbit</h1></div><!--/$--></div></main></div></div>\n</body></html>';

describe('prerenderedPage', () => {
  it("puts the composed page's frame, page and head into the one-bundle build's page, with its scripts and not the host's", () => {
    const page = prerenderedPage(template, composed);
    expect(page).toContain('<title>The Hobbit · Bookmarked</title>');
    expect(page).toContain('<div id="root"><div data-server-frame><main><div data-page-slot=""><!--$--><div data-composed-page="catalog/BookDetails"><h1>The Hobbit</h1></div><!--/$--></div></main></div></div></body>');
    expect(page).toContain('/assets/prerendered.js');
    expect(page).not.toContain('/assets/host.js');
    expect(page, "the page's styles are in the build's own sheet").not.toContain('<style>');
  });

  it('refuses a page the server did not compose', () => {
    expect(() => prerenderedPage(template, '<html><body>Loading</body></html>')).toThrow(/no root or head/);
  });
});
