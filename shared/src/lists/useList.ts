import { useStore } from '@nanostores/react';
import { listStores, type ListName } from './listStores';

/** The ids of one saved list, live across routes, remotes and browser tabs. */
export function useList(list: ListName): number[] {
  return useStore(listStores[list]);
}
