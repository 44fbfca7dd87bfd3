import { describe, expect, it } from 'vitest';
import { headTags, SITE_DESCRIPTION } from './headTags';

describe('headTags', () => {
  it("gives the page's title and description to the tab and to link previews", () => {
    const head = headTags({ title: 'Dune', description: 'Spice.' });
    expect(head).toContain('<title>Dune · Bookmarked</title>');
    expect(head).toContain('<meta property="og:title" content="Dune · Bookmarked" />');
    expect(head).toContain('<meta name="twitter:description" content="Spice." />');
  });

  it("falls back to the site's name and description", () => {
    const head = headTags({});
    expect(head).toContain('<title>Bookmarked</title>');
    expect(head).toContain(`<meta name="description" content="${SITE_DESCRIPTION}" />`);
  });

  it('escapes what book data may hold', () => {
    const head = headTags({ title: '<script>"x"</script>', description: 'a & b' });
    expect(head).toContain('<title>&#60;script&#62;&#34;x&#34;&#60;/script&#62; · Bookmarked</title>');
    expect(head).toContain('content="a &#38; b"');
    expect(head).not.toContain('<script>');
  });
});
