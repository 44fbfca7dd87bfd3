import { describe, expect, it } from 'vitest';
import type { Book } from './book';
import { firstLooks, listedBooks, sameView } from './listedBooks';
import { makeBook } from '../testing/makeBook';

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
    expect(ids(listedBooks(catalogue, [1, 2, 3], 'totalpages', 'desc'))).toEqual([3, 1, 2]);
  });

  it('keeps catalogue order when no sort is chosen', () => {
    expect(ids(listedBooks(catalogue, [4, 3, 1], undefined))).toEqual([1, 3, 4]);
  });

  it('leaves out ids that are not in the catalogue', () => {
    expect(ids(listedBooks(catalogue, [99, 4], 'totalpages'))).toEqual([4]);
  });
});

describe('firstLooks', () => {
  it("gives each view's count and its first books, in the views' order", () => {
    const looks = firstLooks(catalogue, {
      views: [
        { ids: [1, 2, 3, 99], sortKey: 'totalpages', direction: 'desc' },
        { ids: [], sortKey: undefined, direction: 'asc' },
      ],
      limit: 2,
    });
    expect(looks.map((look) => ({ count: look.count, ids: ids(look.books) }))).toEqual([
      { count: 3, ids: [3, 1] },
      { count: 0, ids: [] },
    ]);
  });
});

describe('sameView', () => {
  const view = { ids: [3, 1], sortKey: 'ratings', direction: 'asc' } as const;

  it('matches the same ids in the same order, sorted the same way', () => {
    expect(sameView(view, { ...view, ids: [3, 1] })).toBe(true);
    expect(sameView({ ids: [1], sortKey: undefined, direction: 'asc' }, { ids: [1], sortKey: undefined, direction: 'desc' })).toBe(true);
  });

  it.each([
    ['another order of ids', { ...view, ids: [1, 3] }],
    ['an id more', { ...view, ids: [3, 1, 2] }],
    ['another sort', { ...view, sortKey: 'year' as const }],
    ['the other direction', { ...view, direction: 'desc' as const }],
  ])('does not match %s', (_case, other) => {
    expect(sameView(view, other)).toBe(false);
  });
});
