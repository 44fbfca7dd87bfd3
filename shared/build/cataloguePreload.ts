import { CATALOGUE_INDEX_URL, CATALOGUE_URL, cataloguePageUrl } from '../src/books/catalogueUrls.ts';
import { ON_PAGE_UP_TO } from '../src/books/catalogueParser.ts';

const preload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;

/**
 * What a page's head fetches of the catalogue while its scripts load.
 * - A page drawn without it (Listed Books' frame) reads only its index and pages, whatever its
 *   size: its head fetches the index and the first page (a list of the catalogue's first books
 *   shows from it; at 30 books it holds them all), so neither waits for the page's code.
 * - A page drawn from a small catalogue fetches it whole: as quick as anything smaller.
 * - A page drawn from a large one hydrates only with it, but fetched from the head it shares
 *   the link with the page itself and held the first paint back (at 10,000 books, about
 *   100-150 ms at 10 Mbit/s). Its head fetches nothing; the host's first script, which runs
 *   once the page is parsed, asks for the whole catalogue (ensureCataloguePreload), and the
 *   page hydrates no later than it did.
 */
export function cataloguePreload(drawnFromCatalogue: boolean, catalogueBytes: number): string {
  if (!drawnFromCatalogue) return preload(CATALOGUE_INDEX_URL) + preload(cataloguePageUrl(0));
  return catalogueBytes <= ON_PAGE_UP_TO ? preload(CATALOGUE_URL) : '';
}
