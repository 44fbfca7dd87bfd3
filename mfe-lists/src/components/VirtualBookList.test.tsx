import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Book } from '@bookmarked/shared';
import { makeBook } from '@bookmarked/shared/testing';
import { bookRows, type ListRows } from '../lib/listRows';
import { VirtualBookList } from './VirtualBookList';

const books: Book[] = Array.from({ length: 2000 }, (_, index) => makeBook({ bookId: index + 1, bookName: `Book ${index + 1}` }));

/** The outer list (each card holds a list of its tags too). */
const bookList = () => screen.getAllByRole('list')[0] as HTMLElement;

function renderList(rows: ListRows = bookRows(books)) {
  return render(
    <MemoryRouter>
      <VirtualBookList rows={rows} list="readList" onRemove={vi.fn()} removeRef={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('VirtualBookList', () => {
  it('draws only the first cards of a long list, in order', () => {
    renderList();
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(cards[0]).toHaveAccessibleName('Book 1');
  });

  it('tells each item its position and the size of the whole list', () => {
    renderList();
    const items = Array.from(bookList().children);
    expect(items.length).toBeGreaterThan(0);
    items.forEach((item, index) => {
      expect(item).toHaveAttribute('aria-setsize', '2000');
      expect(item).toHaveAttribute('aria-posinset', String(index + 1));
    });
  });

  it('reserves the height of every card so the page scrolls to the end of the list', () => {
    renderList();
    const list = bookList();
    expect(Number.parseInt(list.style.height, 10)).toBeGreaterThan(2000 * 300);
  });

  it("says Loading... in a card's place until its book is in, and asks for the books of the rows it draws", () => {
    const want = vi.fn();
    renderList({ ...bookRows(books), bookAt: (row) => (row === 1 ? undefined : books[row]), want });
    const items = Array.from(bookList().children);
    expect(items[1]).toHaveAttribute('aria-posinset', '2');
    expect(items[1]?.querySelector('article')).toBeNull();
    expect(items[1]).toHaveTextContent('Loading...');
    expect(items[0]?.querySelector('article')).not.toBeNull();
    expect(want).toHaveBeenCalledWith([1]);
  });
});
