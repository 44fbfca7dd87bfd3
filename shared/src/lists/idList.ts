export interface DecodedIdList {
  ids: number[];
  /** True when the stored text held something other than a clean list of ids. */
  corrupt: boolean;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Never throws: whatever storage holds, the valid ids in it survive. */
export function decodeIdList(raw: string | undefined): DecodedIdList {
  if (raw === undefined) return { ids: [], corrupt: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ids: [], corrupt: true };
  }
  if (!Array.isArray(data)) return { ids: [], corrupt: true };
  const ids = [...new Set(data.filter(isId))];
  return { ids, corrupt: ids.length !== data.length };
}

export function encodeIdList(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** Whether two lists hold the same ids in the same order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a === b || (a.length === b.length && a.every((id, index) => b[index] === id));
}
