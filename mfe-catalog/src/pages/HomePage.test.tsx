import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { $catalogue } from '@bookmarked/shared';
import { HomePage } from './HomePage';
import { makeBook } from '@bookmarked/shared/testing';

const books = [
  makeBook({ bookId: 1, bookName: 'The Great Gatsby', image: '/covers/1.svg' }),
  makeBook({ bookId: 2, bookName: 'Dune', image: '/covers/2.svg' }),
];

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  $catalogue.set({ status: 'ready', books });
});

describe('HomePage', () => {
  it("shows the hero with the first book's cover and 'View The List' going to /listed", () => {
    renderHome();
    const hero = screen.getByRole('region', { name: 'Books to freshen up your bookshelf' });
    expect(within(hero).getByRole('link', { name: 'View The List' })).toHaveAttribute('href', '/listed');
    expect(within(hero).getByAltText('Book: The Great Gatsby')).toHaveAttribute('src', '/covers/1.svg');
  });

  it("shows 'Books' over one card per book, each linking to its details", () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Books' });
    const cards = within(section).getAllByRole('listitem').filter((item) => item.querySelector('article'));
    expect(cards).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/details?id=2');
  });

  it("shows 'Loading...' in place of the grid while the catalogue loads", () => {
    // The catalogue request stays unanswered, so the page stays in its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    $catalogue.set({ status: 'loading' });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the retryable error instead of the grid when the catalogue failed', () => {
    $catalogue.set({ status: 'error', message: 'Offline' });
    renderHome();
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
  });
});
