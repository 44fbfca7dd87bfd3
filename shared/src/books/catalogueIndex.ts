// A catalogue's index and pages, cut at build time from booksData.json and shipped beside it:
// what a list view needs to place, sort and draw its books without reading the whole
// catalogue. The index holds every book's id and sort fields in catalogue order, one column
// each; each page holds `pageSize` whole books in that order. Both name the release they were
// cut from (the fingerprint of booksData.json's text), so a page of another release is told.
import * as v from 'valibot';
import type { Book } from './book.ts';

export { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls.ts';

/** Books per page (about 34 KB): a list whose first books lie close together in the catalogue needs one. */
const CATALOGUE_PAGE_SIZE = 64;

// Columns of plain numbers, checked in one pass each and kept as they are: at 10,000 books, a
// schema per row (or an object per book) costs the page's busy main thread about 100 ms at 4x
// CPU, and an array schema, which copies each column item by item, about 50 ms.
// Stryker disable next-line StringLiteral: the message is never shown: an index that fails the check is not used
const column = v.custom<number[]>((values) => Array.isArray(values) && values.every(Number.isFinite), 'a column of numbers');

const IndexSchema = v.pipe(
  v.object({
    version: v.literal(1),
    /** The catalogueFingerprint of the booksData.json it was cut from: its pages name the same. */
    release: v.pipe(v.string(), v.nonEmpty()),
    /** The size in bytes of the booksData.json it was cut from, to tell a catalogue replaced since. */
    catalogueBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
    bookId: column,
    rating: column,
    totalPages: column,
    yearOfPublishing: column,
  }),
  v.check(({ bookId, rating, totalPages, yearOfPublishing }) => [rating, totalPages, yearOfPublishing].every((values) => values.length === bookId.length)),
);

export interface CatalogueIndex {
  version: 1;
  release: string;
  catalogueBytes: number;
  pageSize: number;
  bookId: number[];
  rating: number[];
  totalPages: number[];
  yearOfPublishing: number[];
}

/** The index if `data` is one; undefined for anything else. */
export function readCatalogueIndex(data: unknown): CatalogueIndex | undefined {
  const result = v.safeParse(IndexSchema, data);
  return result.success ? (result.output as CatalogueIndex) : undefined;
}

/** One page of the catalogue as a build ships it: its books, and the release they are from. */
export interface CataloguePage {
  release: string;
  books: Book[];
}

/** Where a catalogue's text comes in: its size, and its fingerprint as the release's name. */
export interface CatalogueSource {
  catalogueBytes: number;
  release: string;
}

/** Cuts a validated catalogue into its index and pages (the files a build ships beside it). */
export function cutCatalogue(
  books: readonly Book[],
  { catalogueBytes, release }: CatalogueSource,
  pageSize = CATALOGUE_PAGE_SIZE,
): { index: CatalogueIndex; pages: CataloguePage[] } {
  const pages: CataloguePage[] = [];
  for (let start = 0; start < books.length; start += pageSize) pages.push({ release, books: books.slice(start, start + pageSize) });
  return {
    index: {
      version: 1,
      release,
      catalogueBytes,
      pageSize,
      bookId: books.map((book) => book.bookId),
      rating: books.map((book) => book.rating),
      totalPages: books.map((book) => book.totalPages),
      yearOfPublishing: books.map((book) => book.yearOfPublishing),
    },
    pages,
  };
}

/** A book's place in the catalogue as the index gives it: enough to order a list's books. */
export interface IndexedBook extends Pick<Book, 'bookId' | 'rating' | 'totalPages' | 'yearOfPublishing'> {
  position: number;
}

/**
 * The places of a view's books, in the order the view shows them: catalogue order, or sorted
 * as sortBooks sorts (then only the list's own books become objects to sort).
 */
export function placeView(index: CatalogueIndex, ids: readonly number[], sort: ((books: IndexedBook[]) => IndexedBook[]) | undefined): number[] {
  const wanted = new Set(ids);
  const positions: number[] = [];
  index.bookId.forEach((bookId, position) => {
    if (wanted.has(bookId)) positions.push(position);
  });
  if (!sort) return positions;
  const books = positions.map((position) => ({
    bookId: index.bookId[position]!,
    rating: index.rating[position]!,
    totalPages: index.totalPages[position]!,
    yearOfPublishing: index.yearOfPublishing[position]!,
    position,
  }));
  return sort(books).map((book) => book.position);
}
