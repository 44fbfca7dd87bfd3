import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastify = { success: vi.fn(), containers: [] as unknown[] };

async function freshToast({ libraryLoads }: { libraryLoads: () => boolean }) {
  vi.resetModules();
  vi.doMock('react-toastify', () => {
    if (!libraryLoads()) throw new Error('Failed to fetch dynamically imported module');
    return {
      toast: { success: toastify.success },
      ToastContainer: (props: unknown) => {
        toastify.containers.push(props);
        return <p>toasts here</p>;
      },
    };
  });
  return import('./toast');
}

beforeEach(() => {
  toastify.containers = [];
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  document.querySelectorAll('[data-toasts]').forEach((node) => node.remove());
});

const options = { position: 'top-right', autoClose: 3000, hideProgressBar: false, pauseOnHover: true };

describe('toasts', () => {
  it('are top-right, 3,000 ms, with a progress bar, paused on hover', async () => {
    const { toastOptions } = await freshToast({ libraryLoads: () => true });
    expect(toastOptions).toEqual(options);
  });

  it('mount one container on first use, then show each text in it', async () => {
    const { showToast, showWishAdded } = await freshToast({ libraryLoads: () => true });
    await act(() => showWishAdded());
    await act(() => showToast('Saved'));

    const hosts = document.querySelectorAll('[data-toasts="bookmarked"]');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]).toHaveTextContent('toasts here');
    expect(toastify.containers.at(-1)).toEqual(options);
    // Each toast is drawn in the page's theme (light unless the visitor chose otherwise).
    expect(toastify.success.mock.calls).toEqual([
      ['successfully added this book to your wishlist!', { ...options, theme: 'light' }],
      ['Saved', { ...options, theme: 'light' }],
    ]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('fall back to the browser alert when the library cannot load, and try it again next time', async () => {
    let loads = false;
    const { showWishAdded } = await freshToast({ libraryLoads: () => loads });
    await showWishAdded();
    expect(window.alert).toHaveBeenCalledExactlyOnceWith('successfully added this book to your wishlist!');
    expect(document.querySelector('[data-toasts]')).toBeNull();

    loads = true;
    vi.resetModules();
    await act(() => showWishAdded());
    expect(toastify.success).toHaveBeenCalledExactlyOnceWith('successfully added this book to your wishlist!', { ...options, theme: 'light' });
    expect(window.alert).toHaveBeenCalledTimes(1);
  });
});
