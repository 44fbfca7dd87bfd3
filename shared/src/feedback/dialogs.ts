import { messages, type ListName } from './messages';

type Icon = 'success' | 'error' | 'warning';

interface DialogOptions {
  title: string;
  text: string;
  icon: Icon;
}

/** sweetalert2 is loaded when the first dialog opens, not with the page. */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

/**
 * Book data is untrusted: it goes only into `titleText` and `text`, which sweetalert2
 * renders as text (its `title` and `html` options would render HTML).
 */
async function showDialog({ title, text, icon }: DialogOptions): Promise<void> {
  try {
    const Swal = await loadSwal();
    await Swal.fire({ titleText: title, text, icon, confirmButtonColor: '#047857' });
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
    const Swal = await loadSwal();
    const result = await Swal.fire({
      titleText: messages.removeTitle,
      text,
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: messages.removeConfirm,
      cancelButtonText: messages.removeCancel,
      focusCancel: true,
      confirmButtonColor: '#b91c1c',
    });
    return result.isConfirmed;
  } catch {
    return window.confirm(`${messages.removeTitle}\n\n${text}`);
  }
}
