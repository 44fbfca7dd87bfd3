/** How long no file may have arrived before the page's own loading counts as over. */
const QUIET_MS = 500;

/** When the last file the page fetched arrived, in the page's clock (0 if none has). */
function lastArrival(): number {
  // Entries of type 'resource' are resource timings; the DOM's types do not narrow by the name.
  const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return files.reduce((last, entry) => Math.max(last, entry.responseEnd), 0);
}

/**
 * Resolves once no file has arrived for half a second. A page's module being in is not the page
 * drawn: the catalogue, a chart's chunk or the covers may still be on their way, and fetching
 * other sections beside them would hold up the page the visitor is looking at.
 */
export async function networkQuiet(): Promise<void> {
  for (;;) {
    const quietFor = performance.now() - lastArrival();
    if (quietFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
  }
}
