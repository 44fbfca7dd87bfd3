import { describe, expect, it } from 'vitest';
import type { Book } from '@bookmarked/shared';
import { pagesSummary } from './summary';
import { makeBook } from '@bookmarked/shared/testing';

const book = (bookId: number, bookName: string, totalPages: number): Book => makeBook({ bookId, bookName, totalPages });

describe('pagesSummary', () => {
  it('gives the count, the total and the longest and shortest books', () => {
    expect(
      pagesSummary([book(1, 'The Great Gatsby', 218), book(2, 'War and Peace', 1273), book(3, 'The Little Prince', 96)]),
    ).toBe(
      '3 books, 1,587 pages in all; longest: War and Peace (1,273 pages); shortest: The Little Prince (96 pages)',
    );
  });

  it('speaks of one book and one page in the singular', () => {
    expect(pagesSummary([book(1, 'Leaflet', 1)])).toBe(
      '1 book, 1 page in all; longest: Leaflet (1 page); shortest: Leaflet (1 page)',
    );
  });

  it('names the first of books that tie', () => {
    expect(pagesSummary([book(1, 'First', 100), book(2, 'Second', 100)])).toContain('longest: First');
    expect(pagesSummary([book(1, 'First', 100), book(2, 'Second', 100)])).toContain('shortest: First');
  });

  it('has nothing to say about an empty catalogue', () => {
    expect(pagesSummary([])).toBeNull();
  });
});
