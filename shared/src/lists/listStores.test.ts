import { memoryCaches } from '../testing/memoryCaches';
import { describe, expect, it, vi } from 'vitest';

/** Fresh stores per test: they read storage when they are created. */
async function loadLists() {
  vi.resetModules();
  const actions = await import('./listActions');
  const stores = await import('./listStores');
  return { ...actions, ...stores };
}

describe('list stores', () => {
  it('name the two lists', async () => {
    const { listNames } = await loadLists();
    expect(listNames).toEqual(['readList', 'wishList']);
  });

  it('removing an id that is not listed writes nothing', async () => {
    localStorage.setItem('wishList', '[2,"junk"]');
    const { removeFromList } = await loadLists();
    removeFromList('readList', 9);
    removeFromList('wishList', 9);
    expect(localStorage.getItem('readList')).toBeNull();
    expect(localStorage.getItem('wishList')).toBe('[2,"junk"]');
    expect(localStorage.getItem('wishList.unreadable-backup')).toBeNull();
  });

  it('backs up only a stored value it could not read', async () => {
    localStorage.setItem('readList', '[1,2]');
    const { addToList } = await loadLists();
    addToList('readList', 3);
    expect(localStorage.getItem('readList')).toBe('[1,2,3]');
    expect(localStorage.getItem('readList.unreadable-backup')).toBeNull();
  });

  it('after a user action, the library still cannot rewrite another list on its own', async () => {
    const { addToList, listStores } = await loadLists();
    addToList('readList', 1);
    localStorage.setItem('wishList', '[4,"junk"]');
    const unsubscribe = listStores.wishList.listen(() => {});
    expect(listStores.wishList.get()).toEqual([4]);
    expect(localStorage.getItem('wishList')).toBe('[4,"junk"]');
    unsubscribe();
  });

  it("keep a tab's own changes when storage cannot be read at all", async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { addToList, removeFromList, currentIds, listStores } = await loadLists();
    const unsubscribe = listStores.readList.listen(() => {});
    listStores.readList.set([5, 6]);
    expect(currentIds('readList')).toEqual([5, 6]);
    addToList('readList', 7);
    removeFromList('readList', 5);
    expect(currentIds('readList')).toEqual([6, 7]);
    unsubscribe();
    getItem.mockRestore();
  });

  it('a list edited in another tab reaches this one through the storage event', async () => {
    const { listStores } = await loadLists();
    const seen: number[][] = [];
    const unsubscribe = listStores.readList.listen((ids) => seen.push([...ids]));
    localStorage.setItem('readList', '[8,9]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'readList', newValue: '[8,9]', storageArea: localStorage }));
    expect(seen.at(-1)).toEqual([8, 9]);
    unsubscribe();
  });

  it('read each list from its own stored value, and flag only the list holding junk', async () => {
    localStorage.setItem('readList', '[1,"junk",2]');
    localStorage.setItem('wishList', '[3]');
    const { listStores, $corruptLists } = await loadLists();
    const unsubscribe = [listStores.readList.listen(() => {}), listStores.wishList.listen(() => {})];
    expect(listStores.readList.get()).toEqual([1, 2]);
    expect(listStores.wishList.get()).toEqual([3]);
    expect($corruptLists.get()).toEqual({ readList: true, wishList: false });
    for (const stop of unsubscribe) stop();
  });

  it("take another tab's latest write over this tab's memory", async () => {
    localStorage.setItem('readList', '[1]');
    const { listStores, currentIds } = await loadLists();
    const unsubscribe = listStores.readList.listen(() => {});
    localStorage.setItem('readList', '[1,4]');
    expect(currentIds('readList')).toEqual([1, 4]);
    expect(currentIds('wishList')).toEqual([]);
    unsubscribe();
  });

  it('save a list on a user action and clear its warning, backing up the junk it held', async () => {
    localStorage.setItem('wishList', '[6,{}]');
    const { listStores, saveIds, $corruptLists } = await loadLists();
    const unsubscribe = listStores.wishList.listen(() => {});
    expect($corruptLists.get().wishList).toBe(true);
    saveIds('wishList', [6, 8]);
    expect(localStorage.getItem('wishList')).toBe('[6,8]');
    expect(localStorage.getItem('wishList.unreadable-backup')).toBe('[6,{}]');
    expect(listStores.wishList.get()).toEqual([6, 8]);
    expect($corruptLists.get().wishList).toBe(false);
    // Only that list's write was allowed: the library writes nothing more on its own.
    listStores.readList.set([9]);
    expect(localStorage.getItem('readList')).toBeNull();
    unsubscribe();
  });

  it("drops the first screens kept for the service worker when a list is saved: they show the old lists", async () => {
    memoryCaches();
    const { saveIds } = await loadLists();
    const { keepListedFragment, readListedFragment } = await import('./listedFragment');
    await keepListedFragment('', { html: '<p>Dune</p>', lists: { readList: [1], wishList: [] }, release: 'b1', catalogue: 'c1' });
    saveIds('readList', [1, 2]);
    await vi.waitFor(async () => expect(await readListedFragment('')).toBeUndefined());
  });
});
