import { loadCatalogue, remoteRoutes } from '@bookmarked/shared';
import { pageLoadStarted, startPageLoad } from './pageLoads';
import { preloadLeadCover } from './preloadLeadCover';

/**
 * Starts loading the remote page the address shows before React's first render, so the
 * remote's entry, share negotiation and chunks overlap with the host's render instead of
 * following it. A failure waits for the page to take it and show its message.
 *
 * Every page shows books, so the catalogue (already preloaded by the host page) is read and
 * checked meanwhile too: the page then draws its books in its first render, and their covers
 * are requested with it. A failure stays in the catalogue's store for the page to show. A
 * page whose largest image is a book's cover gets that cover preloaded.
 */
export function startLoadingPageAt(pathname: string, search = ''): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = remoteRoutes.find((candidate) => candidate.path === path);
  if (!route || pageLoadStarted(route.id)) return;
  startPageLoad(route.id);
  void loadCatalogue();
  if (route.leadCover) void preloadLeadCover(route.leadCover, search);
}
