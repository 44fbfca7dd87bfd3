import type { Book } from '../books/book.ts';

/** Plain book records as booksData.json holds them. */
export type GeneratedBook = Book;

export function makeBooks(count: number): GeneratedBook[];
