import type { Book } from './book';
import { foldText } from './foldText';

/**
 * A key that orders titles as a reader expects with a plain string comparison: case and
 * accents ignored, numbers by value ('Volume 2' before 'Volume 10'). Cheap to compare, so a
 * large catalogue sorts in milliseconds.
 */
export function titleSortKey(title: string): string {
  return foldText(title)
    .trim()
    .replace(/\d+/g, (digits) => digits.padStart(16, '0'));
}

/** A to Z by title; books with equal keys keep their order. Never mutates its input. */
export function sortBooksByTitle(books: readonly Book[]): Book[] {
  const keyed = books.map((book) => ({ book, key: titleSortKey(book.bookName) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ book }) => book);
}
