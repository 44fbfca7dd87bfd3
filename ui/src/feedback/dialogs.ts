import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { $theme } from '@bookmarked/shared';
import { rememberFocus } from './focusReturn';
import { messages, type ListName } from './messages';

type Icon = 'success' | 'error' | 'warning';

interface DialogOptions {
  title: string;
  text: string;
  icon: Icon;
}

/** sweetalert2 is loaded when the first dialog opens, not with the page. */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

const DESTROY_WAIT_LIMIT_MS = 1_000;

/**
 * Opens one dialog in the page's theme and, however it is closed (any key, any button, a
 * click outside), gives focus back once the dialog has left the page: to what had it before,
 * or to the page's heading when that is gone. sweetalert2's own return of focus is off: it
 * lands on a closed dialog's button when one dialog follows another.
 */
async function fireDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  const restoreFocus = rememberFocus();
  let destroyed: () => void = () => undefined;
  const gone = new Promise<void>((resolve) => (destroyed = resolve));
  const result = await Swal.fire({
    ...options,
    theme: $theme.get(),
    returnFocus: false,
    didDestroy: () => destroyed(),
  });
  // didDestroy comes once the closing animation is over; never wait on it for ever.
  await Promise.race([gone, new Promise((resolve) => window.setTimeout(resolve, DESTROY_WAIT_LIMIT_MS))]);
  restoreFocus();
  return result;
}

/**
 * Book data is untrusted: it goes only into `titleText` and `text`, which sweetalert2
 * renders as text (its `title` and `html` options would render HTML).
 */
async function showDialog({ title, text, icon }: DialogOptions): Promise<void> {
  try {
    await fireDialog({ titleText: title, text, icon, confirmButtonColor: '#047857' });
  } catch {
    window.alert(`${title}\n\n${text}`);
  }
}

export function showReadAdded(bookName: string): Promise<void> {
  return showDialog({ title: bookName, text: messages.readAdded, icon: 'success' });
}

export function showDuplicate(list: ListName, bookName: string): Promise<void> {
  const text = list === 'readList' ? messages.readDuplicate : messages.wishDuplicate;
  return showDialog({ title: bookName, text, icon: 'error' });
}

export function showRemoved(list: ListName, bookName: string): Promise<void> {
  return showDialog({
    title: messages.removedTitle,
    text: messages.removedText(bookName, list),
    icon: 'success',
  });
}

/** Resolves true only when the visitor explicitly confirms; focus starts on Cancel. */
export async function confirmRemoval(list: ListName, bookName: string): Promise<boolean> {
  const text = messages.removeText(bookName, list);
  try {
    const result = await fireDialog({
      titleText: messages.removeTitle,
      text,
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: messages.removeConfirm,
      cancelButtonText: messages.removeCancel,
      focusCancel: true,
      confirmButtonColor: '#b91c1c',
      // sweetalert2's own grey (#6e7881) is 4.6:1 against white text, too close to the line.
      cancelButtonColor: '#4b5563',
    });
    return result.isConfirmed;
  } catch {
    return window.confirm(`${messages.removeTitle}\n\n${text}`);
  }
}
