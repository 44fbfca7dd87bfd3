import { afterEach, describe, expect, it } from 'vitest';
import { ensureCataloguePreload } from './ensureCataloguePreload';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

afterEach(() => document.head.replaceChildren());

describe('ensureCataloguePreload', () => {
  it('preloads the whole catalogue for a head that fetches none of it (a release from before heads said)', () => {
    ensureCataloguePreload();
    expect(preloads()).toEqual(['/booksData.json']);
    const link = document.head.querySelector('link') as HTMLLinkElement;
    expect([link.as, link.crossOrigin]).toEqual(['fetch', 'anonymous']);
  });

  it("leaves a head that preloads the catalogue, or a large one's index, as it is", () => {
    document.head.innerHTML = '<link rel="preload" href="/booksData/index.json" as="fetch" crossorigin="anonymous">';
    ensureCataloguePreload();
    expect(preloads()).toEqual(['/booksData/index.json']);
    document.head.innerHTML = '<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous">';
    ensureCataloguePreload();
    expect(preloads()).toEqual(['/booksData.json']);
  });
});
