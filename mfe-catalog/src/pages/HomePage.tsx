import { useStore, $catalogue, CatalogueGate } from '@bookmarked/shared';
import { BookCard } from '../components/BookCard';
import { Hero } from '../components/Hero';

/** Home (spec section 2): the hero, then 'Books' over the grid, or 'Loading...' in its place. */
export function HomePage() {
  const catalogue = useStore($catalogue);
  const cover = catalogue.status === 'loading' ? 'loading' : catalogue.status === 'ready' ? catalogue.books[0] : undefined;
  return (
    <div className="space-y-12 lg:space-y-16">
      <Hero cover={cover} />
      <section aria-labelledby="books-heading">
        <h2 id="books-heading" className="mb-8 text-center font-serif text-4xl font-bold text-stone-900">
          Books
        </h2>
        <CatalogueGate>
          {(books) => (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5">
              {books.map((book) => (
                <li key={book.bookId}>
                  <BookCard book={book} />
                </li>
              ))}
            </ul>
          )}
        </CatalogueGate>
      </section>
    </div>
  );
}
