import type { Book } from '../books/book';

/** A valid book for tests; override only what the test is about. */
export function makeBook(overrides: Partial<Book> = {}): Book {
  return {
    bookId: 3,
    bookName: 'Pride and Prejudice',
    author: 'Jane Austen',
    image: '/covers/3.svg',
    tags: ['Classic', 'Regency'],
    category: 'Romance',
    rating: 4.3,
    totalPages: 279,
    publisher: 'Modern Library',
    yearOfPublishing: 1813,
    review: 'A sharp, funny novel about first impressions.',
    ...overrides,
  };
}

/** A book name that would run script if it were ever rendered as HTML. */
export const hostileName = '<img src=x onerror="window.__pwned=1">Evil';
