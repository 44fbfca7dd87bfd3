import { atom, onMount } from 'nanostores';
import type { Book } from './book';
import { createCatalogueParser } from './catalogueParser';
import { catalogueMessages as messages } from './catalogueMessages';
import { $catalogueFirstLook, firstLookWanted, showsLooks } from './catalogueFirstLook';
import { forgetLookAhead } from './catalogueLookAhead';
import type { FirstLookRequest } from './listedBooks';
import { CATALOGUE_URL } from './catalogueUrls';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; books: Book[] }
  | { status: 'error'; message: string };

const TIMEOUT_MS = 10_000;

/** The catalogue of this page load. One fetch, shared by every remote through the singleton. */
export const $catalogue = atom<CatalogueState>({ status: 'loading' });

let inFlight: Promise<void> | undefined;

let fingerprintWanted = false;
let readFingerprint: string | undefined;

/**
 * Asks the next catalogue read to note its fingerprint (catalogueFingerprint), for a page the
 * server drew: hydrating it is only right with the catalogue it was drawn from. Costs a pass
 * over the text, so only a page with server HTML asks.
 */
export function noteCatalogueFingerprint(): void {
  fingerprintWanted = true;
}

/** The fingerprint of the catalogue this page read, once read, if noteCatalogueFingerprint asked for it. */
export function catalogueFingerprintRead(): string | undefined {
  return readFingerprint;
}

async function fetchBooks(): Promise<Book[]> {
  const parser = createCatalogueParser();
  try {
    let response: Response;
    // One time limit for the whole read, the body and a worker's own read of it included.
    const deadline = performance.now() + TIMEOUT_MS;
    try {
      response = await fetch(CATALOGUE_URL, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new Error(messages.catalogueUnreachable);
    }
    if (!response.ok) throw new Error(messages.catalogueHttpError(response.status));
    // Parsing and validating thousands of books happens off the page's main thread.
    let firstLook: FirstLookRequest | undefined;
    const { books, rejected, fingerprint } = await parser.parseResponse(response, {
      timeoutMs: Math.max(0, deadline - performance.now()),
      fingerprint: fingerprintWanted,
      firstLook: async () => (firstLook = await firstLookWanted()),
      // Not again if the catalogue's index showed the same first: the same cards would be drawn
      // twice. A look that differs (an index cut from another catalogue) gives way to the worker's.
      onFirstLook: (looks) =>
        firstLook && !showsLooks($catalogueFirstLook.get(), firstLook.views, looks) && $catalogueFirstLook.set({ views: firstLook.views, looks }),
    });
    // Stryker disable next-line ConditionalExpression: unasked, the read notes no fingerprint, so this would keep undefined
    if (fingerprintWanted) readFingerprint = fingerprint;
    if (rejected.length > 0) {
      console.warn(`[Bookmarked] Skipped ${rejected.length} invalid book entries`, rejected);
    }
    return books;
  } finally {
    parser.dispose();
  }
}

/** Starts the load unless one is running or has succeeded. */
export function loadCatalogue(): Promise<void> {
  // Reading a store nobody watches mounts it, and mounting starts a load: share that one (or
  // the one already running).
  const { status } = $catalogue.get();
  if (inFlight) return inFlight;
  if (status === 'ready') return Promise.resolve();
  $catalogue.set({ status: 'loading' });
  inFlight = fetchBooks()
    .then((books) => $catalogue.set({ status: 'ready', books }))
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : messages.catalogueInvalid;
      $catalogue.set({ status: 'error', message });
    })
    .finally(() => {
      inFlight = undefined;
      // The whole catalogue, or its error, takes the first look's place.
      $catalogueFirstLook.set(undefined);
      forgetLookAhead();
    });
  return inFlight;
}

/**
 * The catalogue's books, read first if need be, for an action that needs them all (an export);
 * rejects with the reason the catalogue shows when it cannot be read.
 */
export async function catalogueBooks(): Promise<Book[]> {
  await loadCatalogue();
  const state = $catalogue.get();
  if (state.status === 'ready') return state.books;
  // Stryker disable next-line ConditionalExpression: a load that has ended leaves the catalogue ready or in error, never loading
  throw new Error(state.status === 'error' ? state.message : messages.catalogueInvalid);
}

onMount($catalogue, () => {
  void loadCatalogue();
});
