import { describe, expect, it } from 'vitest';
import { fragmentBase, isFragmentFile, markCurrentPage, navToken, ssiCurrentPage } from './markers.mjs';

describe('fragmentBase', () => {
  it('names a page by its path and query, as a server can from the request alone', () => {
    expect(fragmentBase('/')).toBe('fragments/index');
    expect(fragmentBase('/details?id=5')).toBe('fragments/details/id=5');
    expect(fragmentBase('/listed/')).toBe('fragments/listed/index');
  });

  it("names a view after its query with the escapes read, as nginx's include asks the remote for it", () => {
    expect(fragmentBase('/?tag=Coming+of+Age')).toBe('fragments/tag=Coming+of+Age');
    expect(fragmentBase('/?category=Children%27s&tag=Farm+Life')).toBe("fragments/category=Children's&tag=Farm+Life");
  });

  it('names no file for a query that would read as a path, an escape or nothing a file is named', () => {
    for (const query of ['tag=a%2Fb', 'tag=a%5Cb', 'tag=%25', 'tag=%3F', 'tag=%23', 'tag=a%00', '%2E%2E', 'tag=%E0']) {
      expect(fragmentBase(`/?${query}`), query).toBeUndefined();
    }
  });
});

describe('isFragmentFile', () => {
  it('accepts the names fragmentBase gives, pages and heads', () => {
    for (const file of ['fragments/index.html', 'fragments/details/id=5.head.html', "fragments/category=Children's&tag=Farm+Life.html"]) {
      expect(isFragmentFile(file), file).toBe(true);
    }
  });

  it('refuses anything else a broken or hostile list may name', () => {
    for (const file of ['fragments/../secret.html', '/fragments/index.html', 'fragments/a%2Fb.html', 'fragments/index.js', 'other/index.html', 'fragments/.hidden.html']) {
      expect(isFragmentFile(file), file).toBe(false);
    }
  });
});

describe('markCurrentPage', () => {
  const links = '<a href="/" data-nav-link="/">Home</a><a href="/listed" data-nav-link="/listed">Listed Books</a>';

  it('marks the link to the page served, however its path is written, and only that one', () => {
    expect(markCurrentPage(links, '/Listed//')).toBe('<a href="/" data-nav-link="/">Home</a><a href="/listed" data-nav-link="/listed" aria-current="page">Listed Books</a>');
    expect(markCurrentPage(links, '/')).toBe('<a href="/" data-nav-link="/" aria-current="page">Home</a><a href="/listed" data-nav-link="/listed">Listed Books</a>');
  });

  it('marks nothing on a page no link leads to', () => {
    expect(markCurrentPage(links, '/details')).toBe(links);
  });

  it("leaves the mark to nginx's SSI, comparing words a path cannot be mistaken for a pattern in", () => {
    expect(ssiCurrentPage('<a data-nav-link="/pages-graph">', 'current')).toBe(
      '<a data-nav-link="/pages-graph"<!--# if expr="$current = page_pages_graph" --> aria-current="page"<!--# endif -->>',
    );
    expect(navToken('/')).toBe('page_');
    expect(navToken('/Listed/')).toBe('page_listed');
  });
});
