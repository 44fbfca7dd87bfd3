import * as v from 'valibot';
import { BookSchema, type Book } from './book';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * What a catalogue page file turned out to be, read against the index it was asked for by:
 * its books, a page of another release (cut from another booksData.json: never to be shown
 * beside this index's books), or something else (broken, cut short, not a page).
 */
export type PageRead = { kind: 'books'; books: Book[] } | { kind: 'otherRelease' } | { kind: 'invalid' };

const PageSchema = v.object({ release: v.string(), books: v.array(v.unknown()) });

/** The same book in the page as in the index, at the same place. */
const sameBook = (book: Book, index: CatalogueIndex, position: number) =>
  book.bookId === index.bookId[position] &&
  book.rating === index.rating[position] &&
  book.totalPages === index.totalPages[position] &&
  book.yearOfPublishing === index.yearOfPublishing[position];

/** Reads `data` as page `page` of `index`: every book it should hold, each one the index's. */
export function readCataloguePage(data: unknown, index: CatalogueIndex, page: number): PageRead {
  const file = v.safeParse(PageSchema, data);
  if (!file.success) return { kind: 'invalid' };
  if (file.output.release !== index.release) return { kind: 'otherRelease' };
  const first = page * index.pageSize;
  const expected = Math.min(index.pageSize, index.bookId.length - first);
  const entries = file.output.books;
  if (expected <= 0 || entries.length !== expected) return { kind: 'invalid' };
  const books: Book[] = [];
  for (const [offset, entry] of entries.entries()) {
    const book = v.safeParse(BookSchema, entry);
    if (!book.success || !sameBook(book.output, index, first + offset)) return { kind: 'invalid' };
    books.push(book.output);
  }
  return { kind: 'books', books };
}
