import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $catalogue, createMemoryRouter, listStores, RouterProvider } from '@bookmarked/shared';
import { makeBook } from '@bookmarked/shared/testing';
import { ListedBooksPage } from './ListedBooksPage';

describe('ListedBooksPage on the server', () => {
  it("draws the frame with 'Loading...' where the lists go: it never says a list is empty, nor counts it", () => {
    $catalogue.set({ status: 'ready', books: [makeBook({ bookId: 1, bookName: 'Alpha' })] });
    listStores.readList.set([1]);
    const router = createMemoryRouter([{ path: '*', element: <ListedBooksPage /> }], { initialEntries: ['/listed'] });
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('Export lists');
    expect(html).toContain('role="tab"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('Alpha');
    expect(html).not.toMatch(/tabular-nums[^>]*>\d/);
    // Each list's empty panel is there, hidden, for the host's first script to reveal where
    // storage holds no book: nothing shown says a list is empty.
    const page = document.createElement('div');
    page.innerHTML = html;
    const emptyPanels = [...page.querySelectorAll('[data-empty-list]')];
    expect(emptyPanels.map((panel) => [panel.getAttribute('data-empty-list'), panel.hasAttribute('hidden')])).toEqual([
      ['readList', true],
      ['wishList', true],
    ]);
    emptyPanels.forEach((panel) => panel.remove());
    expect(page.textContent).not.toMatch(/is empty|0 books/);
  });
});
