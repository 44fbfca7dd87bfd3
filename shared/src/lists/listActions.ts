import type { ListName } from './listStores';
import { currentIds, saveIds } from './listStores';

export type AddResult = 'added' | 'duplicate';

/** Adds the id unless the list has it already: a list never holds a book twice. */
export function addToList(list: ListName, bookId: number): AddResult {
  const ids = currentIds(list);
  if (ids.includes(bookId)) return 'duplicate';
  saveIds(list, [...ids, bookId]);
  return 'added';
}

export function removeFromList(list: ListName, bookId: number): void {
  const ids = currentIds(list);
  if (!ids.includes(bookId)) return;
  saveIds(
    list,
    ids.filter((id) => id !== bookId),
  );
}
