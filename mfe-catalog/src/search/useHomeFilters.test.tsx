import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from '@bookmarked/shared';
import { useHomeFilters } from './useHomeFilters';

/** The search box, two committed choices, and a button standing for 'the results are shown'. */
function Home() {
  const [filters, change, showTyped] = useHomeFilters();
  const { search } = useLocation();
  return (
    <>
      <input
        aria-label="Search"
        value={filters.q}
        onChange={(event) => {
          const q = event.target.value;
          change((current) => ({ ...current, q }), 'replace');
        }}
      />
      <button onClick={() => change((current) => ({ ...current, category: 'Classic' }), 'push')}>Classic</button>
      <button onClick={() => change((current) => ({ ...current, tag: 'Fantasy' }), 'push')}>Fantasy</button>
      <button onClick={showTyped}>Results shown</button>
      <p>URL: {search || 'none'}</p>
    </>
  );
}

/** The browser router, as on the site: changes start from jsdom's address. */
function renderHome(path = '/') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

const type = (q: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: q } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useHomeFilters', () => {
  it('shows what is typed at once and puts it in the URL when its results are shown, in the same entry', () => {
    const router = renderHome('/?sort=title');
    type('d');
    type('du');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('du');
    expect(screen.getByText('URL: ?sort=title')).toBeInTheDocument();

    click('Results shown');
    expect(screen.getByText('URL: ?q=du&sort=title')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('du');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the typed search in its own entry under a committed choice, so Back returns to it', async () => {
    const router = renderHome();
    type('dune');
    click('Classic');
    expect(screen.getByText('URL: ?q=dune&category=Classic')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('URL: ?q=dune')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('dune');
  });

  it('keeps a search and two choices made before the page draws again, each choice in its own entry', async () => {
    const router = renderHome();
    act(() => {
      type('dune');
      click('Classic');
      click('Fantasy');
    });
    expect(screen.getByText('URL: ?q=dune&category=Classic&tag=Fantasy')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('URL: ?q=dune&category=Classic')).toBeInTheDocument();
  });

  it('drops a typed search when the visitor has gone elsewhere before its results showed', async () => {
    const router = renderHome('/?q=a');
    await act(() => router.navigate('/?tag=Fantasy'));
    type('ab');
    // The page's address moves on (Back, a link) while the results are still coming.
    const address = window.location.href;
    window.history.replaceState(null, '', '/elsewhere');
    try {
      click('Results shown');
    } finally {
      window.history.replaceState(null, '', address);
    }
    expect(screen.getByText('URL: ?tag=Fantasy')).toBeInTheDocument();
  });
});
