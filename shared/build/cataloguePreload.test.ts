import { describe, expect, it } from 'vitest';
import { ON_PAGE_UP_TO } from '../src/books/catalogueParser';
import { cataloguePreload } from './cataloguePreload';

const href = (html: string) => /href="([^"]+)"/.exec(html)?.[1];

describe('cataloguePreload', () => {
  it('fetches a small catalogue whole for a page drawn from it', () => {
    expect(href(cataloguePreload(true, ON_PAGE_UP_TO))).toBe('/booksData.json');
  });

  it("fetches the catalogue's index and first page, at any size, for a page drawn without it", () => {
    for (const bytes of [0, ON_PAGE_UP_TO, ON_PAGE_UP_TO + 1]) {
      expect(cataloguePreload(false, bytes)).toBe(
        '<link rel="preload" href="/booksData/index.json" as="fetch" crossorigin="anonymous" />' +
          '<link rel="preload" href="/booksData/page-0.json" as="fetch" crossorigin="anonymous" />',
      );
    }
  });

  it('leaves a large catalogue out of the head of a page drawn from it (the first script asks once the page is parsed)', () => {
    expect(cataloguePreload(true, ON_PAGE_UP_TO + 1)).toBe('');
  });

  it('asks as the page later reads it (a fetch, without credentials across origins)', () => {
    expect(cataloguePreload(true, 0)).toBe('<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous" />');
  });
});
