import { afterEach, describe, expect, it } from 'vitest';
import { listStores } from '@bookmarked/shared';
import { applyImport } from './applyImport';

const isKnown = (id: number) => id < 50;

function storeLists(readList: number[], wishList: number[]) {
  localStorage.setItem('readList', JSON.stringify(readList));
  localStorage.setItem('wishList', JSON.stringify(wishList));
}
const stored = (list: 'readList' | 'wishList') => JSON.parse(localStorage.getItem(list) ?? 'null') as unknown;

afterEach(() => localStorage.clear());

describe('applyImport', () => {
  it('merges into what storage holds now, keeping order and appending the new ids', () => {
    storeLists([1, 2], []);
    listStores.readList.set([1]); // this tab has not seen the other tab's 2 yet
    const outcome = applyImport({ readList: [3, 2, 99], wishList: [4] }, 'merge', isKnown);
    expect(stored('readList')).toEqual([1, 2, 3, 99]);
    expect(stored('wishList')).toEqual([4]);
    expect(listStores.readList.get()).toEqual([1, 2, 3, 99]);
    expect(outcome).toEqual({ added: { readList: 1, wishList: 1 }, sizes: { readList: 4, wishList: 1 } });
  });

  it('replaces both lists on request', () => {
    storeLists([1, 2], [5]);
    const outcome = applyImport({ readList: [2, 7], wishList: [] }, 'replace', isKnown);
    expect(stored('readList')).toEqual([2, 7]);
    expect(stored('wishList')).toEqual([]);
    expect(outcome).toEqual({ added: { readList: 1, wishList: 0 }, sizes: { readList: 2, wishList: 0 } });
  });

  it('writes nothing when a merge brings nothing new', () => {
    localStorage.setItem('readList', '[3,"junk"]');
    applyImport({ readList: [3], wishList: [] }, 'merge', isKnown);
    expect(localStorage.getItem('readList')).toBe('[3,"junk"]');
    expect(localStorage.getItem('wishList')).toBeNull();
  });
});
