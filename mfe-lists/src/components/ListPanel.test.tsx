import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@bookmarked/shared';
import { makeBook } from '@bookmarked/shared/testing';
import { copy } from '../copy';
import { bookRows } from '../lib/listRows';
import { ListPanel } from './ListPanel';

const books: Book[] = Array.from({ length: 3 }, (_, index) => makeBook({ bookId: index + 1, bookName: `Book ${index + 1}` }));

// Rendered as the page does, outside act(), which would run the background render at once.
let container: HTMLDivElement;
let root: Root;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;

beforeEach(() => {
  actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

/** Renders the panel and everything its render set off at once (its own measuring included). */
function renderNow(shown: boolean) {
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <ListPanel list="wishList" rows={bookRows(books)} shown={shown} />
      </MemoryRouter>,
    ),
  );
}

const cards = () => container.querySelectorAll('article').length;
const countShown = () => container.textContent.includes(copy.bookCount(books.length, 'wishList'));

describe('ListPanel', () => {
  it("draws the shown tab's cards in its first render", () => {
    renderNow(true);
    expect(countShown()).toBe(true);
    expect(cards()).toBe(3);
  });

  it("draws a hidden tab's cards in a render after the shown tab's, with its count at once", async () => {
    renderNow(false);
    expect(countShown()).toBe(true);
    expect(cards()).toBe(0);
    await vi.waitFor(() => expect(cards()).toBe(3));
  });

  it('draws a hidden tab\'s cards at once when it is shown before they came', () => {
    renderNow(false);
    expect(cards()).toBe(0);
    renderNow(true);
    expect(cards()).toBe(3);
  });
});
