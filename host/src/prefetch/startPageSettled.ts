import { loadCatalogue, openShelf } from '@bookmarked/shared';
import { pageLoadSettled } from '../startup/load/pageLoads';
import { networkQuiet } from './networkQuiet';
import { routeAt } from './prefetchSection';

function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

let settled: Promise<void> | undefined;

/**
 * Settles once the page the site was opened at is in: the document's load event has fired,
 * the page's code and the catalogue have loaded (or failed; for a page that reads only the
 * catalogue's index and pages, `firstLook`, its index), and no file has arrived for a
 * moment. Work the visitor did not ask for waits for it (other sections' code, the service
 * worker's install), so it never competes with that page for the network or the main thread.
 * The load event alone comes too soon: the remote's code and the catalogue's parse follow it.
 */
export function startPageSettled(): Promise<void> {
  settled ??= (async () => {
    const shown = routeAt(window.location.pathname);
    // The load startLoadingPageAt began for that page: asked first at start-up, this joins it.
    await Promise.all([documentLoaded(), ...(shown ? [pageLoadSettled(shown.id), shown.firstLook ? openShelf() : loadCatalogue()] : [])]);
    await networkQuiet();
  })();
  return settled;
}
