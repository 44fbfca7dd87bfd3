import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import type { Book } from './book';
import { cutCatalogue } from './catalogueIndex';
import { catalogueMessages } from './catalogueMessages';
import { $catalogueShelf, forgetShelf, openShelf, retryShelf, shelveBooks, shelvedBook, type ShelfState } from './catalogueShelf';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';

const books: Book[] = Array.from({ length: 10 }, (_, place) => makeBook({ bookId: 50 + place, bookName: `Book ${place}`, rating: place % 5 }));
/** The same catalogue, released again with another book at place 0. */
const nextBooks: Book[] = [makeBook({ bookId: 999, bookName: 'New' }), ...books.slice(1)];

type Answer = unknown;
let files: Map<string, Answer[]>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Serves the files of `catalogue` cut in pages of 4; each later answer for a URL replaces the first after it is taken. */
function serveRelease(catalogue: readonly Book[], release: string) {
  const { index, pages } = cutCatalogue(catalogue, { catalogueBytes: 1, release }, 4);
  files.set(CATALOGUE_INDEX_URL, [index]);
  pages.forEach((page, number) => files.set(cataloguePageUrl(number), [page]));
}

/** The next answers for a URL: a value is its JSON, a number an error status, a string the body as is. */
function answer(url: string, ...answers: Answer[]) {
  files.set(url, answers);
}

const readsOf = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url);
const ready = () => {
  const state = $catalogueShelf.get();
  if (state.status !== 'ready') throw new Error(`not ready: ${JSON.stringify(state)}`);
  return state;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The shelf asks for the page of place 4 and its answer is held back; meanwhile another page
 * tells of a new release, whose index the shelf takes. Gives what answers the held read.
 */
async function pageHeldWhileIndexReplaced(): Promise<(response: Response) => void> {
  await openShelf();
  let answerHeld: (response: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerHeld = resolve)));
  shelveBooks([4]);
  serveRelease(nextBooks, 'r2');
  shelveBooks([0]);
  await settle();
  await settle();
  expect(ready().index.release).toBe('r2');
  return answerHeld;
}

const shelved = (state: Extract<ShelfState, { status: 'ready' }>) =>
  state.index.bookId.map((_, place) => shelvedBook(state, place)?.bookName ?? null);

beforeEach(() => {
  forgetShelf();
  files = new Map();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const queue = files.get(String(input));
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (next === undefined) return new Response('Not found', { status: 404 });
    if (next === 'unreachable') throw new TypeError('Failed to fetch');
    if (typeof next === 'number') return new Response('', { status: next });
    if (typeof next === 'string') return new Response(next);
    return Response.json(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  serveRelease(books, 'r1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogueShelf', () => {
  it('reads the index when opened, not when watched, once, and no page until asked', async () => {
    const unbind = $catalogueShelf.listen(() => {});
    expect($catalogueShelf.get()).toEqual({ status: 'loading' });
    expect(fetchMock).not.toHaveBeenCalled();
    await openShelf();
    await openShelf();
    expect(ready().index.bookId).toEqual(books.map((book) => book.bookId));
    expect(ready().pages.size).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('starts as loading, for a page that opens it', async () => {
    vi.resetModules();
    const fresh = await import('./catalogueShelf');
    expect(fresh.$catalogueShelf.get()).toEqual({ status: 'loading' });
  });

  it('leaves alone the error of a page read for an index replaced meanwhile', async () => {
    const failPage = await pageHeldWhileIndexReplaced();
    failPage(new Response('', { status: 500 }));
    await settle();
    expect(ready().index.release).toBe('r2');
  });

  it('shares one read of the index between those who ask at once', async () => {
    await Promise.all([openShelf(), openShelf()]);
    expect(readsOf(CATALOGUE_INDEX_URL)).toHaveLength(1);
  });

  it('reads only the pages holding the places asked for, each once', async () => {
    await openShelf();
    shelveBooks([5, 6, 9]);
    shelveBooks([7]);
    await settle();
    shelveBooks([4, 8]);
    await settle();
    expect(shelved(ready())).toEqual([null, null, null, null, 'Book 4', 'Book 5', 'Book 6', 'Book 7', 'Book 8', 'Book 9']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([CATALOGUE_INDEX_URL, cataloguePageUrl(1), cataloguePageUrl(2)]);
    expect(shelvedBook(ready(), 0)).toBeUndefined();
  });

  it('asks for no page before the index is in', async () => {
    shelveBooks([0]);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['answers 500', 500, catalogueMessages.catalogueHttpError(500)],
    ['is missing', 404, catalogueMessages.catalogueHttpError(404)],
    ['holds broken JSON', '[{"bookId":', catalogueMessages.catalogueInvalid],
    ['cannot be reached', 'unreachable', catalogueMessages.catalogueUnreachable],
    ['holds a book other than the index says', { release: 'r1', books: [...books.slice(1, 4), books[0]] }, catalogueMessages.catalogueInvalid],
  ])('shows the catalogue error when a page %s, asks nothing more meanwhile, and reads it again on Retry', async (_case, bad, message) => {
    await openShelf();
    answer(cataloguePageUrl(0), bad, cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4).pages[0]);
    shelveBooks([0]);
    await settle();
    expect($catalogueShelf.get()).toEqual({ status: 'error', message });
    shelveBooks([0, 4]);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await retryShelf();
    expect(ready().index.bookId).toHaveLength(10);
    shelveBooks([0]);
    await settle();
    expect(shelvedBook(ready(), 0)?.bookName).toBe('Book 0');
    expect(readsOf(CATALOGUE_INDEX_URL)).toHaveLength(1);
  });

  it.each([
    ['answers 503', 503, catalogueMessages.catalogueHttpError(503)],
    ['is not an index', { version: 1, release: 'r1' }, catalogueMessages.catalogueInvalid],
    ['holds broken JSON', '{"version":', catalogueMessages.catalogueInvalid],
    ['cannot be reached', 'unreachable', catalogueMessages.catalogueUnreachable],
  ])('shows the catalogue error when the index %s, and reads it again on Retry only', async (_case, bad, message) => {
    const { index } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4);
    answer(CATALOGUE_INDEX_URL, bad, index);
    await openShelf();
    expect($catalogueShelf.get()).toEqual({ status: 'error', message });
    await openShelf();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const retried = retryShelf();
    expect($catalogueShelf.get()).toEqual({ status: 'loading' });
    await retried;
    expect(ready().index).toEqual(index);
  });

  it('reads a page of another release again past the cache, and keeps it if the server has the right one', async () => {
    await openShelf();
    const { pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4);
    answer(cataloguePageUrl(0), { ...pages[0], release: 'r0' }, pages[0]);
    shelveBooks([0]);
    await settle();
    expect(readsOf(cataloguePageUrl(0)).map(([, init]) => init?.cache)).toEqual(['default', 'no-cache']);
    expect(shelvedBook(ready(), 0)?.bookName).toBe('Book 0');
  });

  it('starts over from the new index when the catalogue was released again: no book of the old release stays', async () => {
    await openShelf();
    shelveBooks([4]);
    await settle();
    expect(shelvedBook(ready(), 4)?.bookName).toBe('Book 4');
    serveRelease(nextBooks, 'r2');
    shelveBooks([0]);
    await settle();
    await settle();
    expect(readsOf(CATALOGUE_INDEX_URL).map(([, init]) => init?.cache)).toEqual(['default', 'no-cache']);
    expect(ready().index.release).toBe('r2');
    expect(ready().index.bookId[0]).toBe(999);
    expect(ready().pages.size).toBe(0);
    shelveBooks([0, 4]);
    await settle();
    expect(shelved(ready()).slice(0, 5)).toEqual(['New', 'Book 1', 'Book 2', 'Book 3', 'Book 4']);
  });

  it('shows the catalogue error when a page and the index disagree however often they are read', async () => {
    await openShelf();
    const { pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4);
    answer(cataloguePageUrl(0), { ...pages[0], release: 'r2' });
    shelveBooks([0]);
    await settle();
    await settle();
    expect($catalogueShelf.get()).toEqual({ status: 'error', message: catalogueMessages.catalogueInvalid });
    expect(readsOf(CATALOGUE_INDEX_URL)).toHaveLength(2);
  });

  it('shows why the index could not be read again when a page of another release sent for it', async () => {
    await openShelf();
    answer(cataloguePageUrl(0), { release: 'r2', books: [] });
    answer(CATALOGUE_INDEX_URL, 500);
    shelveBooks([0]);
    await settle();
    await settle();
    expect($catalogueShelf.get()).toEqual({ status: 'error', message: catalogueMessages.catalogueHttpError(500) });
  });

  it('drops a page that comes in for an index replaced meanwhile', async () => {
    const { pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4);
    const sendPage = await pageHeldWhileIndexReplaced();
    sendPage(Response.json(pages[1]));
    await settle();
    expect(ready().pages.size).toBe(0);
    // The page is asked for again, for the new index.
    shelveBooks([4]);
    await settle();
    expect(shelvedBook(ready(), 4)?.bookName).toBe('Book 4');
  });

  it('forgets a failed page once Retry is asked, so the view reads it again', async () => {
    await openShelf();
    answer(cataloguePageUrl(1), 500, cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 4).pages[1]);
    shelveBooks([4]);
    await settle();
    await retryShelf();
    shelveBooks([4]);
    await settle();
    expect(readsOf(cataloguePageUrl(1))).toHaveLength(2);
    expect(shelvedBook(ready(), 4)?.bookName).toBe('Book 4');
  });
});
