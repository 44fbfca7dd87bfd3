import { FIRST_LOOK_BOOKS, listNames, listStores, wantFirstLook } from '@bookmarked/shared';
import { readListedView } from './listedParams';

/**
 * Asks for both tabs' first books, in the order the address asks
 * for (`?sort=pages&order=desc`), ahead of the whole catalogue: with thousands of books the
 * page would otherwise show its first card only once every book had reached it.
 */
export function prepareListedBooks(search: string): void {
  const { sort, order } = readListedView(new URLSearchParams(search));
  wantFirstLook({
    views: listNames.map((list) => ({ ids: listStores[list].get(), sortKey: sort, direction: order })),
    limit: FIRST_LOOK_BOOKS,
  });
}
