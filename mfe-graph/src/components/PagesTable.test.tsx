import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Book } from '@bookmarked/shared';
import { PagesTable, TABLE_PAGE_SIZE } from './PagesTable';

const books = (count: number): Book[] =>
  Array.from({ length: count }, (_, index) => ({
    bookId: index + 1,
    bookName: `Book ${index + 1}`,
    author: 'Author',
    image: '',
    tags: [],
    category: 'Fiction',
    rating: 4,
    totalPages: 100 + index,
    publisher: 'Publisher',
    yearOfPublishing: 2000,
    review: '',
  }));

const rowNames = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('PagesTable', () => {
  it('shows a short catalogue whole, without paging', () => {
    render(<PagesTable id="t" books={books(30)} />);
    expect(rowNames()).toHaveLength(30);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages a long catalogue and says which rows are shown', async () => {
    const user = userEvent.setup();
    render(<PagesTable id="t" books={books(250)} />);
    expect(rowNames()).toHaveLength(TABLE_PAGE_SIZE);
    expect(rowNames()[0]).toBe('Book 1');
    expect(screen.getByRole('status')).toHaveTextContent('Books 1–100 of 250');
    expect(screen.getByRole('button', { name: 'Previous rows' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    expect(rowNames()).toEqual(books(250).slice(200).map((book) => book.bookName));
    expect(screen.getByRole('status')).toHaveTextContent('Books 201–250 of 250');
    expect(screen.getByRole('button', { name: 'Next rows' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous rows' }));
    expect(rowNames()[0]).toBe('Book 101');
    await user.click(screen.getByRole('button', { name: 'Last rows' }));
    expect(rowNames().at(-1)).toBe('Book 250');
    await user.click(screen.getByRole('button', { name: 'First rows' }));
    expect(rowNames()[0]).toBe('Book 1');
  }, 20_000);

  it('stays on a page that exists when the catalogue shrinks', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PagesTable id="t" books={books(250)} />);
    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    rerender(<PagesTable id="t" books={books(150)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Books 101–150 of 150');
  }, 20_000);
});
