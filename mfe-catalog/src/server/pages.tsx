import type { Book } from '@bookmarked/shared';
import type { PagePlan } from '@bookmarked/shared/fragments';
import { messages } from '@bookmarked/ui';
import Home from '../exposed/Home';
import BookDetails from '../exposed/BookDetails';
import { homeViewsLinked } from './homeViews';

/** A link preview's description: the review's opening, cut at a word. */
const DESCRIPTION_LENGTH = 160;

function describe(book: Book): string {
  const review = book.review.replace(/\s+/g, ' ').trim();
  if (review.length <= DESCRIPTION_LENGTH) return review;
  const cut = review.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : DESCRIPTION_LENGTH)}…`;
}

/**
 * Home in its default view and in every category and tag view a link leads to, and every
 * book's details page with its own title and preview. A free-text search is left to the client.
 * `/details` without a book is 'Book not found': the servers send it, with a 404, for an id
 * no book has.
 */
export default function pagesToRender(books: readonly Book[]): PagePlan[] {
  return [
    ...homeViewsLinked(books).map((search) => ({ page: 'Home', path: `/${search}`, element: <Home /> })),
    ...books.map((book) => ({
      page: 'BookDetails',
      path: `/details?id=${book.bookId}`,
      element: <BookDetails />,
      head: { title: book.bookName, description: describe(book) },
    })),
    { page: 'BookDetails', path: '/details', element: <BookDetails />, head: { title: messages.bookNotFoundTitle } },
  ];
}
