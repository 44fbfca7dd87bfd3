import { addToList, type AddResult, type Book } from '@bookmarked/shared';
import { showDuplicate, showReadAdded, showWishAdded } from '@bookmarked/ui';

type BookRef = Pick<Book, 'bookId' | 'bookName'>;

/**
 * 'Mark as read': adds the book to the read list unless it is
 * there already, then says which happened in a dialog titled with the book's name.
 * Resolves with the outcome once the visitor has closed the dialog.
 */
export async function markAsRead(book: BookRef): Promise<AddResult> {
  const result = addToList('readList', book.bookId);
  await (result === 'added' ? showReadAdded(book.bookName) : showDuplicate('readList', book.bookName));
  return result;
}

/** 'Wishlist': a toast when added, an error dialog when the book is on the list already. */
export async function addToWishlist(book: BookRef): Promise<AddResult> {
  const result = addToList('wishList', book.bookId);
  await (result === 'added' ? showWishAdded() : showDuplicate('wishList', book.bookName));
  return result;
}
