import { remoteRoutes } from '@bookmarked/shared';
import { loadPageAhead, pageLoadStarted } from '../startup/load/pageLoads';
import { currentConditions, prefetchAllowed, type PageConditions } from './prefetchAllowed';

const normalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

export const routeAt = (pathname: string): (typeof remoteRoutes)[number] | undefined => {
  const path = normalPath(pathname);
  return remoteRoutes.find((route) => route.path === path);
};

/**
 * Fetches the page's files all at once with the first script's preloader (the entry, and the
 * chunks and styles its manifest lists), where the page's own load would find them one hop
 * after another. Not with a service worker in charge: requesting the remote's entry makes the
 * worker fetch the remote's whole build for offline use, and fetching the same chunks beside it
 * would fetch them twice.
 */
function warmFiles(path: string): void {
  if (navigator.serviceWorker?.controller) return;
  window.bookmarkedPreloadRoute?.(path).catch(() => {
    // Only a head start: the page's load meets and reports any problem.
  });
}

/**
 * Gets a section ready before the visitor goes there: its files fetched and its page loaded,
 * so following the link only renders. Nothing for the page on screen, and nothing the visitor's
 * conditions rule out (see prefetchAllowed). Settles when the section is ready or has failed: a
 * failure ahead of the click is dropped, and the click tries afresh.
 */
export async function prefetchSection(pathname: string, conditions: PageConditions = currentConditions()): Promise<void> {
  const route = routeAt(pathname);
  if (!route || route === routeAt(window.location.pathname) || !prefetchAllowed(conditions)) return;
  if (!pageLoadStarted(route.id)) warmFiles(route.path);
  await loadPageAhead(route.id);
}
