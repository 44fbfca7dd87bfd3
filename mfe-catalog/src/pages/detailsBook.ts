import { isBook, type Book } from '@bookmarked/shared';

/**
 * The book carried in navigation state, when it is a well-formed book and agrees with the
 * URL. History state outlives deploys and can be anything, so it is checked, not trusted.
 */
export function bookFromState(state: unknown, id: number | undefined): Book | undefined {
  if (typeof state !== 'object' || state === null || !('book' in state)) return undefined;
  const { book } = state;
  if (!isBook(book)) return undefined;
  return id === undefined || book.bookId === id ? book : undefined;
}
