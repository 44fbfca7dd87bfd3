import { removeFromList, type Book, type ListName } from '@bookmarked/shared';
import { confirmRemoval, showRemoved } from '@bookmarked/ui';

/** sweetalert2 gives focus back 100 ms after a dialog closes; we place it after that. */
export const DIALOG_FOCUS_RESTORE_MS = 150;

function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Removing a book: confirm first (focus starts on Cancel), then take the id out of that list,
 * then say so. `placeFocus` moves focus somewhere sensible once the card is gone, since the
 * button that opened the dialog goes with it.
 * Resolves whether the book was removed.
 */
export async function removeBook(list: ListName, book: Book, placeFocus: () => void): Promise<boolean> {
  const confirmed = await confirmRemoval(list, book.bookName);
  if (!confirmed) return false;
  removeFromList(list, book.bookId);
  placeFocus();
  await showRemoved(list, book.bookName);
  window.setTimeout(() => {
    if (focusWasLost()) placeFocus();
  }, DIALOG_FOCUS_RESTORE_MS);
  return true;
}
