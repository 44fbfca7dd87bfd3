import { describe, expect, it } from 'vitest';
import { FOCUS_REACH, rowsToRender } from './rowsToRender';

const range = (startIndex: number, endIndex: number, count = 1000) => ({ startIndex, endIndex, overscan: 2, count });

describe('rowsToRender', () => {
  it('renders the visible rows and the overscan around them', () => {
    expect(rowsToRender(range(10, 12), undefined)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('stays inside the list', () => {
    expect(rowsToRender(range(0, 1), undefined)).toEqual([0, 1, 2, 3]);
    expect(rowsToRender(range(998, 999), undefined)).toEqual([996, 997, 998, 999]);
    expect(rowsToRender(range(0, 0, 0), undefined)).toEqual([]);
  });

  it('renders every row when asked to (a small catalogue)', () => {
    expect(rowsToRender(range(0, 1, 30), undefined, true)).toHaveLength(30);
  });

  it('keeps the focused row and its neighbours, in one run', () => {
    expect(rowsToRender(range(10, 12), 4)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(rowsToRender(range(10, 12), 14)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('lets a focused row go once it is scrolled far away', () => {
    expect(rowsToRender(range(100, 102), 100 - 2 - FOCUS_REACH - 1)).toEqual([98, 99, 100, 101, 102, 103, 104]);
  });

  it("keeps the first rows while the window reaches them: the server's cards are not drawn again under the visitor's pointer", () => {
    expect(rowsToRender({ ...range(0, 0, 30), overscan: 0 }, undefined, false, 3)).toEqual([0, 1, 2]);
    expect(rowsToRender({ ...range(0, 4, 30), overscan: 0 }, undefined, false, 3)).toEqual([0, 1, 2, 3, 4]);
    expect(rowsToRender({ ...range(0, 0, 2), overscan: 0 }, undefined, false, 3)).toEqual([0, 1]);
    expect(rowsToRender({ ...range(20, 21, 30), overscan: 0 }, undefined, false, 3), 'scrolled away from them').toEqual([20, 21]);
  });
});
