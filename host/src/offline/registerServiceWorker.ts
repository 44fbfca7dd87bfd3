import { afterIdle } from '../prefetch/afterIdle';
import type { Workbox } from 'workbox-window';

/** The files this page loaded before the service worker took over: it keeps them too. */
function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
}

/**
 * Registers the site's service worker, which keeps every page seen for offline use, once
 * `ready` settles and the browser is idle: its install fetches and stores the host's files,
 * which on a first visit held the page's hydration back (Listed Books' first card about
 * 230 ms later at 4x CPU when it registered at the load event, which comes before the
 * remote's code). The first visit's files came before the worker was in charge, so they are
 * handed to it once it controls the page.
 */
export function registerServiceWorker(ready: Promise<unknown>, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    import('workbox-window').then(({ Workbox }) => register(new Workbox(url)), () => {
      // Without a worker the site works as before, online only.
    });
  };
  // Fetched only then, workbox-window's code stays off the start-up path too.
  void ready.then(afterIdle, afterIdle).then(start);
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
