// A separate, tiny entry that runs before the host's own bundle (host/build/routePreloadScript.ts):
// it preloads the catalogue if the page's head does not, and starts the route's remote while the
// host loads. The app warms the other sections with the same code later
// (window.bookmarkedPreloadRoute), so it lives once and stays out of the host's bundle. What the
// first paint needs from storage is firstPaint.ts's: this script runs after that paint.
import { ensureCataloguePreload } from '@bookmarked/shared/catalogue-preload';
import { preloadPage, preloadRouteRemote, shareRemotesJson } from './preloadRouteRemote';

ensureCataloguePreload();
void shareRemotesJson();
preloadRouteRemote(window.location.pathname).catch(() => {
  // Only a head start: the page's real load reports any problem with the remote.
});
window.bookmarkedPreloadRoute = preloadRouteRemote;
window.bookmarkedPreloadPage = preloadPage;
