import { Workbox } from 'workbox-window';

/** The files this page loaded before the service worker took over: it keeps them too. */
function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
}

/**
 * Registers the site's service worker, which keeps every page seen for offline use. The
 * first visit's files came before the worker was in charge, so they are handed to it once it
 * controls the page.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(url);
  const sendLoadedUrls = () => {
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } }).catch(() => {
      // Only a head start: each file is kept anyway the next time it is fetched.
    });
  };
  workbox.addEventListener('controlling', sendLoadedUrls);
  workbox.register().catch(() => {
    // Without a worker the site works as before, online only.
  });
}
