import { useSyncExternalStore } from 'react';
import { listStores, type ListName } from './listStores';

/** What a server renders for any list: it cannot read the visitor's storage. */
const UNKNOWN_ON_SERVER: number[] = [];

/**
 * The ids of one saved list, live across routes, remotes and browser tabs. A server render
 * reads no storage (it has none) and gets an empty list: pages show a neutral placeholder
 * there instead of claiming the list is empty (see useIsClient in the UI kit).
 */
export function useList(list: ListName): number[] {
  const store = listStores[list];
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => UNKNOWN_ON_SERVER,
  );
}
