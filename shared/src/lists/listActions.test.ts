import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test gets fresh module state: the stores read storage when they are created. */
async function loadLists() {
  vi.resetModules();
  const actions = await import('./listActions');
  const stores = await import('./listStores');
  const storage = await import('./browserStorage');
  return { ...actions, ...stores, ...storage };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('list actions', () => {
  it('adds an id once and answers duplicate the second time', async () => {
    const { addToList, listStores } = await loadLists();
    expect(addToList('readList', 3)).toBe('added');
    expect(addToList('readList', 3)).toBe('duplicate');
    expect(localStorage.getItem('readList')).toBe('[3]');
    expect(listStores.readList.get()).toEqual([3]);
    expect(localStorage.getItem('wishList')).toBeNull();
  });

  it('keeps the two lists independent', async () => {
    const { addToList } = await loadLists();
    addToList('readList', 1);
    expect(addToList('wishList', 1)).toBe('added');
    expect(JSON.parse(localStorage.getItem('wishList') ?? '')).toEqual([1]);
  });

  it('removes an id from one list only', async () => {
    localStorage.setItem('readList', '[1,2,3]');
    localStorage.setItem('wishList', '[2]');
    const { removeFromList, listStores } = await loadLists();
    removeFromList('readList', 2);
    expect(localStorage.getItem('readList')).toBe('[1,3]');
    expect(localStorage.getItem('wishList')).toBe('[2]');
    expect(listStores.readList.get()).toEqual([1, 3]);
  });

  it('builds on what another tab saved in the meantime', async () => {
    const { addToList } = await loadLists();
    addToList('readList', 1);
    localStorage.setItem('readList', '[1,9]'); // another tab
    addToList('readList', 2);
    expect(localStorage.getItem('readList')).toBe('[1,9,2]');
  });

  it('never rewrites a corrupt stored value on its own, and backs it up on a user action', async () => {
    localStorage.setItem('readList', '[4,"junk",5]');
    const { addToList, listStores, $corruptLists } = await loadLists();
    const unsubscribe = listStores.readList.listen(() => {});
    expect(listStores.readList.get()).toEqual([4, 5]);
    expect($corruptLists.get().readList).toBe(true);
    expect(localStorage.getItem('readList')).toBe('[4,"junk",5]');

    expect(addToList('readList', 6)).toBe('added');
    expect(localStorage.getItem('readList')).toBe('[4,5,6]');
    expect(localStorage.getItem('readList.unreadable-backup')).toBe('[4,"junk",5]');
    expect($corruptLists.get().readList).toBe(false);
    unsubscribe();
  });

  it('does not re-save a value that changed before the first view subscribed', async () => {
    const { listStores } = await loadLists();
    localStorage.setItem('readList', '[2,"junk"]'); // e.g. written by another tab or an old version
    const unsubscribe = listStores.readList.listen(() => {});
    expect(listStores.readList.get()).toEqual([2]);
    expect(localStorage.getItem('readList')).toBe('[2,"junk"]');
    unsubscribe();
  });

  it('keeps working in memory with a warning when storage is full', async () => {
    const { addToList, listStores, $storageProblem } = await loadLists();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(addToList('wishList', 8)).toBe('added');
    expect(listStores.wishList.get()).toEqual([8]);
    expect(addToList('wishList', 8)).toBe('duplicate');
    expect($storageProblem.get()).toBe('full');
  });

  it('keeps working in memory when storage is disabled', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { addToList, listStores, $storageProblem } = await loadLists();
    expect(addToList('readList', 1)).toBe('added');
    expect(addToList('readList', 2)).toBe('added');
    expect(addToList('readList', 1)).toBe('duplicate');
    expect(listStores.readList.get()).toEqual([1, 2]);
    expect($storageProblem.get()).toBe('unavailable');
  });
});
