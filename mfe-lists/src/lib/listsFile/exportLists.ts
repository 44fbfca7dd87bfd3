import type { Book, ListName } from '@bookmarked/shared';
import { downloadTextFile } from '../downloadTextFile';
import { buildListsFile, listsFileName, serializeListsFile } from './buildListsFile';

/** Saves both lists as a lists file; returns the file's name. Loaded when Export is clicked. */
export function exportLists(ids: Readonly<Record<ListName, readonly number[]>>, catalogue: readonly Book[], now = new Date()): string {
  const name = listsFileName(now);
  downloadTextFile(name, serializeListsFile(buildListsFile(ids, catalogue, now)), 'application/json');
  return name;
}
