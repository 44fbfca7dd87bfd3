import { importWithRetry } from '@bookmarked/ui';
import { MAX_LISTS_FILE_BYTES, type ListsFileResult } from './format';
import type * as Checks from './parseListsFile';

/** Tried again on the next file after a failure (reloading the page where the browser needs it). */
const loadChecks = importWithRetry(() => import('./parseListsFile'), import.meta.url);

/**
 * Reads a file the visitor picked: its size first (a huge file is never read), then its text,
 * then every check. The checks and their schema library load only now, on first use.
 */
export async function readListsFile(file: Pick<Blob, 'size' | 'text'>): Promise<ListsFileResult> {
  if (file.size > MAX_LISTS_FILE_BYTES) return { ok: false, problem: { kind: 'tooBig', bytes: file.size } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { kind: 'unreadable' } };
  }
  let checks: typeof Checks;
  try {
    checks = await loadChecks();
  } catch {
    return { ok: false, problem: { kind: 'checksUnavailable' } };
  }
  return checks.parseListsFile(text);
}
