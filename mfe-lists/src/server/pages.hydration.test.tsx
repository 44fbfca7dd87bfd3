import { describe, expect, it } from 'vitest';
import { $catalogue, listStores } from '@bookmarked/shared';
import { hydrationProblems, makeBook } from '@bookmarked/shared/testing';
import pagesToRender from './pages';

describe("Listed Books' frame drawn by the server", () => {
  it('hydrates in the browser without a mismatch, whatever the lists hold', async () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ bookId: 1, bookName: 'Alpha' })] });
    for (const { element, path } of pagesToRender()) {
      const problems = await hydrationProblems(() => element, path, () => listStores.readList.set([1]));
      expect(problems, path).toEqual([]);
    }
  });
});
