import type { Book } from './book';

/** The spec's internal sort keys and the field each one orders by. */
const sortFields = {
  ratings: 'rating',
  totalpages: 'totalPages',
  year: 'yearOfPublishing',
} as const satisfies Record<string, keyof Book>;

export type SortKey = keyof typeof sortFields;

/** Lowest first ('asc', the lists' default order) or highest first. */
export type SortDirection = 'asc' | 'desc';

export function isSortKey(value: string): value is SortKey {
  return Object.hasOwn(sortFields, value);
}

/** What sorting needs of a book: the catalogue's index holds just these (see catalogueIndex). */
export type SortFields = Pick<Book, (typeof sortFields)[SortKey]>;

/** Ascending unless told otherwise, stable (ties keep their order), and never mutates its input. */
export function sortBooks<T extends SortFields>(books: readonly T[], key: SortKey, direction: SortDirection = 'asc'): T[] {
  const field = sortFields[key];
  const sign = direction === 'asc' ? 1 : -1;
  return [...books].sort((a, b) => sign * (a[field] - b[field]));
}

/** The catalogue's books whose ids are in the list, in catalogue order; unknown ids are left out. */
export function booksInList<T extends Pick<Book, 'bookId'>>(catalogue: readonly T[], ids: readonly number[]): T[] {
  const wanted = new Set(ids);
  return catalogue.filter((book) => wanted.has(book.bookId));
}
