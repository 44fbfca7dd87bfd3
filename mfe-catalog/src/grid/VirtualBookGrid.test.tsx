import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { makeBook } from '@bookmarked/shared/testing';
import { VirtualBookGrid } from './VirtualBookGrid';

const booksOf = (count: number) => Array.from({ length: count }, (_, i) => makeBook({ bookId: i + 1, bookName: `Book ${i + 1}` }));

function renderGrid(count: number) {
  return render(
    <VirtualBookGrid
      books={booksOf(count)}
      renderCard={(book) => <article>{book.bookName}</article>}
      entryKey="default"
      resultsTop={() => null}
    />,
  );
}

/** jsdom lays nothing out: each card is given a card's height, everything else none. */
const CARD_HEIGHT = 420;

describe('VirtualBookGrid', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? CARD_HEIGHT : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the cards in view first, then a small catalogue whole, each with its place in the list', async () => {
    renderGrid(30);
    const first = screen.getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(30);
    expect(first[0]).toHaveTextContent('Book 1');

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    const items = screen.getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Book 30');
    expect(items.at(-1)).toHaveAttribute('aria-posinset', '30');
    expect(items.at(-1)).toHaveAttribute('aria-setsize', '30');
  });

  it('keeps a large catalogue to the rows near the view', async () => {
    renderGrid(1_000);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2));
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
  });
});
