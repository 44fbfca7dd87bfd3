import { sameIds } from './idList';
import { currentIds, saveIds, type ListName } from './listStores';

/**
 * Rewrites one list in a single step, for actions that change many ids at once (an import).
 * `change` gets the freshest ids (another tab may have written since this tab last looked),
 * so nothing saved elsewhere is overwritten unseen. Writes nothing when the ids stay the same.
 * Returns the ids the list holds afterwards.
 */
export function updateList(list: ListName, change: (ids: readonly number[]) => number[]): number[] {
  const before = currentIds(list);
  const after = change(before);
  const same = sameIds(after, before);
  if (!same) saveIds(list, after);
  return same ? before : after;
}
