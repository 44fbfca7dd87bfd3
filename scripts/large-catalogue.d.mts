/** Plain book records as booksData.json holds them. */
export interface GeneratedBook {
  bookId: number;
  bookName: string;
  author: string;
  image: string;
  tags: string[];
  category: string;
  rating: number;
  totalPages: number;
  publisher: string;
  yearOfPublishing: number;
  review: string;
}

export function makeBooks(count: number): GeneratedBook[];
