import { CATALOGUE_INDEX_URL, CATALOGUE_URL } from '../src/books/catalogueUrls.ts';
import { ON_PAGE_UP_TO } from '../src/books/catalogueParser.ts';

const preload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;

/**
 * What a page's head fetches of the catalogue while its scripts load. A small catalogue is as
 * quick whole, so every page fetches it from the head. A large one:
 * - a page drawn without it (Listed Books' frame) fetches its index, to show its lists' first
 *   books; the catalogue is read once the page's code runs, instead of taking the visitor's
 *   bandwidth from that code (at 10,000 books, 1.1 MB of gzip held Listed Books' first card
 *   back about 500 ms at 10 Mbit/s);
 * - a page drawn from it hydrates only with it, but fetched from the head it shares the link
 *   with the page itself and held the first paint back (at 10,000 books, about 100-150 ms at
 *   10 Mbit/s). Its head fetches nothing; the host's first script, which runs once the page is
 *   parsed, asks for the whole catalogue (ensureCataloguePreload), and the page hydrates no
 *   later than it did.
 */
export function cataloguePreload(drawnFromCatalogue: boolean, catalogueBytes: number): string {
  if (catalogueBytes <= ON_PAGE_UP_TO) return preload(CATALOGUE_URL);
  return drawnFromCatalogue ? '' : preload(CATALOGUE_INDEX_URL);
}
