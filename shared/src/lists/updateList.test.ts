import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh stores per test: they read storage when they are created. */
async function loadLists() {
  vi.resetModules();
  const { updateList } = await import('./updateList');
  const stores = await import('./listStores');
  return { updateList, ...stores };
}

afterEach(() => localStorage.clear());

describe('updateList', () => {
  it('hands the change the ids another tab saved, and saves and publishes the result', async () => {
    const { updateList, listStores } = await loadLists();
    const unsubscribe = listStores.readList.listen(() => {});
    localStorage.setItem('readList', '[1,9]'); // another tab, no event seen yet
    const seen: (readonly number[])[] = [];
    const after = updateList('readList', (ids) => {
      seen.push(ids);
      return [...ids, 4];
    });
    expect(seen).toEqual([[1, 9]]);
    expect(after).toEqual([1, 9, 4]);
    expect(localStorage.getItem('readList')).toBe('[1,9,4]');
    expect(listStores.readList.get()).toEqual([1, 9, 4]);
    expect(localStorage.getItem('wishList')).toBeNull();
    unsubscribe();
  });

  it('writes nothing when the ids stay the same, leaving an unreadable stored value alone', async () => {
    localStorage.setItem('wishList', '[2,"junk"]');
    const { updateList } = await loadLists();
    expect(updateList('wishList', (ids) => [...ids])).toEqual([2]);
    expect(localStorage.getItem('wishList')).toBe('[2,"junk"]');
    expect(localStorage.getItem('wishList.unreadable-backup')).toBeNull();
  });

  it('backs up an unreadable stored value before replacing it', async () => {
    localStorage.setItem('wishList', '[2,"junk"]');
    const { updateList, $corruptLists } = await loadLists();
    expect(updateList('wishList', () => [7])).toEqual([7]);
    expect(localStorage.getItem('wishList')).toBe('[7]');
    expect(localStorage.getItem('wishList.unreadable-backup')).toBe('[2,"junk"]');
    expect($corruptLists.get().wishList).toBe(false);
  });

  it('can empty a list', async () => {
    localStorage.setItem('readList', '[3,5]');
    const { updateList } = await loadLists();
    expect(updateList('readList', () => [])).toEqual([]);
    expect(localStorage.getItem('readList')).toBe('[]');
  });
});
