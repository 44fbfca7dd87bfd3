import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import type { Book } from './book';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { cutCatalogue } from './catalogueIndex';
import { forgetLookAhead, lookAhead } from './catalogueLookAhead';
import { ON_PAGE_UP_TO } from './catalogueParser';
import { firstLooks, type FirstLookRequest } from './listedBooks';

const LARGE = ON_PAGE_UP_TO + 1;

/** 200 books in an order of their own: ids out of step with their places, fields that tie. */
const books: Book[] = Array.from({ length: 200 }, (_, place) =>
  makeBook({ bookId: (place * 37) % 211, bookName: `Book ${place}`, rating: (place % 9) / 2, totalPages: 100 + (place % 13) * 10, yearOfPublishing: 1900 + (place % 7) }),
);

/** Serves `files` by URL, read afresh; anything else is a 404. */
function serve(files: Record<string, unknown>) {
  forgetLookAhead();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = String(input);
    return url in files ? Response.json(files[url]) : new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The files a build ships for `catalogue` (200 books: four pages of 64). */
function filesOf(catalogue: readonly Book[], bytes = LARGE, pageSize?: number): Record<string, unknown> {
  const { index, pages } = cutCatalogue(catalogue, { catalogueBytes: bytes, release: 'r1' }, pageSize);
  return { [CATALOGUE_INDEX_URL]: index, ...Object.fromEntries(pages.map((page, number) => [cataloguePageUrl(number), page])) };
}

const readIds = [5, 999, 42, 74, 111, 148, 185, 11, 48, 85, 122, 159, 196, 22];
const request: FirstLookRequest = {
  views: [
    { ids: readIds, sortKey: undefined, direction: 'asc' },
    { ids: books.slice(150).map((book) => book.bookId), sortKey: 'ratings', direction: 'desc' },
    { ids: readIds, sortKey: 'totalpages', direction: 'asc' },
    { ids: [], sortKey: undefined, direction: 'asc' },
  ],
  limit: 6,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetLookAhead();
});

describe('lookAhead', () => {
  it('shows each view the books and count the whole catalogue would, from the pages holding its first books only', async () => {
    const fetch = serve(filesOf(books));
    await expect(lookAhead(request, () => undefined)).resolves.toEqual(firstLooks(books, request));
    const pagesRead = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url !== CATALOGUE_INDEX_URL);
    expect(pagesRead.length).toBeLessThanOrEqual(4);
    expect(new Set(pagesRead).size).toBe(pagesRead.length);
  });

  it('leaves lists whose first books lie on more than four pages to the worker, without reading a page', async () => {
    const fetch = serve(filesOf(books, LARGE, 16));
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([CATALOGUE_INDEX_URL]);
  });

  it('agrees with a catalogue read of the same size', async () => {
    serve(filesOf(books));
    await expect(lookAhead(request, () => LARGE)).resolves.toEqual(firstLooks(books, request));
  });

  it('leaves a small catalogue to be read whole, without reading a page', async () => {
    const fetch = serve(filesOf(books, ON_PAGE_UP_TO));
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not trust an index cut from a catalogue of another size than the one read', async () => {
    serve(filesOf(books));
    await expect(lookAhead(request, () => LARGE + 1)).resolves.toBeUndefined();
  });

  it('gives up on an index that is missing, not JSON or not an index', async () => {
    serve({});
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    forgetLookAhead();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Sign in</html>')));
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    serve({ [CATALOGUE_INDEX_URL]: { version: 1, release: 'r1', catalogueBytes: LARGE, pageSize: 16, bookId: [1], rating: ['five'], totalPages: [2], yearOfPublishing: [3] } });
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    serve({ [CATALOGUE_INDEX_URL]: { version: 1, release: 'r1', catalogueBytes: LARGE, pageSize: 16, bookId: { 0: 1, length: 1 }, rating: [5], totalPages: [2], yearOfPublishing: [3] } });
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    serve({ [CATALOGUE_INDEX_URL]: { version: 1, release: 'r1', catalogueBytes: LARGE, pageSize: 16, bookId: [1, 2], rating: [5], totalPages: [2], yearOfPublishing: [3] } });
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
  });

  it('gives up when a page it needs is missing, or holds a book that is not the one indexed there', async () => {
    const files = filesOf(books);
    delete files[cataloguePageUrl(0)];
    serve(files);
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();

    const changed = books.map((book, place) => (place === 7 ? { ...book, rating: 5 - book.rating } : book));
    serve({ ...filesOf(books), [cataloguePageUrl(0)]: filesOf(changed)[cataloguePageUrl(0)] });
    await expect(lookAhead({ views: [{ ids: [books[7]!.bookId], sortKey: undefined, direction: 'asc' }], limit: 6 }, () => undefined)).resolves.toBeUndefined();
  });

  it('gives up on a page holding an invalid entry, or cut from another release, even for books it holds that are fine', async () => {
    const second = { ids: [books[1]!.bookId], sortKey: undefined, direction: 'asc' as const };
    const broken = filesOf(books);
    const page = broken[cataloguePageUrl(0)] as { release: string; books: unknown[] };
    broken[cataloguePageUrl(0)] = { ...page, books: [{ bookId: 'bad' }, ...page.books.slice(1)] };
    serve(broken);
    await expect(lookAhead({ views: [second], limit: 6 }, () => undefined)).resolves.toBeUndefined();
    serve({ ...filesOf(books), [cataloguePageUrl(0)]: { ...page, release: 'r2' } });
    await expect(lookAhead({ views: [second], limit: 6 }, () => undefined)).resolves.toBeUndefined();
    serve(filesOf(books));
    await expect(lookAhead({ views: [second], limit: 6 }, () => undefined)).resolves.toEqual([{ count: 1, books: [books[1]] }]);
  });

  it('reads the index and each page once per page load, and afresh once forgotten', async () => {
    const fetch = serve(filesOf(books));
    const one = { views: [{ ids: [books[3]!.bookId], sortKey: undefined, direction: 'asc' as const }], limit: 6 };
    await expect(lookAhead(one, () => undefined)).resolves.toEqual([{ count: 1, books: [books[3]] }]);
    await expect(lookAhead(one, () => undefined)).resolves.toEqual([{ count: 1, books: [books[3]] }]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([CATALOGUE_INDEX_URL, cataloguePageUrl(0)]);
    forgetLookAhead();
    await lookAhead(one, () => undefined);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('reads up to four pages for lists whose first books lie apart, and no more', async () => {
    // Pages of 16: the first books of this list lie on pages 0, 2, 4 and 6, and the fifth on page 8.
    const apart = [0, 40, 70, 100, 130].map((place) => books[place]!);
    const ids = apart.map((book) => book.bookId);
    const files = filesOf(books, LARGE, 16);
    serve(files);
    const look = (limit: number) => lookAhead({ views: [{ ids, sortKey: undefined, direction: 'asc' }], limit }, () => undefined);
    await expect(look(4)).resolves.toEqual([{ count: 5, books: apart.slice(0, 4) }]);
    await expect(look(5)).resolves.toBeUndefined();
  });

  it('gives up on an index that takes more than 5 seconds to come', async () => {
    forgetLookAhead();
    // The index never comes unless its read is called off.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            if (init?.signal?.aborted) reject(init.signal.reason);
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => AbortSignal.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')));
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
    expect(AbortSignal.timeout).toHaveBeenCalledWith(5_000);
  });

  it('gives up on an index the server answered with an error', async () => {
    // The pages are there; the index comes with an error status (a proxy's stale copy, say).
    const files = filesOf(books);
    serve(files);
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input) === CATALOGUE_INDEX_URL ? Response.json(files[CATALOGUE_INDEX_URL], { status: 503 }) : Response.json(files[String(input)]),
    );
    await expect(lookAhead(request, () => undefined)).resolves.toBeUndefined();
  });

  it('gives up when a page it needs is not a list of books', async () => {
    serve({ ...filesOf(books), [cataloguePageUrl(0)]: { books: filesOf(books)[cataloguePageUrl(0)] } });
    await expect(lookAhead({ views: [{ ids: [books[2]!.bookId], sortKey: undefined, direction: 'asc' }], limit: 6 }, () => undefined)).resolves.toBeUndefined();
  });

  it.each([
    ['id', { bookId: 9999 }],
    ['page count', { totalPages: 1 }],
    ['year', { yearOfPublishing: 1066 }],
  ])('gives up when a page holds a book whose %s is not the one indexed there', async (_field, change) => {
    const changed = books.map((book, place) => (place === 7 ? { ...book, ...change } : book));
    serve({ ...filesOf(books), [cataloguePageUrl(0)]: filesOf(changed)[cataloguePageUrl(0)] });
    await expect(lookAhead({ views: [{ ids: [books[7]!.bookId], sortKey: undefined, direction: 'asc' }], limit: 6 }, () => undefined)).resolves.toBeUndefined();
  });
});
