import { describe, expect, it } from 'vitest';
import { importedIds, mergeIds, planImport, planList, totalRemovedByReplace } from './importPlan';

const catalogue = new Set([1, 2, 3, 4, 5, 6]);
const isKnown = (id: number) => catalogue.has(id);

describe('planList', () => {
  it('counts each id of the file once: added, already there or unknown', () => {
    expect(planList([1, 2], [2, 3, 4, 99], isKnown)).toEqual({ added: 2, alreadyThere: 1, unknown: 1, removedByReplace: 1 });
  });

  it('counts an unknown id as unknown even when the list has it already', () => {
    expect(planList([98], [98], isKnown)).toEqual({ added: 0, alreadyThere: 0, unknown: 1, removedByReplace: 0 });
  });

  it('counts a repeated id once', () => {
    expect(planList([], [3, 3, 3], isKnown)).toEqual({ added: 1, alreadyThere: 0, unknown: 0, removedByReplace: 0 });
  });

  it('knows what replacing with an empty file would take out', () => {
    expect(planList([1, 2, 97], [], isKnown)).toEqual({ added: 0, alreadyThere: 0, unknown: 0, removedByReplace: 3 });
  });
});

describe('planImport', () => {
  it('plans both lists independently and totals what replace removes', () => {
    const plan = planImport({ readList: [1, 2], wishList: [5] }, { readList: [1], wishList: [5, 6, 50] }, isKnown);
    expect(plan).toEqual({
      readList: { added: 0, alreadyThere: 1, unknown: 0, removedByReplace: 1 },
      wishList: { added: 1, alreadyThere: 1, unknown: 1, removedByReplace: 0 },
    });
    expect(totalRemovedByReplace(plan)).toBe(1);
  });
});

describe('mergeIds', () => {
  it('keeps the list and its order, and appends the new ids in the file order', () => {
    expect(mergeIds([3, 1], [2, 1, 99, 4])).toEqual([3, 1, 2, 99, 4]);
  });

  it('adds a repeated id once', () => {
    expect(mergeIds([1], [5, 5])).toEqual([1, 5]);
  });

  it('leaves the list as it is when the file brings nothing new', () => {
    expect(mergeIds([2, 1], [1, 2])).toEqual([2, 1]);
    expect(mergeIds([2, 1], [])).toEqual([2, 1]);
  });
});

describe('importedIds', () => {
  it('merges by default and replaces on request', () => {
    expect(importedIds('merge', [1, 2], [3, 2])).toEqual([1, 2, 3]);
    expect(importedIds('replace', [1, 2], [3, 2, 3])).toEqual([3, 2]);
    expect(importedIds('replace', [1, 2], [])).toEqual([]);
  });
});
