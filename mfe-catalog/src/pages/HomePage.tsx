import { useStore, $catalogue } from '@bookmarked/shared';
import { CatalogueGate } from '@bookmarked/ui';
import { BookFinder } from '../components/BookFinder';
import { Hero } from '../components/Hero';
import { isNarrowed } from '../search/homeFilters';
import { useHomeFilters } from '../search/useHomeFilters';

/**
 * Home: the hero, then 'Books' with the search over the grid, or 'Loading...'
 * in its place. While the visitor narrows the list the hero folds away, so the results show
 * without scrolling on a phone.
 */
export function HomePage() {
  const catalogue = useStore($catalogue);
  const [filters, changeFilters, showTyped] = useHomeFilters();
  const cover = catalogue.status === 'loading' ? 'loading' : catalogue.status === 'ready' ? catalogue.books[0] : undefined;
  const narrowed = isNarrowed(filters);
  return (
    <div className={narrowed ? 'space-y-0 md:space-y-12' : 'space-y-12 lg:space-y-16'}>
      <Hero cover={cover} compact={narrowed} />
      <section aria-labelledby="books-heading">
        <h2 id="books-heading" className="mb-8 text-center font-serif text-4xl font-bold text-stone-900">
          Books
        </h2>
        <CatalogueGate>{(books) => <BookFinder books={books} filters={filters} onChange={changeFilters} onResultsShown={showTyped} />}</CatalogueGate>
      </section>
    </div>
  );
}
