import type { Workbox } from 'workbox-window';

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
  // workbox-window registers after the page's load event anyway: fetched then, its code stays
  // off the start-up path.
  const start = () => {
    import('workbox-window').then(({ Workbox }) => register(new Workbox(url)), () => {
      // Without a worker the site works as before, online only.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(workbox: Workbox): void {
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
