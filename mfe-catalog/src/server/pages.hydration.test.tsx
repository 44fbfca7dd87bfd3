import { describe, expect, it } from 'vitest';
import { $catalogue, listStores } from '@bookmarked/shared';
import { hydrationProblems, makeBook } from '@bookmarked/shared/testing';
import pagesToRender from './pages';

const books = [makeBook({ bookId: 1, bookName: 'Alpha' }), makeBook({ bookId: 2, bookName: 'Beta' })];

describe('the catalogue pages drawn by the server', () => {
  it('hydrate in the browser without a mismatch, for a visitor whose lists hold books', async () => {
    $catalogue.set({ status: 'ready', books });
    for (const { element, path } of pagesToRender(books)) {
      const problems = await hydrationProblems(() => element, path, () => {
        listStores.readList.set([1]);
        listStores.wishList.set([2]);
      });
      expect(problems, path).toEqual([]);
    }
  });
});
