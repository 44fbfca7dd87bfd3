import { describe, expect, it } from 'vitest';
import { sortBooksByTitle, titleSortKey } from './titleOrder';
import { makeBook } from '../testing/makeBook';

const titled = (bookId: number, bookName: string) => makeBook({ bookId, bookName });

describe('sortBooksByTitle', () => {
  it('orders A to Z ignoring case and accents', () => {
    const books = [titled(1, 'zebra'), titled(2, 'Émile'), titled(3, 'apple'), titled(4, 'Eagle')];
    expect(sortBooksByTitle(books).map((b) => b.bookName)).toEqual(['apple', 'Eagle', 'Émile', 'zebra']);
  });

  it('orders numbers in titles by value', () => {
    const books = [titled(1, 'Dune #10'), titled(2, 'Dune #2'), titled(3, 'Dune #1')];
    expect(sortBooksByTitle(books).map((b) => b.bookId)).toEqual([3, 2, 1]);
  });

  it('keeps the catalogue order for equal titles and leaves its input alone', () => {
    const books = [titled(1, 'Same'), titled(2, 'same'), titled(3, 'Another')];
    expect(sortBooksByTitle(books).map((b) => b.bookId)).toEqual([3, 1, 2]);
    expect(books.map((b) => b.bookId)).toEqual([1, 2, 3]);
  });

  it('gives equal keys to titles that differ only in case, accents or outer spaces', () => {
    expect(titleSortKey(' Émile ')).toBe(titleSortKey('emile'));
  });
});
