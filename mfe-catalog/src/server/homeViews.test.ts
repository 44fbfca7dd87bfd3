import { describe, expect, it } from 'vitest';
import { makeBook } from '@bookmarked/shared/testing';
import { homeViewsLinked } from './homeViews';

describe('homeViewsLinked', () => {
  it('is the default view, each category, each tag, and each category with the tags of its books', () => {
    const books = [
      makeBook({ bookId: 1, category: 'Fiction', tags: ['Magic', 'Coming of Age'] }),
      makeBook({ bookId: 2, category: "Children's", tags: ['Magic'] }),
    ];
    expect(homeViewsLinked(books).sort()).toEqual(
      [
        '',
        '?category=Fiction',
        '?category=Fiction&tag=Magic',
        '?category=Fiction&tag=Coming+of+Age',
        '?tag=Magic',
        '?tag=Coming+of+Age',
        '?category=Children%27s',
        '?category=Children%27s&tag=Magic',
      ].sort(),
    );
  });

  it('names each view once, with the category as the catalogue first spells it, and skips blank names', () => {
    const books = [
      makeBook({ bookId: 1, category: 'Fiction', tags: ['Magic', ' '] }),
      makeBook({ bookId: 2, category: 'fiction', tags: ['Magic'] }),
      makeBook({ bookId: 3, category: ' ', tags: [] }),
    ];
    expect(homeViewsLinked(books).sort()).toEqual(['', '?category=Fiction', '?category=Fiction&tag=Magic', '?tag=Magic'].sort());
  });
});
