import { describe, expect, it } from 'vitest';
import { parseCatalogue, CatalogueFormatError } from './parseCatalogue';

const book = (bookId: number, extra: Record<string, unknown> = {}) => ({
  bookId,
  bookName: `Book ${bookId}`,
  author: 'Someone',
  image: `/covers/${bookId}.svg`,
  tags: ['One', 'Two'],
  category: 'Fiction',
  rating: 4.2,
  totalPages: 300,
  publisher: 'House',
  yearOfPublishing: 1999,
  review: 'Fine.',
  ...extra,
});

describe('parseCatalogue', () => {
  it('keeps valid books in order', () => {
    const { books, rejected } = parseCatalogue([book(2), book(1)]);
    expect(books.map((b) => b.bookId)).toEqual([2, 1]);
    expect(rejected).toEqual([]);
  });

  it('skips entries with missing fields, wrong types or duplicate ids and keeps the rest', () => {
    const missing = book(3) as Record<string, unknown>;
    delete missing.author;
    const { books, rejected } = parseCatalogue([
      book(1),
      missing,
      book(4, { totalPages: 'many' }),
      book(1, { bookName: 'Copy' }),
      'not a book',
      book(5),
    ]);
    expect(books.map((b) => b.bookId)).toEqual([1, 5]);
    expect(rejected.map((r) => r.index)).toEqual([1, 2, 3, 4]);
    expect(rejected[2]?.reason).toContain('duplicate');
  });

  it('keeps HTML in text fields as plain text', () => {
    const { books } = parseCatalogue([book(1, { bookName: '<img src=x onerror=alert(1)>' })]);
    expect(books[0]?.bookName).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([{}, 'text', null, 12])('rejects a document that is not a list: %s', (data) => {
    expect(() => parseCatalogue(data)).toThrow(CatalogueFormatError);
  });
});

describe('parseCatalogue: why an entry was skipped', () => {
  it('names the field and the problem, or the whole entry when it is not an object', () => {
    const { rejected } = parseCatalogue([book(4, { totalPages: 'many' }), 'not a book', book(4)]);
    expect(rejected).toEqual([
      { index: 0, reason: 'totalPages: Invalid type: Expected number but received "many"' },
      { index: 1, reason: 'entry: Invalid type: Expected Object but received "not a book"' },
    ]);
  });

  it('names a duplicate id', () => {
    expect(parseCatalogue([book(7), book(7)]).rejected).toEqual([{ index: 1, reason: 'duplicate bookId 7' }]);
  });

  it('says a document that is not a list is damaged', () => {
    expect(() => parseCatalogue({ books: [] })).toThrow(
      expect.objectContaining({ name: 'CatalogueFormatError', message: 'The book list is damaged and could not be read.' }),
    );
  });
});
