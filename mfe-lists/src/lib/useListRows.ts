import { useMemo } from 'react';
import { placeListView, type ListView, type ShelfState } from '@bookmarked/shared';
import { shelfRows, type ListRows } from './listRows';

/**
 * A list view's rows, placed and sorted from the catalogue's index (placed again only when the
 * index, the list or the order change: at 10,000 books a sort is felt); undefined until the
 * index is in.
 */
export function useListRows(shelf: Extract<ShelfState, { status: 'ready' }> | undefined, { ids, sortKey, direction }: ListView): ListRows | undefined {
  const index = shelf?.index;
  const places = useMemo(() => index && placeListView(index, { ids, sortKey, direction }), [index, ids, sortKey, direction]);
  return useMemo(() => (shelf && places ? shelfRows(shelf, places) : undefined), [shelf, places]);
}
