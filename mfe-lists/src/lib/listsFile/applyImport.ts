import { listNames, updateList, type ListName } from '@bookmarked/shared';
import { importedIds, planList, type ImportMode } from './importPlan';

export interface ImportOutcome {
  /** Books of this catalogue that were new to each list. */
  added: Record<ListName, number>;
  /** How many ids each list holds afterwards. */
  sizes: Record<ListName, number>;
}

/**
 * Writes the imported ids through the shared list stores, so this page and every other open
 * tab update at once. Each list is merged with (or replaced by) what storage holds at this
 * moment, not what the preview saw, so a change made meanwhile in another tab is kept.
 */
export function applyImport(
  incoming: Readonly<Record<ListName, readonly number[]>>,
  mode: ImportMode,
  isKnown: (id: number) => boolean,
): ImportOutcome {
  const outcome: ImportOutcome = { added: { readList: 0, wishList: 0 }, sizes: { readList: 0, wishList: 0 } };
  for (const list of listNames) {
    const after = updateList(list, (current) => {
      outcome.added[list] = planList(current, incoming[list], isKnown).added;
      return importedIds(mode, current, incoming[list]);
    });
    outcome.sizes[list] = after.length;
  }
  return outcome;
}
