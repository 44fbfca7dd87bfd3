/**
 * The catalogue read again at `url` by the catalogue's worker, so that a large one's bytes never
 * cross the page's main thread: at 10,000 books, the page reading 5.3 MB it had already fetched
 * held that thread about 100 ms at 4x CPU. The page asks only once its own copy is in and came
 * with a validator, so the browser's cache answers (a revalidation, not a second download).
 * Undefined when it cannot be read: the page then hands over its own copy.
 */
export async function rereadCatalogue(url: string, timeoutMs: number): Promise<ArrayBuffer | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    return await response.arrayBuffer();
  } catch {
    return undefined;
  }
}
