import { booksInList, sortBooks, type Book, type SortDirection, type SortKey } from '@bookmarked/shared';

/**
 * What one tab shows, derived afresh from the catalogue, the list's ids and the sort choice
 * (key and direction).
 * Nothing is copied into component state, so every list change (this tab, another route or
 * another browser tab) lands in the tab it belongs to and nowhere else.
 * Ids that are not in the catalogue are left out here and left alone in storage.
 */
export function listedBooks(
  catalogue: readonly Book[],
  ids: readonly number[],
  sortKey: SortKey | undefined,
  direction: SortDirection = 'asc',
): Book[] {
  const books = booksInList(catalogue, ids);
  return sortKey ? sortBooks(books, sortKey, direction) : books;
}
