import { describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { sortBooks } from './sortBooks';

/**
 * The module loaded afresh in each test: its index schema is built when it loads, and the
 * mutation tests' runner only sees a change to it in a test that loads the module itself.
 */
async function freshIndex() {
  vi.resetModules();
  return import('./catalogueIndex');
}

const source = { catalogueBytes: 5000, release: 'r1' };

const books = [
  makeBook({ bookId: 10, rating: 4, totalPages: 300, yearOfPublishing: 1990 }),
  makeBook({ bookId: 20, rating: 2, totalPages: 100, yearOfPublishing: 2001 }),
  makeBook({ bookId: 30, rating: 5, totalPages: 200, yearOfPublishing: 1850 }),
];

describe('catalogue index', () => {
  it('cuts a catalogue into pages of whole books in its order, and an index of its ids and sort fields', async () => {
    const { cutCatalogue, readCatalogueIndex } = await freshIndex();
    const { index, pages } = cutCatalogue(books, source, 2);
    expect(pages).toEqual([
      { release: 'r1', books: books.slice(0, 2) },
      { release: 'r1', books: books.slice(2) },
    ]);
    expect(index).toEqual({
      version: 1,
      release: 'r1',
      catalogueBytes: 5000,
      pageSize: 2,
      bookId: [10, 20, 30],
      rating: [4, 2, 5],
      totalPages: [300, 100, 200],
      yearOfPublishing: [1990, 2001, 1850],
    });
    expect(readCatalogueIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
  });

  it('cuts pages of 64 books unless told otherwise', async () => {
    const { cutCatalogue } = await freshIndex();
    const many = Array.from({ length: 130 }, (_, place) => makeBook({ bookId: place }));
    expect(cutCatalogue(many, source).pages.map((page) => page.books.length)).toEqual([64, 64, 2]);
    // No empty page after a full last one.
    expect(cutCatalogue(many.slice(0, 128), source).pages.map((page) => page.books.length)).toEqual([64, 64]);
  });

  it('reads an empty catalogue’s index', async () => {
    const { cutCatalogue, readCatalogueIndex } = await freshIndex();
    const { index } = cutCatalogue([], { catalogueBytes: 0, release: 'r0' }, 1);
    expect(readCatalogueIndex(index)).toEqual(index);
  });

  it.each([
    ['another version', { version: 2 }],
    ['no release', { release: undefined }],
    ['an empty release', { release: '' }],
    ['a release that is not text', { release: 1 }],
    ['a size that is not a whole number of bytes', { catalogueBytes: 10.5 }],
    ['a negative size', { catalogueBytes: -1 }],
    ['a size that is not a number', { catalogueBytes: '5000' }],
    ['pages of no books', { pageSize: 0 }],
    ['pages of part of a book', { pageSize: 1.5 }],
    ['a page size that is not a number', { pageSize: '2' }],
    ['a column that is not a list', { rating: 4 }],
    ['a column holding something other than numbers', { totalPages: [300, '100', 200] }],
    ['a column holding a number that is not finite', { yearOfPublishing: [1990, null, 1850] }],
    ['a column shorter than the ids', { rating: [4, 2] }],
    ['a column longer than the ids', { totalPages: [300, 100, 200, 1] }],
    ['a year column shorter than the ids', { yearOfPublishing: [1990] }],
    ['no ids', { bookId: undefined }],
  ])('turns down an index with %s', async (_case, change) => {
    const { cutCatalogue, readCatalogueIndex } = await freshIndex();
    const { index } = cutCatalogue(books, source, 2);
    expect(readCatalogueIndex({ ...index, ...change })).toBeUndefined();
  });

  it('turns down what is not an index at all', async () => {
    const { readCatalogueIndex } = await freshIndex();
    expect(readCatalogueIndex(null)).toBeUndefined();
    expect(readCatalogueIndex([])).toBeUndefined();
    expect(readCatalogueIndex('index')).toBeUndefined();
  });

  it("places a list's books in catalogue order, leaving out ids the catalogue lacks", async () => {
    const { cutCatalogue, placeView } = await freshIndex();
    const { index } = cutCatalogue(books, source, 2);
    expect(placeView(index, [30, 99, 10], undefined)).toEqual([0, 2]);
    expect(placeView(index, [], undefined)).toEqual([]);
  });

  it("places a list's books as sortBooks orders them, by the fields the index holds", async () => {
    const { cutCatalogue, placeView } = await freshIndex();
    const { index } = cutCatalogue(books, source, 2);
    const ids = [10, 20, 30];
    expect(placeView(index, ids, (indexed) => sortBooks(indexed, 'ratings', 'desc'))).toEqual([2, 0, 1]);
    expect(placeView(index, ids, (indexed) => sortBooks(indexed, 'totalpages', 'asc'))).toEqual([1, 2, 0]);
    expect(placeView(index, ids, (indexed) => sortBooks(indexed, 'year', 'asc'))).toEqual([2, 0, 1]);
  });
});
