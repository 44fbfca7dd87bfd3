import { describe, expect, it } from 'vitest';
import { makeBook } from '@bookmarked/shared/testing';
import { buildListsFile, listsFileName, serializeListsFile } from './buildListsFile';
import { parseListsFile } from './parseListsFile';

const catalogue = [
  makeBook({ bookId: 1, bookName: 'The Great Gatsby', author: 'F. Scott Fitzgerald' }),
  makeBook({ bookId: 5, bookName: 'The Hobbit', author: 'J.R.R. Tolkien' }),
  makeBook({ bookId: 7, bookName: '<b>Bold</b> "quoted"', author: 'A\nB' }),
];
const now = new Date('2026-11-22T09:30:00.000Z');

describe('buildListsFile', () => {
  it('holds both lists in their saved order, with title and author, the format version and the date', () => {
    expect(buildListsFile({ readList: [5, 1], wishList: [7] }, catalogue, now)).toEqual({
      format: 'bookmarked-lists',
      version: 1,
      exportedAt: '2026-11-22T09:30:00.000Z',
      lists: {
        readList: [
          { bookId: 5, title: 'The Hobbit', author: 'J.R.R. Tolkien' },
          { bookId: 1, title: 'The Great Gatsby', author: 'F. Scott Fitzgerald' },
        ],
        wishList: [{ bookId: 7, title: '<b>Bold</b> "quoted"', author: 'A\nB' }],
      },
    });
  });

  it('keeps an id this catalogue does not know, without a title', () => {
    const file = buildListsFile({ readList: [99], wishList: [] }, catalogue, now);
    expect(file.lists).toEqual({ readList: [{ bookId: 99 }], wishList: [] });
  });

  it('writes indented JSON that reads back as the same lists', () => {
    const text = serializeListsFile(buildListsFile({ readList: [5, 99], wishList: [7, 1] }, catalogue, now));
    expect(text).toContain('\n  "version": 1,\n');
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseListsFile(text)).toEqual({
      ok: true,
      lists: { exportedAt: '2026-11-22T09:30:00.000Z', ids: { readList: [5, 99], wishList: [7, 1] } },
    });
  });

  it('names the file by the local date', () => {
    expect(listsFileName(new Date(2026, 0, 5, 23, 59))).toBe('bookmarked-lists-2026-01-05.json');
    expect(listsFileName(new Date(2026, 10, 22, 0, 0))).toBe('bookmarked-lists-2026-11-22.json');
  });
});
