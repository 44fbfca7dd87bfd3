import { describe, expect, it } from 'vitest';
import { parseListsFile } from './parseListsFile';

const valid = {
  format: 'bookmarked-lists',
  version: 1,
  exportedAt: '2026-11-22T09:30:00.000Z',
  lists: {
    readList: [{ bookId: 1, title: 'The Great Gatsby', author: 'F. Scott Fitzgerald' }, { bookId: 5 }],
    wishList: [{ bookId: 0 }],
  },
};

const parse = (data: unknown) => parseListsFile(JSON.stringify(data));
const problemOf = (data: unknown) => {
  const result = parse(data);
  return result.ok ? undefined : result.problem;
};

describe('parseListsFile: good files', () => {
  it('reads the ids of both lists and the export date', () => {
    expect(parse(valid)).toEqual({
      ok: true,
      lists: { exportedAt: '2026-11-22T09:30:00.000Z', ids: { readList: [1, 5], wishList: [0] } },
    });
  });

  it('takes an id listed twice once, where it first appears', () => {
    const result = parse({ ...valid, lists: { readList: [{ bookId: 4 }, { bookId: 2 }, { bookId: 4 }], wishList: [] } });
    expect(result.ok && result.lists.ids.readList).toEqual([4, 2]);
  });

  it('ignores titles and fields it does not know, and reads empty lists', () => {
    const result = parse({ ...valid, note: 'mine', lists: { readList: [{ bookId: 3, title: 'Renamed', shelf: 'x' }], wishList: [] } });
    expect(result).toEqual({ ok: true, lists: { exportedAt: valid.exportedAt, ids: { readList: [3], wishList: [] } } });
  });

  it('does not refuse lists over a missing or unreadable date', () => {
    const undated: Partial<typeof valid> = { ...valid };
    delete undated.exportedAt;
    expect(parse(undated)).toMatchObject({ ok: true, lists: { exportedAt: undefined } });
    expect(parse({ ...valid, exportedAt: 'yesterday' })).toMatchObject({ ok: true, lists: { exportedAt: undefined } });
    expect(parse({ ...valid, exportedAt: 5 })).toMatchObject({ ok: true, lists: { exportedAt: undefined } });
  });
});

describe('parseListsFile: bad files', () => {
  it.each(['', 'not json', '{"format":', '\u0000\u0001', "{'format':'bookmarked-lists'}"])('refuses %j as not JSON', (text) => {
    expect(parseListsFile(text)).toEqual({ ok: false, problem: { kind: 'notJson' } });
  });

  it.each([
    ['an array of ids', [1, 2, 3]],
    ['null', null],
    ['a number', 42],
    ['a string', 'bookmarked-lists'],
    ['an object without a format', { version: 1, lists: valid.lists }],
    ['another format', { ...valid, format: 'goodreads' }],
    ['no version', { format: 'bookmarked-lists', lists: valid.lists }],
    ['version 0', { ...valid, version: 0 }],
    ['a fractional version', { ...valid, version: 1.5 }],
    ['a version in text', { ...valid, version: '1' }],
  ])('refuses %s as not a lists file', (_, data) => {
    expect(problemOf(data)).toEqual({ kind: 'notListsFile' });
  });

  it('names a newer version as such, whatever else the file holds', () => {
    expect(problemOf({ ...valid, version: 2 })).toEqual({ kind: 'newerVersion', version: 2 });
    expect(problemOf({ format: 'bookmarked-lists', version: 7, shelves: [] })).toEqual({ kind: 'newerVersion', version: 7 });
  });

  it.each([
    ['no lists', { ...valid, lists: undefined }, '"lists"'],
    ['lists as text', { ...valid, lists: 'readList' }, '"lists"'],
    ['lists as an array', { ...valid, lists: [] }, '"readList"'],
    ['a list missing', { ...valid, lists: { readList: [] } }, '"wishList"'],
    ['a list that is not an array', { ...valid, lists: { readList: {}, wishList: [] } }, '"readList"'],
    ['a bare id instead of an entry', { ...valid, lists: { readList: [{ bookId: 1 }, 2], wishList: [] } }, 'entry 2 of "readList"'],
    ['an id in text', { ...valid, lists: { readList: [], wishList: [{ bookId: '3' }] } }, 'entry 1 of "wishList"'],
    ['a negative id', { ...valid, lists: { readList: [{ bookId: -1 }], wishList: [] } }, 'entry 1 of "readList"'],
    ['a fractional id', { ...valid, lists: { readList: [{ bookId: 2.5 }], wishList: [] } }, 'entry 1 of "readList"'],
    ['an unsafe id', { ...valid, lists: { readList: [{ bookId: 2 ** 60 }], wishList: [] } }, 'entry 1 of "readList"'],
    ['a title that is not text', { ...valid, lists: { readList: [], wishList: [{ bookId: 1 }, { bookId: 2, title: 5 }] } }, 'entry 2 of "wishList"'],
  ])('refuses a lists file with %s, saying where', (_, data, where) => {
    expect(problemOf(data)).toEqual({ kind: 'damaged', where });
  });
});
