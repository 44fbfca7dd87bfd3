import { listNames, type ListName } from '@bookmarked/shared';

export type ImportMode = 'merge' | 'replace';

/** What importing one list would do. Every id of the file falls in exactly one of the first three. */
export interface ListPlan {
  /** In this catalogue and not yet in the list. */
  added: number;
  /** Already in the list (a book this catalogue does not know counts as unknown instead). */
  alreadyThere: number;
  /** Not in this catalogue: kept in the list all the same, as the lists keep such ids. */
  unknown: number;
  /** In the list but not in the file: what replacing would take out. */
  removedByReplace: number;
}

export type ImportPlan = Record<ListName, ListPlan>;

export function planList(current: readonly number[], incoming: readonly number[], isKnown: (id: number) => boolean): ListPlan {
  const have = new Set(current);
  const coming = new Set(incoming);
  let added = 0;
  let alreadyThere = 0;
  let unknown = 0;
  for (const id of coming) {
    if (!isKnown(id)) unknown += 1;
    else if (have.has(id)) alreadyThere += 1;
    else added += 1;
  }
  const removedByReplace = [...have].filter((id) => !coming.has(id)).length;
  return { added, alreadyThere, unknown, removedByReplace };
}

export function planImport(
  current: Readonly<Record<ListName, readonly number[]>>,
  incoming: Readonly<Record<ListName, readonly number[]>>,
  isKnown: (id: number) => boolean,
): ImportPlan {
  return {
    readList: planList(current.readList, incoming.readList, isKnown),
    wishList: planList(current.wishList, incoming.wishList, isKnown),
  };
}

/** Merge keeps the list as it is, in its order, and appends the file's new ids in the file's order. */
export function mergeIds(current: readonly number[], incoming: readonly number[]): number[] {
  const have = new Set(current);
  return [...current, ...new Set(incoming.filter((id) => !have.has(id)))];
}

/** Replace makes the list the file's list. */
export function importedIds(mode: ImportMode, current: readonly number[], incoming: readonly number[]): number[] {
  return mode === 'merge' ? mergeIds(current, incoming) : [...new Set(incoming)];
}

export function totalRemovedByReplace(plan: ImportPlan): number {
  return listNames.reduce((sum, list) => sum + plan[list].removedByReplace, 0);
}
