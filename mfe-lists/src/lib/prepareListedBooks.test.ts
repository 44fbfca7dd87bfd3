import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStores } from '@bookmarked/shared';
import type * as Shared from '@bookmarked/shared';
import { prepareListedBooks } from './prepareListedBooks';

const { wantFirstLook } = vi.hoisted(() => ({ wantFirstLook: vi.fn() }));
vi.mock('@bookmarked/shared', async (importOriginal) => ({ ...(await importOriginal<typeof Shared>()), wantFirstLook }));

afterEach(() => wantFirstLook.mockReset());

describe('prepareListedBooks', () => {
  it("asks for both tabs' first books, sorted as the address says", () => {
    // Where a visitor's browser keeps them, and in the live stores.
    localStorage.setItem('readList', '[3,1]');
    localStorage.setItem('wishList', '[2]');
    listStores.readList.set([3, 1]);
    listStores.wishList.set([2]);
    prepareListedBooks('?tab=wish&sort=pages&order=desc');
    expect(wantFirstLook).toHaveBeenCalledExactlyOnceWith({
      views: [
        { ids: [3, 1], sortKey: 'totalpages', direction: 'desc' },
        { ids: [2], sortKey: 'totalpages', direction: 'desc' },
      ],
      limit: expect.any(Number),
    });
  });

  it('asks for catalogue order when the address names no sort', () => {
    prepareListedBooks('');
    expect(wantFirstLook.mock.calls[0]?.[0].views[0]).toMatchObject({ sortKey: undefined, direction: 'asc' });
  });
});
