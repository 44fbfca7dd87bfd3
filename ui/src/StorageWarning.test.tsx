import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $corruptLists, $storageProblem } from '@bookmarked/shared';
import { StorageWarning } from './StorageWarning';

afterEach(() => {
  act(() => {
    $storageProblem.set(undefined);
    $corruptLists.set({});
  });
});

const notes = () => Array.from(screen.getByRole('status').querySelectorAll('p'), (note) => note.textContent);

describe('StorageWarning', () => {
  it('says nothing while the lists are saved and readable', () => {
    const { container } = render(<StorageWarning />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the lists last only for this tab when storage is disabled', () => {
    $storageProblem.set('unavailable');
    render(<StorageWarning />);
    expect(notes()).toEqual([
      'Your browser is not letting this site save data, so your lists will only last until you close this tab.',
    ]);
  });

  it('says the latest changes were not saved when storage is full, and names each unreadable list', () => {
    $storageProblem.set('full');
    $corruptLists.set({ readList: true, wishList: false });
    render(<StorageWarning />);
    expect(notes()).toEqual([
      'Your browser storage is full, so your latest list changes could not be saved and will only last until you close this tab.',
      'Part of your saved Read List could not be read; the books we could read are shown and the rest is kept as it was.',
    ]);
  });

  it('appears as soon as a problem shows up', () => {
    render(<StorageWarning />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => $corruptLists.setKey('wishList', true));
    expect(notes()).toEqual([
      'Part of your saved Wish List could not be read; the books we could read are shown and the rest is kept as it was.',
    ]);
  });
});
