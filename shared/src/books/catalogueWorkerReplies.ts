import type { Book } from './book';
import { catalogueFingerprint } from './catalogueFingerprint';
import { CatalogueFormatError, parseCatalogueText, type RejectedEntry } from './parseCatalogue';

/**
 * What the page asks the catalogue worker: the catalogue as it arrived (its bytes, decoded in the
 * worker, or its text), and whether to note its fingerprint. Both passes over a large catalogue
 * cost the page's main thread about as much as parsing it.
 */
export interface CatalogueRequest {
  body: ArrayBuffer | string;
  fingerprint: boolean;
}

/** What the catalogue worker sends back, in order: books in chunks, then the end (or 'invalid'). */
export type CatalogueWorkerReply =
  | { type: 'books'; books: Book[] }
  | { type: 'done'; rejected: RejectedEntry[]; fingerprint?: string }
  | { type: 'invalid' };

/** The catalogue's text: bytes are read as UTF-8, as `Response.text()` reads them. */
export const catalogueText = (body: ArrayBuffer | string): string => (typeof body === 'string' ? body : new TextDecoder().decode(body));

/**
 * The worker's whole job, kept apart from the worker so it can be tested. The books go back
 * in chunks: the page unpacks each chunk in its own short task instead of one long one.
 */
export function* catalogueWorkerReplies(request: CatalogueRequest, chunkSize = 500): Generator<CatalogueWorkerReply> {
  const text = catalogueText(request.body);
  let parsed;
  try {
    parsed = parseCatalogueText(text);
  } catch (error) {
    if (error instanceof CatalogueFormatError) {
      yield { type: 'invalid' };
      return;
    }
    throw error;
  }
  for (let start = 0; start < parsed.books.length; start += chunkSize) {
    yield { type: 'books', books: parsed.books.slice(start, start + chunkSize) };
  }
  yield { type: 'done', rejected: parsed.rejected, ...(request.fingerprint ? { fingerprint: catalogueFingerprint(text) } : {}) };
}
