import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { $catalogue } from '@bookmarked/shared';
import { BookDetailsPage } from './BookDetailsPage';
import { bookFromState } from './detailsBook';
import { makeBook } from '@bookmarked/shared/testing';

const catalogue = [makeBook(), makeBook({ bookId: 5, bookName: 'The Hobbit', author: 'J. R. R. Tolkien' })];

function renderAt(entry: string | { pathname: string; search: string; state: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/details" element={<BookDetailsPage />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  $catalogue.set({ status: 'ready', books: catalogue });
});

describe('bookFromState', () => {
  const book = makeBook();
  it('accepts a valid book whose id matches the URL', () => expect(bookFromState({ book }, 3)).toEqual(book));
  it('accepts a valid book when the URL has no id', () => expect(bookFromState({ book }, undefined)).toEqual(book));
  it('rejects a book for another id', () => expect(bookFromState({ book }, 5)).toBeUndefined());
  it.each([null, undefined, 'book', {}, { book: null }, { book: { ...book, bookName: 42 } }, { book: { bookId: 3 } }])(
    'rejects %j',
    (state) => expect(bookFromState(state, 3)).toBeUndefined(),
  );
});

describe('BookDetailsPage', () => {
  it('renders the book from navigation state without waiting for the catalogue', () => {
    // The catalogue request stays unanswered, so the page stays in its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    $catalogue.set({ status: 'loading' });
    const carried = makeBook({ bookName: 'Carried copy' });
    renderAt({ pathname: '/details', search: '?id=3', state: { book: carried } });
    expect(screen.getByRole('heading', { level: 1, name: 'Carried copy' })).toBeInTheDocument();
  });

  it('finds the book by ?id when there is no state (a reload or a shared link)', () => {
    renderAt('/details?id=5');
    expect(screen.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    expect(screen.getByText('By : J. R. R. Tolkien')).toBeInTheDocument();
  });

  it('ignores state that disagrees with the URL and trusts the id', () => {
    renderAt({ pathname: '/details', search: '?id=5', state: { book: makeBook() } });
    expect(screen.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
  });

  it('ignores malformed state', () => {
    renderAt({ pathname: '/details', search: '?id=3', state: { book: { bookId: 3, bookName: '<b>x</b>' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Pride and Prejudice' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the catalogue loads", () => {
    // The catalogue request stays unanswered, so the page stays in its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    $catalogue.set({ status: 'loading' });
    renderAt('/details?id=3');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['/details?id=999', '/details', '/details?id=abc'])("shows 'Book not found' with a link home for %s", (url) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows the retryable error when the catalogue failed', () => {
    $catalogue.set({ status: 'error', message: 'Offline' });
    renderAt('/details?id=3');
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
