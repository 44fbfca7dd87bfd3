import { describe, expect, it } from 'vitest';
import { ON_PAGE_UP_TO } from '../src/books/catalogueParser';
import { cataloguePreload } from './cataloguePreload';

const href = (html: string) => /href="([^"]+)"/.exec(html)?.[1];

describe('cataloguePreload', () => {
  it('fetches the whole catalogue for a page drawn from it, whatever its size', () => {
    expect(href(cataloguePreload(true, 5_000_000))).toBe('/booksData.json');
    expect(href(cataloguePreload(true, 100))).toBe('/booksData.json');
  });

  it("fetches a large catalogue's index instead for a page drawn without it, and a small catalogue whole", () => {
    expect(href(cataloguePreload(false, ON_PAGE_UP_TO + 1))).toBe('/booksData/index.json');
    expect(href(cataloguePreload(false, ON_PAGE_UP_TO))).toBe('/booksData.json');
  });

  it('asks as the page later reads it (a fetch, without credentials across origins)', () => {
    expect(cataloguePreload(true, 0)).toBe('<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous" />');
  });
});
