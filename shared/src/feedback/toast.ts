import { createElement } from 'react';
import type * as ToastifyModule from 'react-toastify';
import { messages } from './messages';

/** Spec section 9: top-end, 3000 ms, progress bar, paused while hovered. */
export const toastOptions = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: false,
  pauseOnHover: true,
} as const;

type Toastify = typeof ToastifyModule;

let toaster: Promise<Toastify> | undefined;

/** react-toastify and its container arrive with the first toast, not with the page. */
function ensureToaster(): Promise<Toastify> {
  toaster ??= Promise.all([import('react-toastify'), import('react-dom/client')])
    .then(([toastify, { createRoot }]) => {
      const host = document.createElement('div');
      host.dataset.toasts = 'bookmarked';
      document.body.append(host);
      createRoot(host).render(createElement(toastify.ToastContainer, toastOptions));
      return toastify;
    })
    .catch((error: unknown) => {
      toaster = undefined;
      throw error;
    });
  return toaster;
}

export async function showToast(text: string): Promise<void> {
  try {
    const { toast } = await ensureToaster();
    toast.success(text, toastOptions);
  } catch {
    window.alert(text);
  }
}

export function showWishAdded(): Promise<void> {
  return showToast(messages.wishAdded);
}
