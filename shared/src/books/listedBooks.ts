import type { Book } from './book.ts';
import { booksInList, sortBooks, type SortDirection, type SortFields, type SortKey } from './sortBooks.ts';
import { sameIds } from '../lists/idList.ts';

/** One list as a page shows it: the list's ids, and the order chosen (catalogue order unless sorted). */
export interface ListView {
  ids: readonly number[];
  sortKey: SortKey | undefined;
  direction: SortDirection;
}

/**
 * What a list shows, derived afresh from the catalogue, the list's ids and the sort choice.
 * Ids that are not in the catalogue are left out here (and left alone in storage).
 */
export function listedBooks<T extends SortFields & Pick<Book, 'bookId'>>(
  catalogue: readonly T[],
  ids: readonly number[],
  sortKey: SortKey | undefined,
  direction: SortDirection = 'asc',
): T[] {
  const books = booksInList(catalogue, ids);
  return sortKey ? sortBooks(books, sortKey, direction) : books;
}

/** What a list view shows first: how many books it holds, and the first `limit` of them. */
export interface FirstLook {
  count: number;
  books: Book[];
}

/**
 * How many books of a list to show ahead of a large catalogue: more than a tab's first screen
 * draws in the tallest window (cards are at least 320 px tall, and the list draws 4 beyond each
 * edge of the window).
 */
export const FIRST_LOOK_BOOKS = 12;

/** List views, and how many books of each to show first. */
export interface FirstLookRequest {
  views: ListView[];
  limit: number;
}

/** Each view's look, in the request's order. */
export const firstLooks = (catalogue: readonly Book[], { views, limit }: FirstLookRequest): FirstLook[] =>
  views.map((view) => {
    const listed = listedBooks(catalogue, view.ids, view.sortKey, view.direction);
    return { count: listed.length, books: listed.slice(0, limit) };
  });

/** Whether two views show the same books in the same order. */
export function sameView(a: ListView, b: ListView): boolean {
  if (a.sortKey !== b.sortKey || (a.sortKey !== undefined && a.direction !== b.direction)) return false;
  return sameIds(a.ids, b.ids);
}
