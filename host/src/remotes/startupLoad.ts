import { loadCatalogue, remoteRoutes, type RemotePageId, type RemotePageModule } from '@bookmarked/shared';
import { loadRemotePage } from './loadRemotePage';
import { preloadLeadCover } from './preloadLeadCover';

const started = new Map<RemotePageId, Promise<RemotePageModule>>();

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
  if (!route || started.has(route.id)) return;
  const loading = loadRemotePage(route.id);
  loading.catch(() => {
    // Shown by the page when it takes this load.
  });
  started.set(route.id, loading);
  void loadCatalogue();
  if (route.leadCover) void preloadLeadCover(route.leadCover, search);
}

/** The load started for this page at start-up, once; any later load is a new one. */
export function takePageLoad(id: RemotePageId): Promise<RemotePageModule> {
  const loading = started.get(id);
  started.delete(id);
  return loading ?? loadRemotePage(id);
}
