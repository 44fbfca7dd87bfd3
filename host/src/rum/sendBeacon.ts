/** The collector, on the host's own origin. */
const RUM_PATH = '/rum';

/**
 * Hands one beacon's body to the browser, which sends it even as the page goes away. Whatever
 * the collector answers (none on a dev server: 404) nobody waits for it, and a browser that
 * refuses (no sendBeacon, its queue full) costs the visitor nothing.
 */
export function sendToCollector(body: string): void {
  try {
    navigator.sendBeacon(RUM_PATH, new Blob([body], { type: 'application/json' }));
  } catch {
    // Refused by the browser: this beacon is lost, the page is not.
  }
}

/** Sends what is kept whenever the page may be about to go: hidden (tab switch, close on mobile) or unloaded. */
export function flushWhenHidden(flush: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
