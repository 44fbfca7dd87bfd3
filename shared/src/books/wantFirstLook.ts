import { $catalogueFirstLook, answersAll, holdBooksUntilWish, noteFirstLookWish } from './catalogueFirstLook';
import { lookAhead } from './catalogueLookAhead';
import { $catalogue } from './loadCatalogue';
import { CATALOGUE_URL } from './catalogueUrls';
import { FIRST_LOOK_BOOKS, type FirstLookRequest } from './listedBooks';
import { listNames, listStores } from '../lists/listStores';

/** The size of the booksData.json this page has read, once its read is done (its resource timing entry). */
function catalogueBytesRead(): number | undefined {
  const url = new URL(CATALOGUE_URL, location.href).href;
  const sizes = performance.getEntriesByName(url, 'resource').map((entry) => (entry as PerformanceResourceTiming).decodedBodySize);
  // Zero for a read not yet done or whose size the browser keeps to itself.
  return sizes.find((size) => size > 0);
}

/**
 * Whether the catalogue is still on its way. Read without mounting the store: reading a store
 * nobody watches would start a load, and after a failure that would read it again unasked.
 */
// Stryker disable next-line OptionalChaining: the store holds a state from its start; `?.` only satisfies its type
const catalogueLoading = () => $catalogue.value?.status === 'loading';

/**
 * Whether the page fetches the catalogue whole from its start (a small one from the head, a
 * large one from the first script on a page drawn from it: see cataloguePreload): then reading
 * its index ahead wins nothing.
 */
const catalogueFetchedWhole = () => document.querySelector(`link[rel="preload"][href="${CATALOGUE_URL}"]`) !== null;

/**
 * Reads the views' first looks from the catalogue's index and pages (lookAhead) and shows them,
 * unless the page fetches the catalogue whole from the start, the lists are empty, the whole
 * catalogue (or its error) is in first, or the look shown already answers them. `replace`: a
 * look shown for other views gives way (the page's own request over a guess made at start-up).
 */
function readAhead(request: FirstLookRequest, replace: boolean): void {
  if (catalogueFetchedWhole() || !catalogueLoading() || request.views.every((view) => view.ids.length === 0)) return;
  void lookAhead(request, catalogueBytesRead).then((looks) => {
    const shown = $catalogueFirstLook.get();
    if (!looks || !catalogueLoading() || answersAll(shown, request.views) || (shown && !replace)) return;
    $catalogueFirstLook.set({ views: request.views, looks });
  });
}

/**
 * Asks for these list views' first books ahead of a large catalogue, two ways at once: read
 * from the catalogue's index and pages, and from the catalogue's worker once it has parsed the
 * whole. The first answer goes to $catalogueFirstLook, until the whole catalogue is in.
 */
export function wantFirstLook(request: FirstLookRequest): void {
  noteFirstLookWish(request);
  readAhead(request, true);
}

/**
 * For the host, opening the site at a page that may want a first look. The catalogue's worker
 * holds its books until `settled` (that page's code has asked, or failed to load): the page
 * cannot show them before its code is in anyway, and a worker quicker than the page's code
 * would send every book before the page could ask. Meanwhile the stored lists' first books in
 * the catalogue's own order (the lists' first view unless the address sorts them) are read from
 * the catalogue's index at once, so they are in when the page's code is: with 10,000 books,
 * that code arrives long before the worker's first look could.
 */
export function awaitFirstLookWish(settled: Promise<unknown>): void {
  holdBooksUntilWish(settled);
  readAhead({ views: listNames.map((list) => ({ ids: listStores[list].get(), sortKey: undefined, direction: 'asc' })), limit: FIRST_LOOK_BOOKS }, false);
}
