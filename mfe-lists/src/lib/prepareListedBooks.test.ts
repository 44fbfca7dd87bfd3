import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStores } from '@bookmarked/shared';
import type * as Shared from '@bookmarked/shared';
import { prepareListedBooks } from './prepareListedBooks';

const { shelveFirstBooks } = vi.hoisted(() => ({ shelveFirstBooks: vi.fn<typeof Shared.shelveFirstBooks>(async () => {}) }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({ ...(await importOriginal<typeof Shared>()), shelveFirstBooks }));

afterEach(() => shelveFirstBooks.mockClear());

describe('prepareListedBooks', () => {
  it("asks for both tabs' first books, sorted as the address says", () => {
    // Where a visitor's browser keeps them, and in the live stores.
    localStorage.setItem('readList', '[3,1]');
    localStorage.setItem('wishList', '[2]');
    listStores.readList.set([3, 1]);
    listStores.wishList.set([2]);
    prepareListedBooks('?tab=wish&sort=pages&order=desc');
    expect(shelveFirstBooks).toHaveBeenCalledExactlyOnceWith([
      { ids: [3, 1], sortKey: 'totalpages', direction: 'desc' },
      { ids: [2], sortKey: 'totalpages', direction: 'desc' },
    ]);
  });

  it('asks for catalogue order when the address names no sort', () => {
    prepareListedBooks('');
    expect(shelveFirstBooks.mock.calls[0]?.[0][0]).toMatchObject({ sortKey: undefined, direction: 'asc' });
  });
});
