import { createElement } from 'react';
import type * as ToastifyModule from 'react-toastify';
import { $theme } from '@bookmarked/shared';
import { messages } from './messages';
import { keepToastsClearOfFocus } from './toastEdge';

/** Every toast: top right, 3 seconds, with a progress bar, paused while hovered. */
export const toastOptions = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: false,
  pauseOnHover: true,
} as const;

type Toastify = typeof ToastifyModule;

interface Toaster {
  toastify: Toastify;
  place: () => void;
}

let toaster: Promise<Toaster> | undefined;

/** react-toastify and its container arrive with the first toast, not with the page. */
function ensureToaster(): Promise<Toaster> {
  toaster ??= Promise.all([import('react-toastify'), import('react-dom/client')])
    .then(([toastify, { createRoot }]) => {
      const host = document.createElement('div');
      host.dataset.toasts = 'bookmarked';
      document.body.append(host);
      const place = keepToastsClearOfFocus(host);
      createRoot(host).render(createElement(toastify.ToastContainer, toastOptions));
      return { toastify, place };
    })
    .catch((error: unknown) => {
      toaster = undefined;
      throw error;
    });
  return toaster;
}

export async function showToast(text: string): Promise<void> {
  try {
    const { toastify, place } = await ensureToaster();
    place();
    toastify.toast.success(text, { ...toastOptions, theme: $theme.get() });
  } catch {
    window.alert(text);
  }
}

export function showWishAdded(): Promise<void> {
  return showToast(messages.wishAdded);
}
