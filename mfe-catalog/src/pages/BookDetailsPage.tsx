import { useLocation, useSearchParams } from '@bookmarked/shared';
import { CatalogueGate, parseBookId } from '@bookmarked/ui';
import { BookDetails } from '../components/BookDetails';
import { BookNotFound } from '../components/BookNotFound';
import { bookFromState } from './detailsBook';

/**
 * Book details. With navigation state the book shows at once; after a reload, from a shared
 * link or in a new tab it is found in the catalogue by `?id`; otherwise 'Book not found'.
 */
export function BookDetailsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = parseBookId(params.get('id'));
  const carried = bookFromState(location.state as unknown, id);

  if (carried) return <BookDetails key={carried.bookId} book={carried} />;
  if (id === undefined) return <BookNotFound />;
  return (
    <CatalogueGate pageHeading="Book details">
      {(books) => {
        const book = books.find((candidate) => candidate.bookId === id);
        return book ? <BookDetails key={book.bookId} book={book} /> : <BookNotFound />;
      }}
    </CatalogueGate>
  );
}
