import { Link } from 'react-router-dom';
import { BookCover, CatalogueGate, detailsLink } from '@bookmarked/shared';

export function HomePage() {
  return (
    <CatalogueGate>
      {(books) => (
        <>
          <h1 className="text-4xl font-bold">Books to freshen up your bookshelf</h1>
          <Link to="/listed">View The List</Link>
          {books[0] ? <BookCover book={books[0]} eager className="w-48" /> : null}
          <h2 className="text-3xl font-bold">Books</h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5">
            {books.map((book) => (
              <li key={book.bookId}>
                <Link {...detailsLink(book)}>{book.bookName}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </CatalogueGate>
  );
}
