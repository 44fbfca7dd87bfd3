import { describe, expect, it, vi } from 'vitest';
import { MAX_LISTS_FILE_BYTES } from './format';
import { readListsFile } from './readListsFile';

const good = JSON.stringify({ format: 'bookmarked-lists', version: 1, lists: { readList: [{ bookId: 2 }], wishList: [] } });

/** What a picked file offers (jsdom's Blob cannot read its text). */
const pickedFile = (text: string, size = text.length) => ({ size, text: vi.fn(() => Promise.resolve(text)) });

describe('readListsFile', () => {
  it('reads a good file', async () => {
    await expect(readListsFile(pickedFile(good))).resolves.toEqual({
      ok: true,
      lists: { exportedAt: undefined, ids: { readList: [2], wishList: [] } },
    });
  });

  it('refuses a file over the limit without reading it', async () => {
    const huge = pickedFile(good, MAX_LISTS_FILE_BYTES + 1);
    await expect(readListsFile(huge)).resolves.toEqual({
      ok: false,
      problem: { kind: 'tooBig', bytes: MAX_LISTS_FILE_BYTES + 1 },
    });
    expect(huge.text).not.toHaveBeenCalled();
  });

  it('reads a file of exactly the limit', async () => {
    await expect(readListsFile(pickedFile(good.padEnd(MAX_LISTS_FILE_BYTES, ' ')))).resolves.toMatchObject({ ok: true });
  });

  it('says so when the browser cannot read the file', async () => {
    const gone = { size: 10, text: () => Promise.reject(new DOMException('The file changed.', 'NotReadableError')) };
    await expect(readListsFile(gone)).resolves.toEqual({ ok: false, problem: { kind: 'unreadable' } });
  });

  it('checks the text it read', async () => {
    await expect(readListsFile(pickedFile('[1,2]'))).resolves.toEqual({ ok: false, problem: { kind: 'notListsFile' } });
  });

  it('says so when the checks cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./parseListsFile', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./readListsFile');
    await expect(fresh.readListsFile(pickedFile(good))).resolves.toEqual({ ok: false, problem: { kind: 'checksUnavailable' } });
    vi.doUnmock('./parseListsFile');
  });
});
