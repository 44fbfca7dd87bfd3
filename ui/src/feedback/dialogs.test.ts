import { beforeEach, describe, expect, it, vi } from 'vitest';

const swal = { fire: vi.fn() };

/** What every dialog adds: the page's theme, and focus given back by the app once it is gone. */
const always = { theme: 'light', returnFocus: false, didDestroy: expect.any(Function) };

/** sweetalert2 calls didDestroy once a dialog has left the page. */
const answer = (result: { isConfirmed: boolean; isDismissed?: boolean }) => async (options: { didDestroy?: () => void }) => {
  options.didDestroy?.();
  return result;
};

async function freshDialogs({ libraryLoads }: { libraryLoads: boolean }) {
  vi.resetModules();
  vi.doMock('sweetalert2', () => {
    // A chunk that fails to load, as it does when the network drops.
    if (!libraryLoads) throw new Error('Failed to fetch dynamically imported module');
    return { default: { fire: swal.fire } };
  });
  return import('./dialogs');
}

beforeEach(() => {
  swal.fire.mockImplementation(answer({ isConfirmed: false }));
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(window, 'confirm').mockReturnValue(false);
});

describe('dialogs', () => {
  it('says a book was added to the read list, with its name as text', async () => {
    const { showReadAdded } = await freshDialogs({ libraryLoads: true });
    await showReadAdded('<b>Dune</b>');
    expect(swal.fire).toHaveBeenCalledExactlyOnceWith({
      titleText: '<b>Dune</b>',
      text: 'successfully added to your readlist!',
      icon: 'success',
      confirmButtonColor: '#047857',
      ...always,
    });
  });

  it.each([
    ['readList', 'Alreay exists in your readlist!'],
    ['wishList', 'Alreay exists in your wishlist!'],
  ] as const)('says a book is already on the %s', async (list, text) => {
    const { showDuplicate } = await freshDialogs({ libraryLoads: true });
    await showDuplicate(list, 'Dune');
    expect(swal.fire).toHaveBeenCalledExactlyOnceWith({ titleText: 'Dune', text, icon: 'error', confirmButtonColor: '#047857', ...always });
  });

  it('says a book was removed, naming the list', async () => {
    const { showRemoved } = await freshDialogs({ libraryLoads: true });
    await showRemoved('wishList', 'Dune');
    expect(swal.fire).toHaveBeenCalledExactlyOnceWith({
      titleText: 'Removed!',
      text: 'Dune successfully removed from your Wish List',
      icon: 'success',
      confirmButtonColor: '#047857',
      ...always,
    });
  });

  it('asks before a removal, focusing Cancel, and answers true only on an explicit yes', async () => {
    const { confirmRemoval } = await freshDialogs({ libraryLoads: true });
    swal.fire.mockImplementationOnce(answer({ isConfirmed: true }));
    await expect(confirmRemoval('readList', 'Dune')).resolves.toBe(true);
    expect(swal.fire).toHaveBeenCalledExactlyOnceWith({
      titleText: 'Are you sure?',
      text: 'Do you want to remove Dune from your Read List?',
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: 'Yes, remove it!',
      cancelButtonText: 'Cancel',
      focusCancel: true,
      confirmButtonColor: '#b91c1c',
      cancelButtonColor: '#4b5563',
      ...always,
    });

    swal.fire.mockImplementationOnce(answer({ isConfirmed: false, isDismissed: true }));
    await expect(confirmRemoval('readList', 'Dune')).resolves.toBe(false);
  });

  describe('when the dialog library cannot be loaded', () => {
    it('falls back to the browser alert, title and text on their own lines', async () => {
      const { showReadAdded, showRemoved } = await freshDialogs({ libraryLoads: false });
      await showReadAdded('Dune');
      expect(window.alert).toHaveBeenLastCalledWith('Dune\n\nsuccessfully added to your readlist!');
      await showRemoved('readList', 'Dune');
      expect(window.alert).toHaveBeenLastCalledWith('Removed!\n\nDune successfully removed from your Read List');
    });

    it('falls back to the browser confirm, and removes only on its yes', async () => {
      const { confirmRemoval } = await freshDialogs({ libraryLoads: false });
      await expect(confirmRemoval('wishList', 'Dune')).resolves.toBe(false);
      expect(window.confirm).toHaveBeenCalledExactlyOnceWith('Are you sure?\n\nDo you want to remove Dune from your Wish List?');
      vi.mocked(window.confirm).mockReturnValueOnce(true);
      await expect(confirmRemoval('wishList', 'Dune')).resolves.toBe(true);
    });
  });
});
