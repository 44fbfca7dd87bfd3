import { CATALOGUE_INDEX_URL, CATALOGUE_URL } from '../src/books/catalogueUrls.ts';
import { ON_PAGE_UP_TO } from '../src/books/catalogueParser.ts';

const preload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;

/**
 * What a page's head fetches of the catalogue while its scripts load. A page drawn from the
 * catalogue hydrates only with it, so the whole catalogue. A page drawn without it (Listed
 * Books' frame) shows its lists' first books from the catalogue's index when the catalogue is
 * large: then the index, and the catalogue is read once the page's code runs, instead of taking
 * the visitor's bandwidth from that code (at 10,000 books, 1.1 MB of gzip held Listed Books'
 * first card back about 500 ms at 10 Mbit/s). A small catalogue is as quick whole.
 */
export function cataloguePreload(drawnFromCatalogue: boolean, catalogueBytes: number): string {
  return preload(drawnFromCatalogue || catalogueBytes <= ON_PAGE_UP_TO ? CATALOGUE_URL : CATALOGUE_INDEX_URL);
}
