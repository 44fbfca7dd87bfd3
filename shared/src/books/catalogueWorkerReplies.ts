import type { Book } from './book';
import { CatalogueFormatError, parseCatalogueText, type RejectedEntry } from './parseCatalogue';

/** What the catalogue worker sends back, in order: books in chunks, then the end (or 'invalid'). */
export type CatalogueWorkerReply =
  | { type: 'books'; books: Book[] }
  | { type: 'done'; rejected: RejectedEntry[] }
  | { type: 'invalid' };

/**
 * The worker's whole job, kept apart from the worker so it can be tested. The books go back
 * in chunks: the page unpacks each chunk in its own short task instead of one long one.
 */
export function* catalogueWorkerReplies(text: string, chunkSize = 500): Generator<CatalogueWorkerReply> {
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
  yield { type: 'done', rejected: parsed.rejected };
}
