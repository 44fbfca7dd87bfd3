import { describe, expect, it } from 'vitest';
import { booksInList, sortBooks, type Book } from '@bookmarked/shared';
import { listedBooks } from './listedBooks';

function book(bookId: number, rating: number, totalPages: number, yearOfPublishing: number): Book {
  return {
    bookId,
    bookName: `Book ${bookId}`,
    author: 'Author',
    image: '',
    tags: [],
    category: 'Fiction',
    rating,
    totalPages,
    publisher: 'Publisher',
    yearOfPublishing,
    review: '',
  };
}

const catalogue = [book(1, 4.5, 300, 1990), book(2, 3.9, 120, 2010), book(3, 4.2, 800, 1850), book(4, 3.9, 50, 2001)];
const ids = (books: readonly Book[]) => books.map((item) => item.bookId);

describe('filtering the catalogue by a list', () => {
  it('keeps the books whose ids are in the list, in catalogue order', () => {
    expect(ids(booksInList(catalogue, [3, 1]))).toEqual([1, 3]);
  });

  it('leaves out ids that are not in the catalogue', () => {
    expect(ids(booksInList(catalogue, [99, 2, 42]))).toEqual([2]);
  });

  it('is empty for an empty list', () => {
    expect(booksInList(catalogue, [])).toEqual([]);
  });

  it('shows each book once even if an id is repeated', () => {
    expect(ids(booksInList(catalogue, [2, 2]))).toEqual([2]);
  });
});

describe('sorting', () => {
  it('orders ascending by rating for "ratings", keeping ties in their order', () => {
    expect(ids(sortBooks(catalogue, 'ratings'))).toEqual([2, 4, 3, 1]);
  });

  it('orders ascending by totalPages for "totalpages"', () => {
    expect(ids(sortBooks(catalogue, 'totalpages'))).toEqual([4, 2, 1, 3]);
  });

  it('orders ascending by yearOfPublishing for "year"', () => {
    expect(ids(sortBooks(catalogue, 'year'))).toEqual([3, 1, 4, 2]);
  });

  it('does not change the array it was given', () => {
    const before = ids(catalogue);
    sortBooks(catalogue, 'year');
    expect(ids(catalogue)).toEqual(before);
  });
});

describe('listedBooks', () => {
  it('filters then sorts', () => {
    expect(ids(listedBooks(catalogue, [1, 2, 3], 'totalpages'))).toEqual([2, 1, 3]);
  });

  it('keeps catalogue order when no sort is chosen', () => {
    expect(ids(listedBooks(catalogue, [4, 3, 1], undefined))).toEqual([1, 3, 4]);
  });
});
