import { describe, expect, it } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { cutCatalogue } from './catalogueIndex';
import { readCataloguePage } from './cataloguePage';

const books = Array.from({ length: 5 }, (_, place) => makeBook({ bookId: 100 + place, rating: place, totalPages: 10 * place, yearOfPublishing: 1900 + place }));
const { index, pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'r1' }, 2);
const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('readCataloguePage', () => {
  it('reads each page of the index, the last one short', () => {
    expect(pages.map((page, number) => readCataloguePage(copy(page), index, number))).toEqual([
      { kind: 'books', books: books.slice(0, 2) },
      { kind: 'books', books: books.slice(2, 4) },
      { kind: 'books', books: books.slice(4) },
    ]);
  });

  it('tells a page of another release, before anything else in it', () => {
    expect(readCataloguePage({ release: 'r2', books: [] }, index, 0)).toEqual({ kind: 'otherRelease' });
  });

  it.each([
    ['not a page', [books[0], books[1]]],
    ['no release', { books: books.slice(0, 2) }],
    ['no books', { release: 'r1' }],
    ['a book too few', { release: 'r1', books: books.slice(0, 1) }],
    ['a book too many', { release: 'r1', books: books.slice(0, 3) }],
    ['an invalid book', { release: 'r1', books: [books[0], { bookId: 101 }] }],
    ['another book at a place', { release: 'r1', books: [books[0], books[2]] }],
    ['a rating other than the index says', { release: 'r1', books: [books[0], { ...books[1], rating: 4 }] }],
    ['a page count other than the index says', { release: 'r1', books: [{ ...books[0], totalPages: 7 }, books[1]] }],
    ['a year other than the index says', { release: 'r1', books: [books[0], { ...books[1], yearOfPublishing: 1066 }] }],
  ])('turns down %s', (_case, data) => {
    expect(readCataloguePage(copy(data), index, 0)).toEqual({ kind: 'invalid' });
  });

  it('turns down a page past the end of the index', () => {
    expect(readCataloguePage({ release: 'r1', books: [] }, index, 3)).toEqual({ kind: 'invalid' });
    const even = cutCatalogue(books.slice(0, 4), { catalogueBytes: 1, release: 'r1' }, 2).index;
    expect(readCataloguePage({ release: 'r1', books: [] }, even, 2)).toEqual({ kind: 'invalid' });
  });
});
