/**
 * The catalogue read again at `url` by the catalogue's worker, so that a large one's bytes never
 * cross the page's main thread: at 10,000 books, the page reading 5.3 MB it had already fetched
 * held that thread about 100 ms at 4x CPU. The page asks only once its own copy is all in and
 * the cache may keep it, so the browser's cache answers with those same bytes, stale or not
 * (`force-cache`: no trip to the server); only a cache that lost them goes to the network.
 * Undefined when it cannot be read: the page then hands over its own copy.
 */
export async function rereadCatalogue(url: string, timeoutMs: number): Promise<ArrayBuffer | undefined> {
  try {
    const response = await fetch(url, { cache: 'force-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    return await response.arrayBuffer();
  } catch {
    return undefined;
  }
}
