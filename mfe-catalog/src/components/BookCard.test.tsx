import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookCard } from './BookCard';
import { hostileName, makeBook } from '@bookmarked/shared/testing';

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname + location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderCard(book = makeBook()) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<BookCard book={book} />} />
        <Route path="/details" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BookCard', () => {
  it('shows the cover, tags, name, author, category and rating', () => {
    renderCard();
    expect(screen.getByAltText('Book: Pride and Prejudice')).toHaveAttribute('src', '/covers/3.svg');
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#Classic#Regency');
    expect(screen.getByRole('heading', { name: 'Pride and Prejudice' })).toBeInTheDocument();
    expect(screen.getByText('By : Jane Austen')).toBeInTheDocument();
    expect(screen.getByText('Romance')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 4.3 out of 5')).toBeInTheDocument();
  });

  it('links the name to /details with the id in the URL and the book as state', async () => {
    const book = makeBook();
    renderCard(book);
    const link = screen.getByRole('link', { name: 'Pride and Prejudice' });
    expect(link).toHaveAttribute('href', '/details?id=3');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(`/details?id=3|${JSON.stringify({ book })}`);
  });

  it('shows HTML in book data as text', () => {
    const { container } = renderCard(makeBook({ bookName: hostileName }));
    expect(screen.getByRole('link', { name: hostileName })).toHaveTextContent(hostileName);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
