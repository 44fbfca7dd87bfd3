import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@bookmarked/shared';
import { ActiveFilters, ClearFiltersLink } from './ActiveFilters';

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/?category=Classic&tag=Coming+of+Age&sort=year'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ActiveFilters', () => {
  it("links each chip to the view without its filter, and Clear filters to Home's default view, so they work before the code runs", () => {
    renderAt(
      <>
        <ActiveFilters filters={{ q: '', category: 'Classic', tag: 'Coming of Age', sort: 'year' }} onRemove={() => {}} />
        <ClearFiltersLink onClear={() => {}} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Remove Category: Classic' })).toHaveAttribute('href', '/?tag=Coming+of+Age&sort=year');
    expect(screen.getByRole('link', { name: 'Remove Tag: Coming of Age' })).toHaveAttribute('href', '/?category=Classic&sort=year');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/');
  });

  it('makes the change itself on a plain click, and leaves a click for a new tab to the browser', () => {
    const onRemove = vi.fn();
    const router = renderAt(<ActiveFilters filters={{ q: 'dune', category: 'Classic' }} onRemove={onRemove} />);
    const chip = screen.getByRole('link', { name: 'Remove Search: dune' });

    expect(fireEvent.click(chip)).toBe(false);
    expect(onRemove).toHaveBeenCalledExactlyOnceWith({ q: '' });
    expect(router.state.location.search).toBe('?category=Classic&tag=Coming+of+Age&sort=year');

    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(chip, { [modifier]: true }), modifier).toBe(true);
    }
    expect(fireEvent.click(chip, { button: 1 }), 'middle button').toBe(true);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
