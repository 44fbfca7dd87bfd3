import { $catalogueFirstLook, answersAll, noteFirstLookWish } from './catalogueFirstLook';
import { lookAhead } from './catalogueLookAhead';
import { $catalogue } from './loadCatalogue';
import { CATALOGUE_URL } from './catalogueUrls';
import type { FirstLookRequest } from './listedBooks';

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
 * Asks for these list views' first books ahead of a large catalogue, two ways at once: read
 * from the catalogue's index and pages (lookAhead), and from the catalogue's worker once it has
 * parsed the whole. The first answer goes to $catalogueFirstLook, until the whole catalogue is
 * in. The index is not read when the page fetches the catalogue whole from the start, the lists
 * are empty, or the whole catalogue (or its error) or a look answering them is in first.
 * (Listed Books before platform 2.5; it now reads the index and pages alone: catalogueShelf.)
 */
export function wantFirstLook(request: FirstLookRequest): void {
  noteFirstLookWish(request);
  if (catalogueFetchedWhole() || !catalogueLoading() || request.views.every((view) => view.ids.length === 0)) return;
  void lookAhead(request, catalogueBytesRead).then((looks) => {
    if (!looks || !catalogueLoading() || answersAll($catalogueFirstLook.get(), request.views)) return;
    $catalogueFirstLook.set({ views: request.views, looks });
  });
}
