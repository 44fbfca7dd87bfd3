import { describe, expect, it } from 'vitest';
import { makeBook } from '@bookmarked/shared/testing';
import { applicableFilters, buildSearchIndex, findBooks, prepareSearch, searchIndexFor } from './searchIndex';

const books = [
  makeBook({ bookId: 1, bookName: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', category: 'Magic Realism', publisher: 'Harper', tags: ['Family', 'Latin America'], rating: 4.6, totalPages: 417, yearOfPublishing: 1967 }),
  makeBook({ bookId: 2, bookName: 'Wuthering Heights', author: 'Emily Brontë', category: 'Classic', publisher: 'Penguin Classics', tags: ['Gothic', 'Romance'], rating: 3.9, totalPages: 416, yearOfPublishing: 1847 }),
  makeBook({ bookId: 3, bookName: 'Dune', author: 'Frank Herbert', category: 'Science Fiction', publisher: 'Chilton', tags: ['Fantasy', 'Desert'], rating: 4.3, totalPages: 612, yearOfPublishing: 1965 }),
  makeBook({ bookId: 4, bookName: 'The Hobbit', author: 'J. R. R. Tolkien', category: 'Classic', publisher: 'Allen & Unwin', tags: ['Fantasy'], rating: 4.3, totalPages: 310, yearOfPublishing: 1937 }),
];
const index = buildSearchIndex(books);
const ids = (q: string, extra = {}) => findBooks(index, { q, ...extra }).map((book) => book.bookId);

describe('findBooks', () => {
  it('finds every book for an empty or blank query, in catalogue order', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('ignores case and accents', () => {
    expect(ids('marquez')).toEqual([1]);
    expect(ids('BRONTE')).toEqual([2]);
    expect(ids('brontë')).toEqual([2]);
  });

  it.each([
    ['title', 'heights', [2]],
    ['author', 'herbert', [3]],
    ['category', 'science fic', [3]],
    ['publisher', 'unwin', [4]],
    ['tag', 'latin', [1]],
    ['part of a word', 'obbi', [4]],
  ])('matches any part of the %s', (_field, q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('needs every word, in any field', () => {
    expect(ids('dune herbert')).toEqual([3]);
    expect(ids('dune tolkien')).toEqual([]);
  });

  it('treats markup and regular-expression characters as plain text', () => {
    expect(ids('<b>')).toEqual([]);
    expect(ids('.*')).toEqual([]);
    expect(ids('&')).toEqual([4]);
  });

  it('combines the query with a category and a tag', () => {
    expect(ids('', { category: 'Classic' })).toEqual([2, 4]);
    expect(ids('', { tag: 'Fantasy' })).toEqual([3, 4]);
    expect(ids('', { category: 'Classic', tag: 'Fantasy' })).toEqual([4]);
    expect(ids('hobbit', { category: 'Science Fiction' })).toEqual([]);
  });

  it('matches a category or tag whatever its case or accents, and ignores unknown ones', () => {
    expect(ids('', { category: 'classic' })).toEqual([2, 4]);
    expect(ids('', { category: 'Poetry' })).toEqual([1, 2, 3, 4]);
    expect(ids('', { tag: 'nope' })).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['rating', [2, 3, 4, 1]],
    ['pages', [4, 2, 1, 3]],
    ['year', [2, 4, 3, 1]],
    ['title', [3, 1, 4, 2]],
  ] as const)('sorts by %s, keeping the filters', (sort, expected) => {
    expect(ids('', { sort })).toEqual(expected);
    expect(ids('', { sort, tag: 'Fantasy' })).toEqual(expected.filter((id) => id === 3 || id === 4));
  });
});

describe('the index', () => {
  it('offers the categories and tags present, sorted', () => {
    expect(index.categories).toEqual(['Classic', 'Magic Realism', 'Science Fiction']);
    expect(index.tags).toEqual(['Desert', 'Family', 'Fantasy', 'Gothic', 'Latin America', 'Romance']);
  });

  it('orders names alphabetically whatever their case and accents', () => {
    const mixed = buildSearchIndex([
      makeBook({ bookId: 1, category: 'zen', tags: ['Émigré', 'apple', 'Eagle'] }),
      makeBook({ bookId: 2, category: 'Ávila', tags: ['eel', 'Zebra'] }),
    ]);
    expect(mixed.categories).toEqual(['Ávila', 'zen']);
    expect(mixed.tags).toEqual(['apple', 'Eagle', 'eel', 'Émigré', 'Zebra']);
  });

  it('folds the search texts in slices, and a search before the end still finds every match', () => {
    const sliced = buildSearchIndex(books);
    expect(prepareSearch(sliced, 3)).toBe(false);
    expect(findBooks(sliced, { q: 'tolkien' }).map((book) => book.bookId)).toEqual([4]);
    expect(prepareSearch(sliced, 3)).toBe(true);
  });

  it('is built once per catalogue', () => {
    expect(searchIndexFor(books)).toBe(searchIndexFor(books));
    expect(searchIndexFor([...books])).not.toBe(searchIndexFor(books));
  });

  it('keeps only the filters the catalogue can honour, spelled as the catalogue does', () => {
    expect(applicableFilters(index, { q: 'x', category: 'CLASSIC', tag: 'Unknown', sort: 'year' })).toEqual({
      q: 'x',
      category: 'Classic',
      sort: 'year',
    });
  });
});
