import type { Book } from './book.ts';
import { catalogueFingerprint } from './catalogueFingerprint.ts';
import { rereadCatalogue } from './catalogueReread.ts';
import { CatalogueFormatError, parseCatalogueText, type RejectedEntry } from './parseCatalogue.ts';
import { firstLooks, type FirstLook, type FirstLookRequest } from './listedBooks.ts';

/**
 * What the page asks the catalogue worker, in order. First to parse the catalogue as it arrived
 * (its bytes, decoded in the worker, or its text), or to read it again from `url` first
 * (rereadCatalogue, giving up after `timeoutMs`), noting its fingerprint if asked: both passes
 * over a large catalogue cost the page's main thread about as much as parsing it. Then, once
 * the worker says it has parsed it, to send the books, and ahead of them the first look at some
 * list views if a page wants one (see wantFirstLook): the page asks for that only once the page
 * being opened has had its chance to say so.
 */
export type CatalogueRequest =
  | { type: 'parse'; body: ArrayBuffer | string; fingerprint: boolean }
  | { type: 'read'; url: string; timeoutMs: number; fingerprint: boolean }
  | { type: 'send'; firstLook?: FirstLookRequest };

/**
 * What the catalogue worker sends back, in order: 'parsed' (or 'invalid', or 'unread' when it
 * could not read the catalogue again); then, once asked, the first look if asked for, the books
 * in chunks, and the end. 'failed' at any point when its own code broke.
 */
export type CatalogueWorkerReply =
  | { type: 'parsed' }
  | { type: 'invalid' }
  | { type: 'unread' }
  | { type: 'failed' }
  | { type: 'firstLook'; looks: FirstLook[] }
  | { type: 'books'; books: Book[] }
  | { type: 'done'; rejected: RejectedEntry[]; fingerprint?: string };

/** The catalogue's text: bytes are read as UTF-8, as `Response.text()` reads them. */
export const catalogueText = (body: ArrayBuffer | string): string => (typeof body === 'string' ? body : new TextDecoder().decode(body));

/**
 * The worker's whole job, kept apart from the worker so it can be tested: takes each request
 * and posts its replies. The books go back in chunks: the page unpacks each chunk in its own
 * short task instead of one long one.
 */
export function catalogueWorkerJob(post: (reply: CatalogueWorkerReply) => void, chunkSize = 500): (request: CatalogueRequest) => Promise<void> {
  let parsed: { books: Book[]; rejected: RejectedEntry[]; fingerprint?: string } | undefined;
  const answer = async (request: CatalogueRequest) => {
    if (request.type !== 'send') {
      const body = request.type === 'parse' ? request.body : await rereadCatalogue(request.url, request.timeoutMs);
      if (body === undefined) {
        post({ type: 'unread' });
        return;
      }
      const text = catalogueText(body);
      try {
        parsed = { ...parseCatalogueText(text), ...(request.fingerprint ? { fingerprint: catalogueFingerprint(text) } : {}) };
      } catch (error) {
        if (!(error instanceof CatalogueFormatError)) throw error;
        post({ type: 'invalid' });
        return;
      }
      post({ type: 'parsed' });
      return;
    }
    if (!parsed) return;
    const { books, rejected, fingerprint } = parsed;
    parsed = undefined;
    if (request.firstLook) post({ type: 'firstLook', looks: firstLooks(books, request.firstLook) });
    for (let start = 0; start < books.length; start += chunkSize) post({ type: 'books', books: books.slice(start, start + chunkSize) });
    post({ type: 'done', rejected, ...(fingerprint === undefined ? {} : { fingerprint }) });
  };
  // An error here would end as an unhandled rejection inside the worker, which the page never hears of.
  return (request) =>
    answer(request).catch(() => {
      parsed = undefined;
      post({ type: 'failed' });
    });
}
