import { $catalogueShelf, FIRST_LOOK_BOOKS, listStores, placeListView, shelvedBook, type ShelfState } from '@bookmarked/shared';
import { prepareListedBooks } from './prepareListedBooks';
import { readListedView } from './listedParams';

/** Whether the shelf can draw the shown tab's first books, or will not (its error shows instead). */
function canDraw(state: ShelfState, search: string): boolean {
  if (state.status === 'error') return true;
  if (state.status !== 'ready') return false;
  const { tab, sort, order } = readListedView(new URLSearchParams(search));
  const places = placeListView(state.index, { ids: listStores[tab].get(), sortKey: sort, direction: order });
  return places.slice(0, FIRST_LOOK_BOOKS).every((place) => shelvedBook(state, place) !== undefined);
}

/**
 * Settles once the page's first render draws the address's tab whole: the index and the pages
 * of its first books are in (or the catalogue failed, whose message then shows). The visitor's
 * own copy of the page stays on screen until then.
 */
export function firstScreenReady(search: string): Promise<void> {
  prepareListedBooks(search);
  return new Promise((resolve) => {
    const stop = $catalogueShelf.subscribe((state) => {
      if (!canDraw(state, search)) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}
