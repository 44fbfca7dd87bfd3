import type { Book } from '@bookmarked/shared';
import { graphTexts } from './copy';

/** One line that says what the chart shows: the totals and the two extremes (first one wins a tie). */
export function pagesSummary(books: readonly Book[]): string | null {
  const [first] = books;
  if (first === undefined) return null;
  let longest = first;
  let shortest = first;
  let total = 0;
  for (const book of books) {
    total += book.totalPages;
    if (book.totalPages > longest.totalPages) longest = book;
    if (book.totalPages < shortest.totalPages) shortest = book;
  }
  return graphTexts.summary(
    books.length,
    total,
    { name: longest.bookName, pages: longest.totalPages },
    { name: shortest.bookName, pages: shortest.totalPages },
  );
}
