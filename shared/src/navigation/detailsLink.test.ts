import { describe, expect, it } from 'vitest';
import { makeBook } from '../testing/makeBook';
import { detailsLink } from './detailsLink';

describe('detailsLink', () => {
  it('points at /details with the id, carrying the book', () => {
    const book = makeBook({ bookId: 12 });
    expect(detailsLink(book)).toEqual({ to: '/details?id=12', state: { book } });
  });
});
