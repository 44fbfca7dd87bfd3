import { remoteRoutes } from '@bookmarked/shared';
import { afterIdle } from './afterIdle';
import { prefetchAllowed } from './prefetchAllowed';
import { prefetchSection } from './prefetchSection';
import { startPageSettled } from './startPageSettled';

const PREFETCH_MARK = 'bookmarked:prefetch-sections';
/** Marked when a section's prefetch has settled (ready, or failed and dropped), e.g. `bookmarked:prefetched /listed`. */
export const prefetchedMark = (path: string) => `bookmarked:prefetched ${path}`;

/** The sections the header links to, in its order. */
const headerSections = remoteRoutes.filter((route) => route.nav !== undefined).map((route) => route.path);

/**
 * Once the page on screen is in (startPageSettled), `after` has settled (the service worker is
 * in charge, see registerServiceWorker) and the browser is idle, gets the header's other
 * sections ready, one at a time and each at an idle moment, so the page the visitor came for
 * never waits for them. Stops for good when the visitor saves data or is on 2G.
 */
export async function prefetchSectionsWhenIdle(after?: Promise<unknown>): Promise<void> {
  await Promise.all([startPageSettled(), after]);
  // Where the page's own load ends and the prefetch begins, for the bench and DevTools.
  performance.mark(PREFETCH_MARK);
  for (const path of headerSections) {
    await afterIdle();
    if (!prefetchAllowed()) return;
    await prefetchSection(path);
    performance.mark(prefetchedMark(path));
  }
}

/**
 * Starts getting a header section ready as soon as the visitor shows they may follow its link:
 * the pointer over it, or keyboard focus on it.
 */
export function prefetchOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('header a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    void prefetchSection(link.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
