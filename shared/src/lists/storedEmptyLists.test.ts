import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LISTS_ATTRIBUTE, markStoredEmptyLists } from './storedEmptyLists';

const marked = () => document.documentElement.getAttribute(EMPTY_LISTS_ATTRIBUTE);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(EMPTY_LISTS_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('markStoredEmptyLists', () => {
  it('names every list when storage holds none yet (a first visit)', () => {
    markStoredEmptyLists();
    expect(marked()).toBe('readList wishList');
  });

  it('names a list stored empty, and not one that holds a book', () => {
    localStorage.setItem('readList', '[3]');
    localStorage.setItem('wishList', ' [ ] ');
    markStoredEmptyLists();
    expect(marked()).toBe('wishList');
  });

  it('names none for anything it cannot be sure of: a list that is not one, junk, or storage turned off', () => {
    localStorage.setItem('readList', '{"ids":[]}');
    localStorage.setItem('wishList', '[null]');
    markStoredEmptyLists();
    expect(marked()).toBeNull();

    localStorage.clear();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    markStoredEmptyLists();
    expect(marked()).toBeNull();
  });

  it('takes back a mark that storage no longer bears out', () => {
    markStoredEmptyLists();
    localStorage.setItem('readList', '[1]');
    localStorage.setItem('wishList', '[2]');
    markStoredEmptyLists();
    expect(marked()).toBeNull();
  });
});
