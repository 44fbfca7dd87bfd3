import type { ListName } from '@bookmarked/shared';

/** What marks a file as a Bookmarked lists export, whatever its name. */
export const LISTS_FILE_FORMAT = 'bookmarked-lists';

/** The format this build writes, and the newest it can read. */
export const LISTS_FILE_VERSION = 1;

/**
 * The largest file read at all, checked before reading. An export of two 10,000-book lists
 * is about 2.3 MB; anything much bigger is not one of ours.
 */
export const MAX_LISTS_FILE_BYTES = 5 * 1024 * 1024;

/** One book of a list. Title and author are for a person reading the file; import reads only the id. */
export interface ListsFileEntry {
  bookId: number;
  title?: string;
  author?: string;
}

export interface ListsFile {
  format: typeof LISTS_FILE_FORMAT;
  version: typeof LISTS_FILE_VERSION;
  /** ISO 8601, UTC. */
  exportedAt: string;
  lists: Record<ListName, ListsFileEntry[]>;
}

/** A file that passed every check: the ids of each list, in the file's order, once each. */
export interface ImportedLists {
  exportedAt: string | undefined;
  ids: Record<ListName, number[]>;
}

/** Why a file was refused. Nothing is changed in any of these cases. */
export type ListsFileProblem =
  | { kind: 'tooBig'; bytes: number }
  | { kind: 'unreadable' }
  /** The checks themselves could not be loaded (the connection dropped). */
  | { kind: 'checksUnavailable' }
  | { kind: 'notJson' }
  /** JSON, but not a lists export at all. */
  | { kind: 'notListsFile' }
  /** A lists export with something out of shape; `where` points at the first place. */
  | { kind: 'damaged'; where: string }
  | { kind: 'newerVersion'; version: number };

export type ListsFileResult = { ok: true; lists: ImportedLists } | { ok: false; problem: ListsFileProblem };
