/**
 * What the service worker needs to keep one remote build whole offline: the files its
 * `remoteEntry.js` can load, listed by the remote's build in `offline-files.json`, and a check
 * that the list belongs to the entry in hand (a deploy may land between the two requests).
 */

/** The list beside each remote's entry (written by shared/build/offlineFiles.ts). */
export const OFFLINE_FILES = 'offline-files.json';

/** The files of an `offline-files.json`, or undefined when it is not one. */
export function parseOfflineFiles(value: unknown): string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { files } = value as { files?: unknown };
  if (!Array.isArray(files) || !files.every((file): file is string => typeof file === 'string')) return undefined;
  // Only files beside or below the entry: the list must not send the worker elsewhere.
  return files.every((file) => /^[\w./-]+$/.test(file) && !file.split('/').includes('..')) ? files : undefined;
}

/**
 * The build's files the entry names itself (`./assets/…`, or the hashed container that
 * `remoteEntry.js` re-exports), without the leading './'.
 */
export function filesNamedBy(entrySource: string): string[] {
  const named = entrySource.matchAll(/["'`]\.\/(assets\/[\w.-]+|remoteEntry-[\w-]+\.js)["'`]/g);
  return [...new Set([...named].map((match) => match[1] as string))];
}

/** True when every file the entry names is in the list: the two come from one build. */
export function listMatchesEntry(files: readonly string[], entrySource: string): boolean {
  const listed = new Set(files);
  const named = filesNamedBy(entrySource);
  return named.length > 0 && named.every((file) => listed.has(file));
}

/** Where a remote's entry is kept: its URL without the query (Retry adds `?retry=N`). */
export function entryCacheKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}
