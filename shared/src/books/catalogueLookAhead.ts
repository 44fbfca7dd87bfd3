import * as v from 'valibot';
import { BookSchema, type Book } from './book';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { placeView, readCatalogueIndex, type CatalogueIndex } from './catalogueIndex';
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

/** The same book in the page as in the index: a page cut from another catalogue would not be. */
const sameBook = (book: Book, index: CatalogueIndex, position: number) =>
  book.bookId === index.bookId[position] &&
  book.rating === index.rating[position] &&
  book.totalPages === index.totalPages[position] &&
  book.yearOfPublishing === index.yearOfPublishing[position];

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

    // Only the books shown are checked: a page holds 64.
    const byPosition = new Map<number, Book>();
    pageNumbers.forEach((page, at) => {
      const entries = pages[at];
      // Stryker disable next-line ConditionalExpression: a page that is not a list throws at forEach instead, and the catch gives the same undefined
      if (!Array.isArray(entries)) return;
      entries.forEach((entry: unknown, offset) => {
        const position = page * index.pageSize + offset;
        // Stryker disable next-line ConditionalExpression: only the wanted places are looked up; checking the other books costs time, not correctness
        if (!wanted.has(position)) return;
        const result = v.safeParse(BookSchema, entry);
        if (result.success && sameBook(result.output, index, position)) byPosition.set(position, result.output);
      });
    });

    const looks: FirstLook[] = [];
    for (const [at, first] of firstPlaces.entries()) {
      const books = first.map((position) => byPosition.get(position));
      if (!books.every((book) => book !== undefined)) return undefined;
      looks.push({ count: placed[at]!.length, books });
    }
    return looks;
  } catch {
    // Missing, slow or broken: the whole catalogue is awaited as before.
  }
  return undefined;
}
