import { describe, expect, it } from 'vitest';
import type { Book } from './book';
import { booksInList, isSortKey, sortBooks } from './sortBooks';
import { makeBook } from '../testing/makeBook';

const make = (bookId: number, rating: number, totalPages: number, yearOfPublishing: number): Book =>
  makeBook({ bookId, rating, totalPages, yearOfPublishing });

const books = [make(1, 4.5, 300, 1990), make(2, 3.9, 120, 2005), make(3, 4.1, 800, 1850)];

describe('sortBooks', () => {
  it.each([
    ['ratings', [2, 3, 1]],
    ['totalpages', [2, 1, 3]],
    ['year', [3, 1, 2]],
  ] as const)('sorts ascending by %s', (key, order) => {
    expect(sortBooks(books, key).map((b) => b.bookId)).toEqual(order);
  });

  it.each([
    ['ratings', [1, 3, 2]],
    ['totalpages', [3, 1, 2]],
    ['year', [2, 1, 3]],
  ] as const)('sorts highest first by %s when asked', (key, order) => {
    expect(sortBooks(books, key, 'desc').map((b) => b.bookId)).toEqual(order);
  });

  it('keeps ties in their order in both directions', () => {
    const tied = [make(1, 4, 100, 2000), make(2, 4, 100, 2000), make(3, 5, 100, 2000)];
    expect(sortBooks(tied, 'ratings', 'desc').map((b) => b.bookId)).toEqual([3, 1, 2]);
    expect(sortBooks(tied, 'ratings').map((b) => b.bookId)).toEqual([1, 2, 3]);
  });

  it('keeps books with equal values in the order they came', () => {
    const tied = [make(7, 3.9, 100, 2000), make(8, 4.8, 100, 2000), make(9, 3.9, 100, 2000)];
    expect(sortBooks(tied, 'ratings').map((b) => b.bookId)).toEqual([7, 9, 8]);
    expect(sortBooks(tied, 'totalpages').map((b) => b.bookId)).toEqual([7, 8, 9]);
  });

  it('does not change its input', () => {
    sortBooks(books, 'year');
    expect(books.map((b) => b.bookId)).toEqual([1, 2, 3]);
  });

  it('knows its keys', () => {
    expect(isSortKey('ratings')).toBe(true);
    expect(isSortKey('toString')).toBe(false);
  });
});

describe('booksInList', () => {
  it('keeps the books whose ids are listed and leaves unknown ids out', () => {
    expect(booksInList(books, [3, 99, 1]).map((b) => b.bookId)).toEqual([1, 3]);
  });

  it('shows a repeated id once, and nothing for an empty list', () => {
    expect(booksInList(books, [2, 2]).map((b) => b.bookId)).toEqual([2]);
    expect(booksInList(books, [])).toEqual([]);
  });
});
