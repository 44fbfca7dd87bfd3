import type { Book } from './book';
import { readCataloguePage } from './cataloguePage';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { placeView, readCatalogueIndex } from './catalogueIndex';
import { ON_PAGE_UP_TO } from './catalogueParser';
import type { FirstLook, FirstLookRequest } from './listedBooks';
import { sortBooks } from './sortBooks';

/** Past this, the whole catalogue is as likely to be in first: the look is not worth waiting for. */
const TIMEOUT_MS = 5_000;
/**
 * Lists whose first books lie far apart in the catalogue need a page for each: past this many
 * (about 140 KB), the pages would take the bandwidth the page's code needs, and the worker's
 * look is left to answer.
 */
const MAX_PAGES = 4;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  // Stryker disable next-line StringLiteral: the error only makes lookAhead give up; no one reads its message
  if (!response.ok) throw new Error(`${url}: error ${response.status}`);
  return response.json();
}

/** Each file read once per page load: the look read at start-up and the page's own share them. */
const reads = new Map<string, Promise<unknown>>();
function readOnce(url: string): Promise<unknown> {
  let read = reads.get(url);
  if (!read) {
    read = fetchJson(url);
    reads.set(url, read);
  }
  return read;
}

/** Lets go of the files read: once the whole catalogue is in, no look is read again. */
export function forgetLookAhead(): void {
  reads.clear();
}

/**
 * Each view's first look read from a large catalogue's index and pages (see catalogueIndex),
 * which arrive long before the whole catalogue has been read: at 10,000 books, a list shows
 * its first cards without waiting for the catalogue's worker. Undefined, and the whole
 * catalogue awaited as before, when the index or a page is missing, slow or broken, when the
 * catalogue is small enough to read whole as fast, or when `catalogueBytes` (the size of the
 * booksData.json read, if known yet) says the catalogue was replaced since its index was cut.
 */
export async function lookAhead({ views, limit }: FirstLookRequest, catalogueBytes: () => number | undefined): Promise<FirstLook[] | undefined> {
  try {
    const index = readCatalogueIndex(await readOnce(CATALOGUE_INDEX_URL));
    if (!index || index.catalogueBytes <= ON_PAGE_UP_TO) return undefined;
    const read = catalogueBytes();
    if (read !== undefined && read !== index.catalogueBytes) return undefined;

    const placed = views.map(({ ids, sortKey, direction }) =>
      placeView(index, ids, sortKey && ((books) => sortBooks(books, sortKey, direction))),
    );
    const firstPlaces = placed.map((positions) => positions.slice(0, limit));
    const wanted = new Set(firstPlaces.flat());
    const pageNumbers = [...new Set([...wanted].map((position) => Math.floor(position / index.pageSize)))];
    if (pageNumbers.length > MAX_PAGES) return undefined;
    const pages = await Promise.all(pageNumbers.map((page) => readOnce(cataloguePageUrl(page))));

    const byPosition = new Map<number, Book>();
    for (const [at, page] of pageNumbers.entries()) {
      const read = readCataloguePage(pages[at], index, page);
      // A page of another release or a broken one: the whole catalogue is awaited as before.
      // Stryker disable next-line ConditionalExpression: a read that is not books has none; forEach throws into the catch, which gives the same undefined
      if (read.kind !== 'books') return undefined;
      read.books.forEach((book, offset) => byPosition.set(page * index.pageSize + offset, book));
    }

    // Each page read holds all its books: every first book is in.
    return firstPlaces.map((first, at) => ({ count: placed[at]!.length, books: first.map((position) => byPosition.get(position)!) }));
  } catch {
    // Missing, slow or broken: the whole catalogue is awaited as before.
  }
  return undefined;
}
