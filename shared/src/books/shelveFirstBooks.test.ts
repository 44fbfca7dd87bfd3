import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { cutCatalogue } from './catalogueIndex';
import { forgetShelf } from './catalogueShelf';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from './catalogueUrls';
import { FIRST_LOOK_BOOKS } from './listedBooks';
import { placeListView, shelveFirstBooks } from './shelveFirstBooks';
import { listedBooks } from './listedBooks';

// 200 books in pages of 8, sort fields out of step with the catalogue's order.
const books = Array.from({ length: 200 }, (_, place) =>
  makeBook({ bookId: 1000 + place, rating: (place * 7) % 5, totalPages: (place * 13) % 97, yearOfPublishing: 1900 + ((place * 31) % 89) }),
);
const { index, pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 8);
const ids = books.filter((_, place) => place % 3 === 0).map((book) => book.bookId);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  forgetShelf();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === CATALOGUE_INDEX_URL) return Response.json(index);
    const page = pages.findIndex((_, number) => cataloguePageUrl(number) === url);
    return page < 0 ? new Response('', { status: 404 }) : Response.json(pages[page]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const pagesRead = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url !== CATALOGUE_INDEX_URL)
    .sort();

describe('placeListView', () => {
  it.each([undefined, 'ratings', 'totalpages', 'year'] as const)('places a list as the whole catalogue orders it (%s), both ways', (sortKey) => {
    for (const direction of ['asc', 'desc'] as const) {
      const places = placeListView(index, { ids: [...ids, 1], sortKey, direction });
      expect(places.map((place) => books[place]?.bookId)).toEqual(listedBooks(books, ids, sortKey, direction).map((book) => book.bookId));
    }
  });
});

describe('shelveFirstBooks', () => {
  it("reads the index, then the pages holding each view's first screen of books, and no others", async () => {
    const views = [
      { ids, sortKey: undefined, direction: 'asc' as const },
      { ids, sortKey: 'year' as const, direction: 'desc' as const },
    ];
    await shelveFirstBooks(views);
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(1));
    const wanted = new Set(views.flatMap((view) => placeListView(index, view).slice(0, FIRST_LOOK_BOOKS).map((place) => cataloguePageUrl(Math.floor(place / 8)))));
    expect(pagesRead()).toEqual([...wanted].sort());
    expect(wanted.size).toBeLessThan(pages.length);
  });

  it('reads no page when the index cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await shelveFirstBooks([{ ids, sortKey: undefined, direction: 'asc' }]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
