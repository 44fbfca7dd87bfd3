import { listNames, listStores, loadCatalogue, remoteRoutes, shelveFirstBooks, type RemotePageModule } from '@bookmarked/shared';
import { pageLoadStarted, pageWhenLoaded, startPageLoad } from './pageLoads';
import { preloadLeadCover } from './preloadLeadCover';

/**
 * Starts loading the remote page the address shows before React's first render, so the
 * remote's entry, share negotiation and chunks overlap with the host's render instead of
 * following it. A failure waits for the page to take it and show its message.
 *
 * Every page shows books. A page marked `firstLook` (Listed Books) reads only the catalogue's
 * index and the pages holding the books it draws: those holding the stored lists' first books
 * in the catalogue's order (the view `/listed` opens with) are read at once, and the whole
 * catalogue is not. Every other page needs the whole catalogue (preloaded by the page's head
 * when small, see cataloguePreload), read and checked meanwhile: the page then draws its books
 * in its first render, and their covers are requested with it. A failure stays in the
 * catalogue's store for the page to show. A page whose largest image is a book's cover gets
 * that cover preloaded. Once its code is in, the page may ask for what its first render needs
 * (its `prepare`).
 */
export function startLoadingPageAt(pathname: string, search = ''): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const route = remoteRoutes.find((candidate) => candidate.path === path);
  if (!route || pageLoadStarted(route.id)) return;
  startPageLoad(route.id);
  void pageWhenLoaded(route.id).then((page) => preparePage(page, search));
  if (route.firstLook) void shelveFirstBooks(listNames.map((list) => ({ ids: listStores[list].get(), sortKey: undefined, direction: 'asc' })));
  else void loadCatalogue();
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
