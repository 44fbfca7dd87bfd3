import { describe, expect, it } from 'vitest';
import { $catalogue } from '@bookmarked/shared';
import { hydrationProblems, makeBook } from '@bookmarked/shared/testing';
import pagesToRender from './pages';

describe('the pages graph drawn by the server', () => {
  it('hydrates in the browser without a mismatch, in a window of another size', async () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ bookId: 1, bookName: 'Alpha', totalPages: 120 }), makeBook({ bookId: 2, bookName: 'Beta', totalPages: 480 })] });
    for (const { element, path } of await pagesToRender()) {
      expect(await hydrationProblems(() => element, path, () => Object.assign(window, { innerHeight: 640, innerWidth: 800 }))).toEqual([]);
    }
  });
});
