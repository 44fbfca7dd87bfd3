import { useSearchParams } from 'react-router-dom';
import {
  addToList,
  CatalogueGate,
  showDuplicate,
  showReadAdded,
  showWishAdded,
  type Book,
} from '@bookmarked/shared';

function Details({ book }: { book: Book }) {
  return (
    <article>
      <h1 className="text-4xl font-bold">{book.bookName}</h1>
      <button
        type="button"
        onClick={() =>
          void (addToList('readList', book.bookId) === 'added'
            ? showReadAdded(book.bookName)
            : showDuplicate('readList', book.bookName))
        }
      >
        Mark as read
      </button>
      <button
        type="button"
        onClick={() =>
          void (addToList('wishList', book.bookId) === 'added'
            ? showWishAdded()
            : showDuplicate('wishList', book.bookName))
        }
      >
        Wishlist
      </button>
    </article>
  );
}

export function BookDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <CatalogueGate>
      {(books) => {
        const book = books.find((candidate) => candidate.bookId === id);
        return book ? <Details book={book} /> : <p>Book not found</p>;
      }}
    </CatalogueGate>
  );
}
