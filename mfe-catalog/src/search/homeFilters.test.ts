import { describe, expect, it } from 'vitest';
import { homeSearch, isNarrowed, MAX_QUERY_LENGTH, parseHomeFilters } from './homeFilters';

describe('parseHomeFilters', () => {
  it('reads every parameter', () => {
    expect(parseHomeFilters('?q=dune&category=Classic&tag=Fantasy&sort=rating')).toEqual({
      q: 'dune',
      category: 'Classic',
      tag: 'Fantasy',
      sort: 'rating',
    });
  });

  it('gives no filters for an empty search', () => {
    expect(parseHomeFilters('')).toEqual({ q: '' });
  });

  it.each([
    ['an unknown sort', '?sort=price', { q: '' }],
    ['a sort key from another page', '?sort=ratings', { q: '' }],
    ['a sort in capitals', '?sort=TITLE', { q: '', sort: 'title' }],
    ['empty values', '?category=&tag=%20&sort=', { q: '' }],
    ['unknown parameters', '?page=2&foo=bar', { q: '' }],
    ['a repeated parameter (the first wins)', '?q=a&q=b', { q: 'a' }],
    ['a broken percent escape', '?q=%E0%A4%A', { q: '\uFFFD%A' }],
    ['markup', '?q=<script>alert(1)</script>', { q: '<script>alert(1)</script>' }],
  ])('copes with %s', (_case, search, expected) => {
    expect(parseHomeFilters(search)).toEqual(expected);
  });

  it('cuts a huge query', () => {
    expect(parseHomeFilters(`?q=${'a'.repeat(5000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('homeSearch', () => {
  it('writes the filters back, leaving out what is not set', () => {
    expect(homeSearch({ q: 'dune', tag: 'Fantasy' })).toBe('?q=dune&tag=Fantasy');
    expect(homeSearch({ q: '' })).toBe('');
  });

  it('round-trips through the parser, spaces and symbols included', () => {
    const filters = { q: 'war & peace ', category: 'Science Fiction', sort: 'year' as const };
    expect(parseHomeFilters(homeSearch(filters))).toEqual(filters);
  });

  it("spells a value the way the server names the view rendered for it: a space as +, the rest escaped", () => {
    expect(homeSearch({ q: '', category: "Children's", tag: 'Coming of Age' })).toBe('?category=Children%27s&tag=Coming+of+Age');
  });
});

describe('isNarrowed', () => {
  it('is true for a query, a category or a tag, not for a sort alone', () => {
    expect(isNarrowed({ q: 'x' })).toBe(true);
    expect(isNarrowed({ q: '', tag: 'Fantasy' })).toBe(true);
    expect(isNarrowed({ q: ' ', sort: 'rating' })).toBe(false);
  });
});
