import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBook } from '@bookmarked/shared/testing';

const books = [makeBook({ bookId: 1, bookName: 'Dune' })];

/** A fresh catalogue per test: the loader keeps its store and its request for the page's life. */
async function freshGate() {
  vi.resetModules();
  const { $catalogue } = await import('@bookmarked/shared');
  const { CatalogueGate } = await import('./CatalogueGate');
  return { $catalogue, CatalogueGate };
}

describe('CatalogueGate', () => {
  it('hands the loaded books to the page', async () => {
    const { $catalogue, CatalogueGate } = await freshGate();
    $catalogue.set({ status: 'ready', books });
    render(<CatalogueGate>{(loaded) => <p>{loaded.map((book) => book.bookName).join(', ')}</p>}</CatalogueGate>);
    expect(screen.getByText('Dune')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows Loading... instead of the page while the catalogue loads, then the page', async () => {
    const { CatalogueGate } = await freshGate();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    render(<CatalogueGate>{(loaded) => <p>{loaded.length} book</p>}</CatalogueGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('1 book')).not.toBeInTheDocument();

    // Nothing but the gate's own subscription asked for the catalogue.
    answer(Response.json(books));
    expect(await screen.findByText('1 book')).toBeInTheDocument();
  });

  it('shows why the catalogue failed, and Retry loads it again', async () => {
    const user = userEvent.setup();
    const { CatalogueGate } = await freshGate();
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(Response.json(books));
    vi.stubGlobal('fetch', fetch);
    render(<CatalogueGate>{(loaded) => <p>{loaded.length} book</p>}</CatalogueGate>);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Books could not be loaded');
    expect(alert).toHaveTextContent('The book list could not be loaded (error 500).');
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 book')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does the Retry a page gives it, instead of reading the whole catalogue again', async () => {
    const user = userEvent.setup();
    vi.resetModules();
    const { CatalogueFailed } = await import('./CatalogueGate');
    const fetch = vi.fn<() => Promise<Response>>();
    vi.stubGlobal('fetch', fetch);
    const onRetry = vi.fn();
    render(<CatalogueFailed message="The book list is damaged and could not be read." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The book list is damaged and could not be read.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});
