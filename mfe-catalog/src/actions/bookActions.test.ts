import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ui from '@bookmarked/ui';
import { listStores } from '@bookmarked/shared';
import { addToWishlist, markAsRead } from './bookActions';

const feedback = vi.hoisted(() => ({
  showReadAdded: vi.fn(() => Promise.resolve()),
  showDuplicate: vi.fn(() => Promise.resolve()),
  showWishAdded: vi.fn(() => Promise.resolve()),
}));

vi.mock('@bookmarked/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  ...feedback,
}));

const book = { bookId: 7, bookName: 'To Kill a Mockingbird' };

beforeEach(() => {
  listStores.readList.set([]);
  listStores.wishList.set([]);
  Object.values(feedback).forEach((mock) => mock.mockClear());
});

describe('markAsRead', () => {
  it('adds the book and shows the success dialog titled with its name', async () => {
    await expect(markAsRead(book)).resolves.toBe('added');
    expect(listStores.readList.get()).toEqual([7]);
    expect(JSON.parse(localStorage.getItem('readList') ?? 'null')).toEqual([7]);
    expect(feedback.showReadAdded).toHaveBeenCalledWith('To Kill a Mockingbird');
    expect(feedback.showDuplicate).not.toHaveBeenCalled();
  });

  it('refuses a duplicate and says so, leaving the list as it was', async () => {
    await markAsRead(book);
    await expect(markAsRead(book)).resolves.toBe('duplicate');
    expect(listStores.readList.get()).toEqual([7]);
    expect(feedback.showDuplicate).toHaveBeenCalledWith('readList', 'To Kill a Mockingbird');
    expect(feedback.showReadAdded).toHaveBeenCalledTimes(1);
  });

  it('does not touch the wish list', async () => {
    await markAsRead(book);
    expect(listStores.wishList.get()).toEqual([]);
  });
});

describe('addToWishlist', () => {
  it('adds the book and shows the toast', async () => {
    await expect(addToWishlist(book)).resolves.toBe('added');
    expect(listStores.wishList.get()).toEqual([7]);
    expect(feedback.showWishAdded).toHaveBeenCalledTimes(1);
  });

  it('refuses a duplicate with the wish-list dialog', async () => {
    await addToWishlist(book);
    await expect(addToWishlist(book)).resolves.toBe('duplicate');
    expect(listStores.wishList.get()).toEqual([7]);
    expect(feedback.showDuplicate).toHaveBeenCalledWith('wishList', 'To Kill a Mockingbird');
    expect(feedback.showWishAdded).toHaveBeenCalledTimes(1);
  });

  it('is independent of the read list: a read book can still be wished for', async () => {
    await markAsRead(book);
    await expect(addToWishlist(book)).resolves.toBe('added');
  });
});
