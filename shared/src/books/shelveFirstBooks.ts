import { placeView, type CatalogueIndex } from './catalogueIndex';
import { $catalogueShelf, openShelf, shelveBooks } from './catalogueShelf';
import { FIRST_LOOK_BOOKS, type ListView } from './listedBooks';
import { sortBooks } from './sortBooks';

/** The places in the index of a view's books, in the order it shows them (sorted by the index's columns). */
export function placeListView(index: CatalogueIndex, { ids, sortKey, direction }: ListView): number[] {
  return placeView(index, ids, sortKey && ((books) => sortBooks(books, sortKey, direction)));
}

/**
 * Reads the catalogue's index, then the pages holding each view's first screen of books:
 * called as soon as the page's code (or the host's, in the catalogue's own order) knows the
 * lists, so those pages are on their way before the page first draws.
 */
export async function shelveFirstBooks(views: readonly ListView[]): Promise<void> {
  await openShelf();
  const state = $catalogueShelf.get();
  if (state.status !== 'ready') return;
  for (const view of views) shelveBooks(placeListView(state.index, view).slice(0, FIRST_LOOK_BOOKS));
}
