import { describe, expect, it } from 'vitest';
import type { Book } from '@bookmarked/shared';
import { makeBook } from '@bookmarked/shared/testing';
import { listedBooks } from './listedBooks';

// How shared filters and sorts is tested in shared; here, only what a tab shows.
const catalogue = [
  makeBook({ bookId: 1, totalPages: 300 }),
  makeBook({ bookId: 2, totalPages: 120 }),
  makeBook({ bookId: 3, totalPages: 800 }),
  makeBook({ bookId: 4, totalPages: 50 }),
];
const ids = (books: readonly Book[]) => books.map((item) => item.bookId);

describe('listedBooks', () => {
  it("shows only the list's books, sorted by the chosen key", () => {
    expect(ids(listedBooks(catalogue, [1, 2, 3], 'totalpages'))).toEqual([2, 1, 3]);
  });

  it('keeps catalogue order when no sort is chosen', () => {
    expect(ids(listedBooks(catalogue, [4, 3, 1], undefined))).toEqual([1, 3, 4]);
  });

  it('leaves out ids that are not in the catalogue', () => {
    expect(ids(listedBooks(catalogue, [99, 4], 'totalpages'))).toEqual([4]);
  });
});
