import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '@bookmarked/shared';
import type { HomeFilters } from './homeFilters';
import { useHomeFilters } from './useHomeFilters';

let home: { filters: HomeFilters; change: (filters: HomeFilters, history: 'push' | 'replace') => void; showTyped: () => void };

function Home() {
  const [filters, change, showTyped] = useHomeFilters();
  const { search } = useLocation();
  home = { filters, change, showTyped };
  return <p>URL: {search || 'none'}</p>;
}

function renderHome(path = '/') {
  const router = createMemoryRouter([{ path: '/', element: <Home /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const type = (q: string) => act(() => home.change({ ...home.filters, q }, 'replace'));

describe('useHomeFilters', () => {
  it('shows what is typed at once and puts it in the URL when its results are shown, in the same entry', async () => {
    const router = renderHome('/?sort=title');
    await type('d');
    await type('du');
    expect(home.filters).toEqual({ q: 'du', sort: 'title' });
    expect(screen.getByText('URL: ?sort=title')).toBeInTheDocument();

    await act(() => home.showTyped());
    expect(screen.getByText('URL: ?q=du&sort=title')).toBeInTheDocument();
    expect(home.filters).toEqual({ q: 'du', sort: 'title' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the typed search in its own entry under a committed choice, so Back returns to it', async () => {
    const router = renderHome();
    await type('dune');
    await act(() => home.change({ ...home.filters, category: 'Classic' }, 'push'));
    expect(screen.getByText('URL: ?q=dune&category=Classic')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('URL: ?q=dune')).toBeInTheDocument();
    expect(home.filters).toEqual({ q: 'dune' });
  });

  it('drops a typed search when the visitor has gone elsewhere before its results showed', async () => {
    const router = renderHome('/?q=a');
    await act(() => router.navigate('/?tag=Fantasy'));
    await type('ab');
    // The page's address moves on (Back, a link) while the results are still coming.
    const address = window.location.href;
    window.history.replaceState(null, '', '/elsewhere');
    try {
      await act(() => home.showTyped());
    } finally {
      window.history.replaceState(null, '', address);
    }
    expect(screen.getByText('URL: ?tag=Fantasy')).toBeInTheDocument();
  });
});
