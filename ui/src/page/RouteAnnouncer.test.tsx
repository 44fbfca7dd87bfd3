import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $pageTitle, createMemoryRouter, Outlet, RouterProvider, usePageTitle } from '@bookmarked/shared';
import { RouteAnnouncer } from './RouteAnnouncer';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <a href="/">Bookmarked</a>
      <RouteAnnouncer mainRef={mainRef} />
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that names itself, as a book's page does once its book is known. */
function BookPage() {
  usePageTitle('Dune');
  return <h1>Dune</h1>;
}

function renderSite(initialEntries = ['/']) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        handle: { title: 'Ignored: a deeper route names the page' },
        children: [
          { path: '/', element: <h1>Books</h1>, handle: { title: 'Books' } },
          { path: '/listed', element: <h1>Your list</h1>, handle: { title: 'Listed Books' } },
          { path: '/books/:id', element: <BookPage />, handle: { title: 'Book' } },
        ],
      },
      { path: '/untitled', element: <Layout />, children: [{ index: true, element: <h1>Untitled</h1> }] },
    ],
    { initialEntries },
  );
  const view = render(<RouterProvider router={router} />);
  const liveRegion = view.container.querySelector<HTMLElement>('[data-route-announcer]');
  if (!liveRegion) throw new Error('no live region');
  return { router, liveRegion };
}

// jsdom does not scroll; the spy records where the page was asked to go.
const spyOnScroll = () => vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
let scrollTo: ReturnType<typeof spyOnScroll>;

beforeEach(() => {
  scrollTo = spyOnScroll();
});

afterEach(() => {
  $pageTitle.set(undefined);
  document.title = '';
});

describe('RouteAnnouncer', () => {
  it('names the first page in the document title but leaves focus, scroll and the live region alone', () => {
    const { liveRegion } = renderSite(['/']);
    expect(document.title).toBe('Books · Bookmarked');
    expect(document.body).toHaveFocus();
    expect(liveRegion).toBeEmptyDOMElement();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is a polite, atomic live region that only screen readers perceive', () => {
    const { liveRegion } = renderSite(['/']);
    expect(liveRegion).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion).toHaveClass('sr-only');
  });

  it("after following a link: scrolls to the top, focuses the new page's heading and announces its route's title", async () => {
    const { router, liveRegion } = renderSite(['/']);
    await act(() => router.navigate('/listed'));
    expect(document.title).toBe('Listed Books · Bookmarked');
    expect(screen.getByRole('heading', { level: 1, name: 'Your list' })).toHaveFocus();
    expect(liveRegion).toHaveTextContent(/^Listed Books$/);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('prefers the title a page gives itself, in the document title and the announcement', async () => {
    const { router, liveRegion } = renderSite(['/']);
    await act(() => router.navigate('/books/2'));
    expect(document.title).toBe('Dune · Bookmarked');
    expect(liveRegion).toHaveTextContent(/^Dune$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Dune' })).toHaveFocus();
  });

  it('names a page without any title after the site alone', async () => {
    const { router } = renderSite(['/']);
    await act(() => router.navigate('/untitled'));
    expect(document.title).toBe('Bookmarked');
  });

  it('leaves the scroll to the page on Back, but still focuses and announces', async () => {
    const { router, liveRegion } = renderSite(['/']);
    await act(() => router.navigate('/listed'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toHaveFocus();
    expect(liveRegion).toHaveTextContent(/^Books$/);
    expect(document.title).toBe('Books · Bookmarked');
  });

  it('does nothing when only the query changes on the same page', async () => {
    const { router, liveRegion } = renderSite(['/']);
    const link = screen.getByRole('link', { name: 'Bookmarked' });
    link.focus();
    await act(() => router.navigate('/?q=dune'));
    expect(link).toHaveFocus();
    expect(liveRegion).toBeEmptyDOMElement();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
