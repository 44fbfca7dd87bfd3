import { describe, expect, it, vi } from 'vitest';
import { $catalogue, $catalogueFirstLook, listStores } from '@bookmarked/shared';
import { hydrationProblems, makeBook } from '@bookmarked/shared/testing';
import pagesToRender from './pages';

type CatalogueState = ReturnType<typeof $catalogue.get>;

const drawnFrom: CatalogueState = { status: 'ready', books: [makeBook({ bookId: 1, bookName: 'Alpha' })] };
const catalogueStates: CatalogueState[] = [
  drawnFrom,
  // The frame shows nothing from the catalogue, so it hydrates before the catalogue is read.
  { status: 'loading' },
  { status: 'error', message: 'The book list could not be loaded (error 500).' },
];

describe("Listed Books' frame drawn by the server", () => {
  it('hydrates in the browser without a mismatch, whatever the lists hold and however far the catalogue has got', async () => {
    // A large catalogue's first look at the lists may be in too: it shows only after hydrating.
    // A catalogue read started by the page stays unanswered: each state stays as set.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    for (const state of catalogueStates) {
      for (const { element, path } of pagesToRender()) {
        // The server draws the page from its build's catalogue.
        $catalogue.set(drawnFrom);
        const problems = await hydrationProblems(
          () => element,
          path,
          () => {
            listStores.readList.set([1]);
            $catalogue.set(state);
            $catalogueFirstLook.set({
              views: [{ ids: listStores.readList.get(), sortKey: undefined, direction: 'asc' }],
              looks: [{ count: 1, books: [makeBook({ bookId: 1, bookName: 'Alpha' })] }],
            });
          },
        );
        expect(problems, `${path}, catalogue ${state.status}`).toEqual([]);
      }
    }
  });
});
