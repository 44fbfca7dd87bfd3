// Run by the host's first script, before the app's code (and the shared singleton) has loaded;
// taken by the catalogue's loader (loadCatalogue.ts), whichever build's copy of it the page runs.
import { fetchCatalogueBytes } from './catalogueSource';
import { ON_PAGE_UP_TO, parseInWorker, startCatalogueWorker, type ReadCatalogue } from './catalogueWorkerClient';

/** What the first script read: the catalogue's bytes, and a large one's reading by the worker. */
export interface EarlyCatalogue {
  body: ArrayBuffer;
  /** Begun as soon as the bytes arrived, fingerprint included (it costs the page nothing there). */
  read?: Promise<ReadCatalogue>;
}

declare global {
  interface Window {
    /** The catalogue the first script started reading, for the app to take once. */
    bookmarkedCatalogue?: Promise<EarlyCatalogue>;
  }
}

function readBytes(body: ArrayBuffer): EarlyCatalogue {
  if (body.byteLength <= ON_PAGE_UP_TO) return { body };
  const worker = startCatalogueWorker();
  if (!worker) return { body };
  const read = parseInWorker(worker, { body, fingerprint: true });
  read.then(
    () => worker.terminate(),
    () => worker.terminate(),
  );
  return { body, read };
}

/**
 * Starts reading the catalogue as the page starts, for the app to take. The app's code loads
 * for about a second at 4x CPU first; a catalogue of 10,000 books then took it another 600 ms
 * to fetch and read in the worker, all of it before the page could show its books.
 */
export function readCatalogueEarly(): void {
  const reading = fetchCatalogueBytes().then(readBytes);
  // The app meets and reports any failure when it takes the reading.
  reading.catch(() => undefined);
  window.bookmarkedCatalogue = reading;
}

/** The reading the first script began, once: a later load (a Retry) fetches afresh. */
export function takeEarlyCatalogue(): Promise<EarlyCatalogue> | undefined {
  if (typeof window === 'undefined') return undefined;
  const reading = window.bookmarkedCatalogue;
  delete window.bookmarkedCatalogue;
  return reading instanceof Promise ? reading : undefined;
}
