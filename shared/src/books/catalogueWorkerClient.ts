// Light on purpose (no validator): the host's first script starts the worker too, before the
// app's code has loaded.
import type { Book } from './book';
import { CatalogueFormatError } from './catalogueFormatError';
import { catalogueMessages as messages } from './catalogueMessages';
import type { ParsedCatalogue } from './parseCatalogue';
import type { CatalogueRequest, CatalogueWorkerReply } from './catalogueWorkerReplies';

/** The books, and the catalogue's fingerprint when it was asked for. */
export type ReadCatalogue = ParsedCatalogue & { fingerprint?: string };

/**
 * Catalogue texts up to this many characters (a few hundred books) are validated on the page:
 * starting a worker costs a script download and a boot, a few hundred milliseconds on a slow
 * phone, which is far more than the work it would take off the page.
 */
export const ON_PAGE_UP_TO = 256 * 1024;

/** A worker to read the catalogue in, or undefined where the page cannot start one. */
export function startCatalogueWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./catalogue.worker.ts', import.meta.url), {
      type: 'module',
      name: 'bookmarked-catalogue',
    });
  } catch {
    // A shared chunk served from another origin cannot start a worker of its own.
    return undefined;
  }
}

/** The request is copied to the worker, not moved: the page keeps the bytes to fall back on. */
export function parseInWorker(worker: Worker, request: CatalogueRequest): Promise<ReadCatalogue> {
  return new Promise((resolve, reject) => {
    const books: Book[] = [];
    worker.onmessage = (event: MessageEvent<CatalogueWorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'books') books.push(...reply.books);
      else if (reply.type === 'done') resolve({ books, rejected: reply.rejected, ...(reply.fingerprint === undefined ? {} : { fingerprint: reply.fingerprint }) });
      else reject(new CatalogueFormatError(messages.catalogueInvalid));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('The catalogue worker failed'));
    };
    worker.onmessageerror = () => reject(new Error('The catalogue worker sent an unreadable reply'));
    worker.postMessage(request);
  });
}
