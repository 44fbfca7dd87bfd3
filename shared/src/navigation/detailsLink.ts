import { apps } from '../../../apps.config.mjs';
import type { Book } from '../books/book';

const DETAILS_PATH = apps.remotes.catalog.pages.BookDetails.path;

/** The state carried to /details; the id in the URL makes reloads and shared links work too. */
export interface DetailsState {
  book: Book;
}

export function detailsLink(book: Book): { to: string; state: DetailsState } {
  return { to: `${DETAILS_PATH}?id=${book.bookId}`, state: { book } };
}
