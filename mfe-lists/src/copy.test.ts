import { describe, expect, it } from 'vitest';
import { copy } from './copy';

const MB = 1024 * 1024;

describe('list counts', () => {
  it('writes large counts with thousands separators', () => {
    expect(copy.bookCount(10_000, 'readList')).toBe('10,000 books in your Read List');
    expect(copy.bookCount(1, 'wishList')).toBe('1 book in your Wish List');
  });
});

describe('lists file texts', () => {
  it('names the size of a file over the limit, rounded up', () => {
    expect(copy.transfer.problem({ kind: 'tooBig', bytes: 5 * MB + 1 })).toBe(
      'The file is 5.1 MB, bigger than a lists export can be (at most 5 MB). Choose the file that Export lists saved.',
    );
    expect(copy.transfer.problem({ kind: 'tooBig', bytes: 12 * MB })).toContain('The file is 12 MB,');
  });

  it('counts what a merge added, or says nothing was new', () => {
    expect(copy.transfer.merged({ readList: 1, wishList: 0 })).toBe(
      'Lists imported: 1 book added to your Read List, 0 books to your Wish List.',
    );
    expect(copy.transfer.merged({ readList: 0, wishList: 0 })).toBe(
      'Lists imported: every book in the file was already in your lists.',
    );
  });

  it('warns what replacing takes out, list by list', () => {
    expect(copy.transfer.replaceWarning({ readList: 2, wishList: 1 })).toBe(
      'This removes 2 books from your Read List and 1 book from your Wish List, which are not in the file. It cannot be undone.',
    );
    expect(copy.transfer.replaceWarning({ readList: 0, wishList: 3 })).toBe(
      'This removes 3 books from your Wish List, which are not in the file. It cannot be undone.',
    );
    expect(copy.transfer.replaceWarning({ readList: 1, wishList: 0 })).toBe(
      'This removes 1 book from your Read List, which is not in the file. It cannot be undone.',
    );
    expect(copy.transfer.replaceWarning({ readList: 0, wishList: 0 })).toMatch(/^Every book in your lists is also in the file/);
  });

  it('shows the export date as a reader would write it, or does without', () => {
    expect(copy.transfer.previewFrom('2026-11-20T10:00:00.000Z')).toBe('From a file exported on 20 November 2026.');
    expect(copy.transfer.previewFrom(undefined)).toBe('From a lists file.');
  });
});
