import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ui from '@bookmarked/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStores } from '@bookmarked/shared';
import { BookDetails } from './BookDetails';
import { hostileName, makeBook } from '@bookmarked/shared/testing';

const feedback = vi.hoisted(() => ({
  showReadAdded: vi.fn(() => Promise.resolve()),
  showDuplicate: vi.fn(() => Promise.resolve()),
  showWishAdded: vi.fn(() => Promise.resolve()),
}));

vi.mock('@bookmarked/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  ...feedback,
}));

beforeEach(() => {
  listStores.readList.set([]);
  listStores.wishList.set([]);
  Object.values(feedback).forEach((mock) => mock.mockClear());
});

function fact(label: string) {
  const term = screen.getByText(`${label}:`);
  return term.nextElementSibling;
}

describe('BookDetails', () => {
  it('shows every field of the book', () => {
    render(<BookDetails book={makeBook()} />);
    expect(screen.getByAltText('Book: Pride and Prejudice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pride and Prejudice' })).toBeInTheDocument();
    expect(screen.getByText('By : Jane Austen')).toBeInTheDocument();
    expect(screen.getByText('Romance')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('A sharp, funny novel about first impressions.')).toBeInTheDocument();
    expect(fact('Number of Pages')).toHaveTextContent('279');
    expect(fact('Publisher')).toHaveTextContent('Modern Library');
    expect(fact('Year of Publishing')).toHaveTextContent('1813');
    expect(fact('Rating')).toHaveTextContent('4.3');
  });

  it("'Mark as read' adds to the read list, then reports the duplicate", async () => {
    render(<BookDetails book={makeBook()} />);
    const button = screen.getByRole('button', { name: 'Mark as read' });
    await userEvent.click(button);
    expect(listStores.readList.get()).toEqual([3]);
    expect(feedback.showReadAdded).toHaveBeenCalledWith('Pride and Prejudice');
    await userEvent.click(button);
    expect(listStores.readList.get()).toEqual([3]);
    expect(feedback.showDuplicate).toHaveBeenCalledWith('readList', 'Pride and Prejudice');
  });

  it("'Wishlist' adds to the wish list with a toast, then reports the duplicate", async () => {
    render(<BookDetails book={makeBook()} />);
    const button = screen.getByRole('button', { name: 'Wishlist' });
    await userEvent.click(button);
    expect(listStores.wishList.get()).toEqual([3]);
    expect(feedback.showWishAdded).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect(feedback.showDuplicate).toHaveBeenCalledWith('wishList', 'Pride and Prejudice');
    expect(listStores.readList.get()).toEqual([]);
  });

  it('shows HTML in the name and review as text, and passes it to the dialog as text', async () => {
    const review = '<script>window.__pwned=1</script><b>bold?</b>';
    const { container } = render(<BookDetails book={makeBook({ bookName: hostileName, review })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hostileName);
    expect(screen.getByText(review, { exact: false })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], script, b')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(feedback.showReadAdded).toHaveBeenCalledWith(hostileName);
  });
});
