/**
 * Whether the catalogue's worker can read this response again from the browser's cache (see
 * rereadCatalogue), and it is worth it: the page's copy is already all in, is larger than
 * `overBytes`, may be kept by the cache (no `no-store`), and carries a validator (`ETag` or
 * `Last-Modified`), the mark of a static file a cache keeps and hands out again.
 * The size comes from the page's resource timing: the host page preloads the catalogue, and a
 * preload that is still arriving has no size yet (the page then reads it itself, as it would
 * wait for it anyway).
 */
export function isRereadable(response: Response, overBytes: number, entries = resourceEntries(response.url)): boolean {
  // Stryker disable next-line StringLiteral: any text without no-store in it reads the same as no header
  if (!response.url || /\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  if (!response.headers.has('etag') && !response.headers.has('last-modified')) return false;
  return entries.some((entry) => entry.responseEnd > 0 && entry.decodedBodySize > overBytes);
}

function resourceEntries(url: string): PerformanceResourceTiming[] {
  // A response without an address is turned down whatever its entries.
  // Stryker disable next-line ArrayDeclaration: no entry in it could pass the check on its size
  if (typeof performance === 'undefined') return [];
  return performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
}
