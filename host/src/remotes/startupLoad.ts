import { awaitFirstLookWish, loadCatalogue, remoteRoutes, type RemotePageModule } from '@bookmarked/shared';
import { pageLoadStarted, pageWhenLoaded, startPageLoad } from './pageLoads';
import { preloadLeadCover } from './preloadLeadCover';

let leaveStartPage = () => {};

/** The visitor has left the address the site was opened at: the catalogue's books wait for that page no more. */
export function leftStartPage(): void {
  leaveStartPage();
}

/**
 * Starts loading the remote page the address shows before React's first render, so the
 * remote's entry, share negotiation and chunks overlap with the host's render instead of
 * following it. A failure waits for the page to take it and show its message.
 *
 * Every page shows books, so the catalogue (preloaded by the page's head, or by Listed Books'
 * head only when small: its index when large, see cataloguePreload) is read and
 * checked meanwhile too: the page then draws its books in its first render, and their covers
 * are requested with it. A failure stays in the catalogue's store for the page to show. A
 * page whose largest image is a book's cover gets that cover preloaded. Once its code is in,
 * the page may ask for what its first render needs (its `prepare`).
 */
export function startLoadingPageAt(pathname: string, search = ''): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = remoteRoutes.find((candidate) => candidate.path === path);
  if (!route || pageLoadStarted(route.id)) return;
  startPageLoad(route.id);
  const prepared = pageWhenLoaded(route.id).then((page) => preparePage(page, search));
  // Not past the visitor leaving that page: the page they go to may need the books at once.
  if (route.firstLook) awaitFirstLookWish(Promise.race([prepared, new Promise<void>((resolve) => (leaveStartPage = resolve))]));
  void loadCatalogue();
  if (route.leadCover) void preloadLeadCover(route.leadCover, search);
}

/** A remote's page is untrusted: a `prepare` that is not a function, or throws, only loses its head start. */
function preparePage(page: RemotePageModule | undefined, search: string): void {
  if (typeof page?.prepare !== 'function') return;
  try {
    page.prepare(search);
  } catch (error) {
    console.warn('[Bookmarked] A page could not prepare its first render', error);
  }
}
