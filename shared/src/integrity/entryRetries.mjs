// The addresses a remote's entry is loaded from again after a failure: the browser and the
// federation runtime hand back a failed module under its old address, so each Retry asks under a
// fresh one (`?retry=N`). The composing server names the entry's hash under each of them in the
// page's import map (subresourceIntegrity.mjs), so they cycle through a few: a Retry is never
// an address the map leaves unchecked. Plain JavaScript: the host's bundle and the server read it.

/** How many fresh addresses an entry has, and the import map names. */
export const ENTRY_RETRY_ADDRESSES = 3;

/**
 * The address of a remote's entry for its `attempt`-th load (0: the first, as configured).
 * @param {string} entryUrl an absolute address
 * @param {number} attempt
 */
export function retriedEntry(entryUrl, attempt) {
  const url = new URL(entryUrl);
  if (attempt > 0) url.searchParams.set('retry', String(((attempt - 1) % ENTRY_RETRY_ADDRESSES) + 1));
  return url.href;
}
