import { listNames, listStores, shelveFirstBooks } from '@bookmarked/shared';
import { readListedView } from './listedParams';

/**
 * Asks for the pages of the catalogue that hold both tabs' first books, in the order the
 * address asks for (`?sort=pages&order=desc`), as soon as the page's code is in: they are on
 * their way before it first draws.
 */
export function prepareListedBooks(search: string): void {
  const { sort, order } = readListedView(new URLSearchParams(search));
  void shelveFirstBooks(listNames.map((list) => ({ ids: listStores[list].get(), sortKey: sort, direction: order })));
}
