// A separate, tiny entry that runs before the host's own bundle (see startupPreloads): it puts
// the visitor's stored theme on the prerendered frame before it paints, names the lists storage
// holds no book in (so a composed Listed Books page shows them empty at once), preloads the
// catalogue if the page's head does not, and starts the route's remote while the host loads.
// The app warms the other sections with the same code later (window.bookmarkedPreloadRoute),
// so it lives once and stays out of the host's bundle.
import { markStoredEmptyLists } from '@bookmarked/shared/stored-empty-lists';
import { applyStoredTheme } from '@bookmarked/shared/theme-choice';
import { ensureCataloguePreload } from '@bookmarked/shared/catalogue-preload';
import { preloadRouteRemote, shareRemotesJson } from './preload/preloadRouteRemote';

applyStoredTheme();
markStoredEmptyLists();
ensureCataloguePreload();
void shareRemotesJson();
preloadRouteRemote(window.location.pathname).catch(() => {
  // Only a head start: the page's real load reports any problem with the remote.
});
window.bookmarkedPreloadRoute = preloadRouteRemote;
