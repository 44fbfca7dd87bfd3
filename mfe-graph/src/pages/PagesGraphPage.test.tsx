import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $catalogue, type Book } from '@bookmarked/shared';
import { PagesGraphPage } from './PagesGraphPage';
import { makeBook } from '@bookmarked/shared/testing';

// The chart draws nothing in jsdom (no layout to measure): it is checked in e2e. Here it is a stand-in
// that shows what the page hands it.
vi.mock('../chart/PagesChart', () => ({
  default: ({ books }: { books: Book[] }) => <div data-testid="chart">{books.length} bars</div>,
}));

const book = (bookId: number, bookName: string, totalPages: number): Book => makeBook({ bookId, bookName, totalPages });

const books = [book(1, 'The Great Gatsby', 218), book(2, 'War and Peace', 1273), book(3, '<b>The Little Prince</b>', 96)];

afterEach(() => {
  act(() => $catalogue.set({ status: 'loading' }));
});

describe('PagesGraphPage', () => {
  it("shows the heading and 'Loading...' while the catalogue loads", () => {
    // The catalogue request stays unanswered, so the page stays in its loading state.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    render(<PagesGraphPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Books pages graph' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a one-line summary and the chart, loaded lazily', async () => {
    $catalogue.set({ status: 'ready', books });
    render(<PagesGraphPage />);
    expect(
      screen.getByText(
        '3 books, 1,587 pages in all; longest: War and Peace (1,273 pages); shortest: <b>The Little Prince</b> (96 pages)',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('chart')).toHaveTextContent('3 bars');
    expect(screen.getByRole('figure', { name: 'Bar chart of the number of pages of each book' })).toBeInTheDocument();
  });

  it('opens and closes a data table of book and pages behind a toggle', async () => {
    const user = userEvent.setup();
    $catalogue.set({ status: 'ready', books });
    render(<PagesGraphPage />);
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide data table');
    const table = screen.getByRole('table', { name: 'Number of pages of each book' });
    expect(toggle).toHaveAttribute('aria-controls', table.parentElement?.id);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Book', 'Pages']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['The Great Gatsby', '218'],
      ['War and Peace', '1,273'],
      ['<b>The Little Prince</b>', '96'],
    ]);
    expect(table.querySelector('b')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a friendly message instead of an empty chart when there are no books', () => {
    $catalogue.set({ status: 'ready', books: [] });
    render(<PagesGraphPage />);
    expect(screen.getByRole('heading', { name: 'No books to chart yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show data table' })).not.toBeInTheDocument();
  });

  it('shows a retryable error when the catalogue fails', () => {
    $catalogue.set({ status: 'error', message: 'The book list could not be loaded (error 500).' });
    render(<PagesGraphPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The book list could not be loaded (error 500).');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
