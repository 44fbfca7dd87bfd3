import { afterIdle } from '../prefetch/afterIdle';
import type { Workbox } from 'workbox-window';

/** The files this page loaded before the service worker took over: it keeps them too. */
function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
}

/** How long the sections' prefetch waits for a worker still installing. */
export const WORKER_WAIT_MS = 5000;

/**
 * Registers the site's service worker, which keeps every page seen for offline use, once
 * `ready` settles and the browser is idle: its install fetches and stores the host's files,
 * which on a first visit held the page's hydration back (Listed Books' first card 150-300 ms
 * later at 4x CPU when it registered at the load event, which comes before the remote's code).
 * The first visit's files came before the worker was in charge, so they are handed to it once
 * it controls the page.
 *
 * Resolves once the worker is in charge, or will not be (no support, a failure), or after
 * WORKER_WAIT_MS: the sections' prefetch waits for it, so that each section's files go through
 * the worker, which keeps the whole build for offline use (prefetchSection), instead of
 * arriving beside it while it takes charge.
 */
export function registerServiceWorker(ready: Promise<unknown>, url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return new Promise<void>((inCharge) => {
    const start = () => {
      // A returning visitor's worker is in charge already (an update takes over without a wait).
      if (navigator.serviceWorker.controller) inCharge();
      setTimeout(inCharge, WORKER_WAIT_MS);
      import('workbox-window').then(
        ({ Workbox }) => register(new Workbox(url), inCharge),
        () => {
          // Without a worker the site works as before, online only.
          inCharge();
        },
      );
    };
    // Fetched only then, workbox-window's code stays off the start-up path too.
    void ready.then(afterIdle, afterIdle).then(start);
  });
}

function register(workbox: Workbox, inCharge: () => void): void {
  const sendLoadedUrls = () => {
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } }).catch(() => {
      // Only a head start: each file is kept anyway the next time it is fetched.
    });
    inCharge();
  };
  workbox.addEventListener('controlling', sendLoadedUrls);
  workbox.register().catch(() => {
    // Without a worker the site works as before, online only.
    inCharge();
  });
}
