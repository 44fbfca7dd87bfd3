import { describe, expect, it, vi } from 'vitest';
import { makeBook } from '../testing/makeBook';

async function freshFirstLook() {
  vi.resetModules();
  return import('./catalogueFirstLook');
}

const view = { ids: [1, 2], sortKey: undefined, direction: 'asc' } as const;

describe('first look', () => {
  it('is asked for once: the next read finds no wish', async () => {
    const { noteFirstLookWish, firstLookWanted } = await freshFirstLook();
    noteFirstLookWish({ views: [view], limit: 3 });
    expect(await firstLookWanted()).toEqual({ views: [view], limit: 3 });
    expect(await firstLookWanted()).toBeUndefined();
  });

  it('finds the look for a view only in an answer for that view', async () => {
    const { firstLookFor } = await freshFirstLook();
    const look = { count: 3, books: [makeBook({ bookId: 1 }), makeBook({ bookId: 2 })] };
    const answer = { views: [{ ...view, ids: [1, 2, 3] }], looks: [look] };
    expect(firstLookFor(answer, { ...view, ids: [1, 2, 3] })).toBe(look);
    expect(firstLookFor(answer, { ...view, ids: [3, 2, 1] })).toBeUndefined();
    expect(firstLookFor(answer, { ...view, ids: [1, 2, 3], sortKey: 'year' })).toBeUndefined();
    expect(firstLookFor(answer, { ...view, ids: [1, 2, 3, 4] })).toBeUndefined();
    expect(firstLookFor(undefined, view)).toBeUndefined();
  });

  it('keeps showing the look, less a card the visitor removed meanwhile, and not for other removals', async () => {
    const { firstLookFor } = await freshFirstLook();
    const [first, second] = [makeBook({ bookId: 1 }), makeBook({ bookId: 2 })];
    const answer = { views: [{ ...view, ids: [1, 2, 3] }], looks: [{ count: 3, books: [first, second] }] };
    expect(firstLookFor(answer, { ...view, ids: [2, 3] })).toEqual({ count: 2, books: [second] });
    // Book 3 is not among the cards shown: whether it was in the catalogue, and so in the count, is not known.
    expect(firstLookFor(answer, { ...view, ids: [1, 2] })).toBeUndefined();
  });

  it('tells a look already shown from one that would change the cards: other counts, other books or their order', async () => {
    const { showsLooks } = await freshFirstLook();
    const [one, two] = [makeBook({ bookId: 1 }), makeBook({ bookId: 2 })];
    const other = { ...view, ids: [5] };
    const answer = { views: [view, other], looks: [{ count: 2, books: [one, two] }, { count: 1, books: [makeBook({ bookId: 5 })] }] };
    expect(showsLooks(answer, [view], [{ count: 2, books: [one, two] }])).toBe(true);
    expect(showsLooks(answer, [view], [{ count: 3, books: [one, two] }])).toBe(false);
    expect(showsLooks(answer, [view], [{ count: 2, books: [two, one] }])).toBe(false);
    expect(showsLooks(answer, [view], [{ count: 2, books: [one] }])).toBe(false);
    expect(showsLooks(answer, [view, other], [{ count: 2, books: [one, two] }])).toBe(false);
    expect(showsLooks(answer, [{ ...view, ids: [9] }], [{ count: 2, books: [one, two] }])).toBe(false);
    expect(showsLooks(undefined, [view], [{ count: 2, books: [one, two] }])).toBe(false);
  });

  it('answers a view only with a look the answer holds for it', async () => {
    const { answersAll, firstLookFor } = await freshFirstLook();
    const other = { ...view, ids: [5] };
    // The worker answered the first view only.
    const answer = { views: [other, view], looks: [{ count: 1, books: [makeBook({ bookId: 5 })] }] };
    expect(firstLookFor(answer, view)).toBeUndefined();
    expect(answersAll(answer, [other])).toBe(true);
    expect(answersAll(answer, [other, view])).toBe(false);
    expect(answersAll(undefined, [other])).toBe(false);
  });

  it('counts every card removed from the look, and keeps the rest in their order', async () => {
    const { firstLookFor } = await freshFirstLook();
    const books = [1, 2, 3, 4].map((bookId) => makeBook({ bookId }));
    const answer = { views: [{ ...view, ids: [1, 2, 3, 4, 5] }], looks: [{ count: 5, books }] };
    expect(firstLookFor(answer, { ...view, ids: [2, 4, 5] })).toEqual({ count: 3, books: [books[1], books[3]] });
    // Book 5 is not among the cards: whether it was in the catalogue, and so in the count, is not known.
    expect(firstLookFor(answer, { ...view, ids: [2, 4] })).toBeUndefined();
    // Not a removal: an id added, or the order changed.
    expect(firstLookFor(answer, { ...view, ids: [2, 1, 3, 4, 5] })).toBeUndefined();
    expect(firstLookFor(answer, { ...view, ids: [1, 2, 3, 4, 5, 6] })).toBeUndefined();
  });
});
