import * as v from 'valibot';
import { listNames, type ListName } from '@bookmarked/shared';
import { LISTS_FILE_FORMAT, LISTS_FILE_VERSION, type ListsFileResult } from './format';

const bookId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Read first, so a newer format is named as such even when the rest of it looks different. */
const HeaderSchema = v.object({
  format: v.literal(LISTS_FILE_FORMAT),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

const EntrySchema = v.object({
  bookId,
  title: v.optional(v.string()),
  author: v.optional(v.string()),
});

const ListsFileSchema = v.object({
  format: v.literal(LISTS_FILE_FORMAT),
  version: v.literal(LISTS_FILE_VERSION),
  // Only shown in the preview: a missing or odd date is no reason to refuse the lists.
  exportedAt: v.optional(v.unknown()),
  lists: v.object({
    readList: v.array(EntrySchema),
    wishList: v.array(EntrySchema),
  }),
});

function isListName(value: unknown): value is ListName {
  return listNames.some((list) => list === value);
}

/**
 * Where the first problem is, in terms a visitor can find in the file (entries count from 1).
 * The header has passed by then, so the problem is somewhere in "lists".
 */
function describePlace(path: readonly unknown[]): string {
  const [, list, index] = path;
  if (!isListName(list)) return '"lists"';
  return typeof index === 'number' ? `entry ${index + 1} of "${list}"` : `"${list}"`;
}

function damaged(issues: readonly v.BaseIssue<unknown>[]): ListsFileResult {
  const path = issues[0]?.path?.map((item) => item.key) ?? [];
  return { ok: false, problem: { kind: 'damaged', where: describePlace(path) } };
}

function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** Checks a file's text in full before anything is changed; never throws. */
export function parseListsFile(text: string): ListsFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  const header = v.safeParse(HeaderSchema, data);
  if (!header.success) return { ok: false, problem: { kind: 'notListsFile' } };
  if (header.output.version > LISTS_FILE_VERSION) {
    return { ok: false, problem: { kind: 'newerVersion', version: header.output.version } };
  }
  const file = v.safeParse(ListsFileSchema, data);
  if (!file.success) return damaged(file.issues);
  const { lists, exportedAt } = file.output;
  return {
    ok: true,
    lists: {
      exportedAt: isoDate(exportedAt),
      ids: {
        readList: [...new Set(lists.readList.map((entry) => entry.bookId))],
        wishList: [...new Set(lists.wishList.map((entry) => entry.bookId))],
      },
    },
  };
}
