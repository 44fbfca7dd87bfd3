import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, listStores, RouterProvider, type Book, type ListName } from '@bookmarked/shared';
import { serveCatalogueFiles, shelveCatalogue } from '@bookmarked/shared/testing';
import type * as Ui from '@bookmarked/ui';
import { DIALOG_FOCUS_RESTORE_MS } from '../lib/removeBook';
import { ListedBooksPage } from './ListedBooksPage';

const dialogs = vi.hoisted(() => ({
  confirmRemoval: vi.fn<(list: string, book: string) => Promise<boolean>>(),
  showRemoved: vi.fn<(list: string, book: string) => Promise<void>>(),
}));

vi.mock('@bookmarked/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  confirmRemoval: dialogs.confirmRemoval,
  showRemoved: dialogs.showRemoved,
}));

function book(bookId: number, bookName: string, rating: number, totalPages: number, yearOfPublishing: number): Book {
  return {
    bookId,
    bookName,
    author: `Author ${bookId}`,
    image: `/covers/${bookId}.svg`,
    tags: ['Tag A', 'Tag B'],
    category: 'Fantasy',
    rating,
    totalPages,
    publisher: `Publisher ${bookId}`,
    yearOfPublishing,
    review: '',
  };
}

const catalogue = [
  book(1, 'Alpha', 4.5, 300, 1990),
  book(2, 'Bravo', 3.9, 120, 2010),
  book(3, 'Charlie', 4.2, 800, 1850),
  book(4, 'Delta', 4.0, 50, 2001),
];

/** Puts the lists where a visitor's browser would keep them, and in the live stores. */
function seed(lists: Partial<Record<ListName, number[]>>) {
  for (const list of ['readList', 'wishList'] as const) {
    const ids = lists[list] ?? [];
    localStorage.setItem(list, JSON.stringify(ids));
    listStores[list].set(ids);
  }
}

/** The browser router, as on the site: the tab and the sort are read back from jsdom's address. */
function renderPage() {
  window.history.replaceState(null, '', '/listed');
  return render(<RouterProvider router={createBrowserRouter([{ path: '/listed', element: <ListedBooksPage /> }])} />);
}

const titlesIn = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);

const panelOf = (name: 'Read List' | 'Wish List') => {
  const tab = screen.getByRole('tab', { name });
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${name}`);
  return panel;
};

const stored = (list: ListName) => JSON.parse(localStorage.getItem(list) ?? 'null') as unknown;

/**
 * Past the moment a removal checks focus again (sweetalert2 gives focus back after its dialog
 * closes). Waiting for it also keeps that check from running after the test's document is gone.
 */
const afterDialogFocusRestore = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, DIALOG_FOCUS_RESTORE_MS + 20)));

beforeEach(async () => {
  vi.clearAllMocks();
  await shelveCatalogue(catalogue);
  dialogs.confirmRemoval.mockResolvedValue(true);
  dialogs.showRemoved.mockResolvedValue();
});

describe('ListedBooksPage', () => {
  it("answers its tabs while the catalogue's index loads, and shows each list once it is there", async () => {
    const user = userEvent.setup();
    const served = serveCatalogueFiles(catalogue);
    const sendIndex = served.hold('/booksData/index.json');
    seed({ readList: [2], wishList: [1, 3] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    expect(within(panelOf('Read List')).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 2, name: 'Bravo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export lists/ })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Wish List' }));
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panelOf('Wish List')).getByRole('status')).toHaveTextContent('Loading...');

    act(() => sendIndex());
    await vi.waitFor(() => expect(titlesIn(panelOf('Wish List'))).toEqual(['Alpha', 'Charlie']));
    // The hidden tab's cards come in a render after the shown tab's.
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Bravo']));
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    // The index and the pages holding those books: never the whole catalogue.
    expect(served.fetch.mock.calls.map(([url]) => String(url))).not.toContain('/booksData.json');
  });

  it("counts each list from the index, and draws a card once its page is in, in its place", async () => {
    const served = serveCatalogueFiles(catalogue, 2);
    const sendSecondPage = served.hold('/booksData/page-1.json');
    seed({ readList: [1, 2, 3], wishList: [4] });
    renderPage();
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Alpha', 'Bravo']));
    expect(within(panelOf('Read List')).getByText('3 books in your Read List')).toBeInTheDocument();
    const third = panelOf('Read List').querySelector('li[aria-posinset="3"]');
    expect(third).toHaveAttribute('aria-setsize', '3');
    expect(within(third as HTMLElement).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveTextContent('1');

    act(() => sendSecondPage());
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Alpha', 'Bravo', 'Charlie']));
    await vi.waitFor(() => expect(titlesIn(panelOf('Wish List'))).toEqual(['Delta']));
  });

  it('sorts a list by the index before its pages are in', async () => {
    const served = serveCatalogueFiles(catalogue, 1);
    const sendFirstPage = served.hold('/booksData/page-0.json');
    seed({ readList: [1, 2, 3, 4], wishList: [] });
    window.history.replaceState(null, '', '/listed?sort=pages');
    render(<RouterProvider router={createBrowserRouter([{ path: '/listed', element: <ListedBooksPage /> }])} />);
    // By pages: Delta (50), Bravo (120), Alpha (300, its page held back), Charlie (800).
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Delta', 'Bravo', 'Charlie']));
    expect(within(panelOf('Read List').querySelector('li[aria-posinset="3"]') as HTMLElement).getByRole('status')).toBeInTheDocument();
    act(() => sendFirstPage());
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie']));
  });

  it('shows why a page of the catalogue failed in place of the lists, leaves the lists alone, and Retry reads it again', async () => {
    const user = userEvent.setup();
    const served = serveCatalogueFiles(catalogue);
    served.answer('/booksData/page-0.json', () => new Response('[{"bookId":', { status: 200 }));
    seed({ readList: [2], wishList: [1, 3] });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The book list is damaged and could not be read.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(stored('readList')).toEqual([2]);
    expect(stored('wishList')).toEqual([1, 3]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(titlesIn(panelOf('Read List'))).toEqual(['Bravo']));
    expect(stored('wishList')).toEqual([1, 3]);
  });

  it('shows the read list first, with the card details', () => {
    seed({ readList: [2], wishList: [1, 3] });
    renderPage();
    expect(screen.getByRole('tab', { name: 'Read List' })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'Bravo' });
    expect(within(card).getByRole('img', { name: 'Book: Bravo' })).toBeInTheDocument();
    expect(card).toHaveTextContent('By : Author 2');
    expect(card).toHaveTextContent('#Tag A');
    expect(card).toHaveTextContent('Year of Publishing:2010');
    expect(card).toHaveTextContent('Publisher:Publisher 2');
    expect(card).toHaveTextContent('Pages:120');
    expect(card).toHaveTextContent('Category: Fantasy');
    expect(card).toHaveTextContent('Rating: 3.9');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/details?id=2');
    expect(within(card).getByRole('button', { name: 'Remove Bravo from Read List' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alpha' })).not.toBeInTheDocument();
  });

  it('follows the tabs pattern with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    seed({ readList: [1], wishList: [2] });
    renderPage();
    const read = screen.getByRole('tab', { name: 'Read List' });
    const wish = screen.getByRole('tab', { name: 'Wish List' });
    expect(read).toHaveAttribute('tabindex', '0');
    expect(wish).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', read.id);

    await user.click(wish);
    expect(wish).toHaveAttribute('aria-selected', 'true');
    expect(read).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Wish List' })).toHaveTextContent('Bravo');

    await user.keyboard('{ArrowRight}');
    expect(read).toHaveFocus();
    expect(read).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(wish).toHaveFocus();
    await user.keyboard('{Home}');
    expect(read).toHaveFocus();
    await user.keyboard('{End}');
    expect(wish).toHaveFocus();
    expect(wish).toHaveAttribute('tabindex', '0');
    expect(read).toHaveAttribute('tabindex', '-1');
  });

  it('sorts both lists ascending, from a placeholder that cannot be chosen', async () => {
    const user = userEvent.setup();
    seed({ readList: [1, 2, 3, 4], wishList: [1, 3, 4] });
    renderPage();
    const select = screen.getByRole('combobox', { name: 'Sort By' });
    expect(screen.getByRole('option', { name: 'Sort By' })).toBeDisabled();
    expect(select).toHaveValue('');
    expect(titlesIn(panelOf('Read List'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);

    await user.selectOptions(select, 'Rating');
    expect(titlesIn(panelOf('Read List'))).toEqual(['Bravo', 'Delta', 'Charlie', 'Alpha']);
    expect(titlesIn(panelOf('Wish List'))).toEqual(['Delta', 'Charlie', 'Alpha']);

    await user.selectOptions(select, 'Number of pages');
    expect(titlesIn(panelOf('Read List'))).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie']);
    expect(titlesIn(panelOf('Wish List'))).toEqual(['Delta', 'Alpha', 'Charlie']);

    await user.selectOptions(select, 'Publishing year');
    expect(titlesIn(panelOf('Read List'))).toEqual(['Charlie', 'Alpha', 'Delta', 'Bravo']);
    expect(titlesIn(panelOf('Wish List'))).toEqual(['Charlie', 'Alpha', 'Delta']);
  });

  it('keeps a tab and a sort chosen before the page draws again', () => {
    seed({ readList: [1, 2], wishList: [1, 3, 4] });
    renderPage();
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Wish List' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort By' }), { target: { value: 'totalpages' } });
    });
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    expect(titlesIn(panelOf('Wish List'))).toEqual(['Delta', 'Alpha', 'Charlie']);
    expect(window.location.search).toBe('?tab=wish&sort=pages');
  });

  it('removes a book after confirmation and says so', async () => {
    const user = userEvent.setup();
    seed({ readList: [1, 2], wishList: [2] });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Remove Alpha from Read List' }));
    expect(dialogs.confirmRemoval).toHaveBeenCalledWith('readList', 'Alpha');
    expect(screen.queryByRole('article', { name: 'Alpha' })).not.toBeInTheDocument();
    expect(stored('readList')).toEqual([2]);
    expect(stored('wishList')).toEqual([2]);
    expect(dialogs.showRemoved).toHaveBeenCalledWith('readList', 'Alpha');
    // The next card's remove button takes the focus of the one that went away, and keeps it.
    expect(screen.getByRole('button', { name: 'Remove Bravo from Read List' })).toHaveFocus();
    await afterDialogFocusRestore();
    expect(screen.getByRole('button', { name: 'Remove Bravo from Read List' })).toHaveFocus();
  });

  it('changes nothing when the removal is cancelled', async () => {
    const user = userEvent.setup();
    dialogs.confirmRemoval.mockResolvedValue(false);
    seed({ readList: [1, 2], wishList: [1] });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Wish List' }));
    await user.click(screen.getByRole('button', { name: 'Remove Alpha from Wish List' }));
    expect(dialogs.confirmRemoval).toHaveBeenCalledWith('wishList', 'Alpha');
    expect(screen.getByRole('article', { name: 'Alpha' })).toBeInTheDocument();
    expect(stored('wishList')).toEqual([1]);
    expect(dialogs.showRemoved).not.toHaveBeenCalled();
  });

  // The spec's observed defect: a wish-list removal refreshed the read tab's array instead.
  it('regression: removing from the wish list updates the wish tab and leaves the read tab alone', async () => {
    const user = userEvent.setup();
    seed({ readList: [1, 2, 3], wishList: [2, 4] });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Wish List' }));
    await user.click(screen.getByRole('button', { name: 'Remove Delta from Wish List' }));

    expect(titlesIn(panelOf('Wish List'))).toEqual(['Bravo']);
    expect(titlesIn(panelOf('Read List'))).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(stored('wishList')).toEqual([2]);
    expect(stored('readList')).toEqual([1, 2, 3]);
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    await afterDialogFocusRestore();
  });

  it('shows an empty state with a way to browse, and hides unknown ids without dropping them', () => {
    seed({ readList: [99], wishList: [] });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Your Read List is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/');
    expect(stored('readList')).toEqual([99]);
  });

  it('moves focus to the count when the last book goes', async () => {
    const user = userEvent.setup();
    seed({ readList: [3] });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Remove Charlie from Read List' }));
    expect(screen.getByText('0 books in your Read List')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your Read List is empty' })).toBeInTheDocument();
    await afterDialogFocusRestore();
    expect(screen.getByText('0 books in your Read List')).toHaveFocus();
  });

  it('shows list changes made elsewhere without a reload', () => {
    seed({ readList: [1] });
    renderPage();
    act(() => listStores.readList.set([1, 4]));
    expect(titlesIn(panelOf('Read List'))).toEqual(['Alpha', 'Delta']);
    expect(screen.getByText('2 books in your Read List')).toBeInTheDocument();
  });
});
