import type { Book } from '../shared/src/books/book.ts';

/** Plain book records as booksData.json holds them. */
export type GeneratedBook = Book;

export function makeBooks(count: number): GeneratedBook[];
