// A separate, tiny entry that runs before the host's own bundle: see preloadRouteRemote.
import { preloadRouteRemote } from './preload/preloadRouteRemote';

preloadRouteRemote(window.location.pathname).catch(() => {
  // Only a head start: the page's real load reports any problem with the remote.
});
