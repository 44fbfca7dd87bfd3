// Only on a page no server composed (no import map naming module hashes): the first script reads
// a remote's integrity.json, and the page then knows the hash of each module it loads from it.
// (A chunk of its own would save a composed page nothing: what it shares with the app's bundle
// would become one more file before the page is live.)
import { INTEGRITY_FILE, integrityListOf, moduleIntegrity as modulesOfList } from '@bookmarked/shared/integrity-list';
import { addListedIntegrity } from './moduleIntegrity';

/**
 * The module hashes of the remote at `entry` from its release's integrity.json, added to the
 * page's (moduleIntegrity.ts); false when the list cannot be had or read, and the remote's
 * files go unchecked, as before a release wrote one.
 */
export async function readIntegrityList(entry: string, fresh: boolean, timeoutMs: number): Promise<boolean> {
  const url = new URL(INTEGRITY_FILE, entry).href;
  try {
    const response = await fetch(url, { cache: fresh ? 'no-cache' : 'default', signal: AbortSignal.timeout(timeoutMs) });
    const list = response.ok ? integrityListOf(await response.json()) : undefined;
    if (!list) throw new Error(`HTTP ${response.status}, or not an integrity list`);
    addListedIntegrity(modulesOfList(list, entry));
    return true;
  } catch (error) {
    console.warn(`[Bookmarked] ${url} could not be read, so this page loads that remote's files unchecked`, error);
    return false;
  }
}
