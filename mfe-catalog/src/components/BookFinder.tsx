import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, type Book } from '@bookmarked/shared';
import { searchCopy } from '../copy';
import { homeSearch, isDefault, noFilters, parseHomeFilters, type HomeFilters } from '../search/homeFilters';
import { applicableFilters, findBooks, prepareSearch, searchIndexFor, type SearchIndex } from '../search/searchIndex';
import { runWhenIdle } from '../search/whenIdle';
import { VirtualBookGrid } from '../grid/VirtualBookGrid';
import { ActiveFilters, ClearFiltersLink } from './ActiveFilters';
import { BookCard } from './BookCard';
import { SearchForm } from './SearchForm';

/** Books whose search text is folded per slice: a few milliseconds on a slow phone. */
const PREPARE_SLICE = 400;

interface BookFinderProps {
  books: readonly Book[];
  filters: HomeFilters;
  onChange: (update: (current: HomeFilters) => HomeFilters, history: 'push' | 'replace') => void;
  /** Called in the commit that shows the results of a new search. */
  onResultsShown?: () => void;
}

/**
 * Search, filters and sort over the grid. Typing updates the box at once and the results
 * as soon as the page is free (a deferred value): a long list never holds up the keyboard.
 */
export function BookFinder({ books, filters, onChange, onResultsShown }: BookFinderProps) {
  const index = useMemo(() => searchIndexFor(books), [books]);
  const appliedSearch = useMemo(() => homeSearch(applicableFilters(index, filters)), [index, filters]);
  const applied = useMemo(() => parseHomeFilters(appliedSearch), [appliedSearch]);
  const shownSearch = useDeferredValue(appliedSearch);
  const results = useMemo(() => findBooks(index, parseHomeFilters(shownSearch)), [index, shownSearch]);
  // The category and tag choices follow the first results: gathering them from a large
  // catalogue would hold those up. Until then each list holds just the choice in use.
  const offered = useDeferredValue<SearchIndex | undefined>(index, undefined);
  const categories = offered?.categories ?? (applied.category ? [applied.category] : []);
  const tags = offered?.tags ?? (applied.tag ? [applied.tag] : []);
  const { key: entryKey } = useLocation();
  useLayoutEffect(() => onResultsShown?.(), [shownSearch, onResultsShown]);

  // Fold the books' texts for search in short slices while the page is idle: after the
  // first cards are drawn, never in their way.
  useEffect(() => runWhenIdle(() => prepareSearch(index, PREPARE_SLICE)), [index]);
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // From the shown results, not the typed ones: the cards then redraw only with the results.
  const tagTo = useCallback((tag: string) => homeSearch({ ...parseHomeFilters(shownSearch), tag }), [shownSearch]);
  const renderCard = useCallback((book: Book) => <BookCard book={book} tagTo={tagTo} />, [tagTo]);
  const resultsTop = useCallback(() => formRef.current, []);

  const onTopOf = (change: Partial<HomeFilters>) => (current: HomeFilters) => ({ ...applicableFilters(index, current), ...change });
  const choose = (change: Partial<HomeFilters>) => onChange(onTopOf(change), 'push');
  const removeFilter = (change: Partial<HomeFilters>) => {
    choose(change);
    searchRef.current?.focus();
  };
  const clear = () => {
    onChange(() => noFilters, 'push');
    searchRef.current?.focus();
  };
  const canClear = !isDefault(applied);

  return (
    <div className="space-y-6">
      <SearchForm
        query={filters.q}
        filters={applied}
        categories={categories}
        tags={tags}
        onQuery={(q) => onChange(onTopOf({ q }), 'replace')}
        onChoose={choose}
        formRef={formRef}
        searchRef={searchRef}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p role="status" className="font-semibold text-stone-700">
          {searchCopy.count(results.length)}
        </p>
        <ActiveFilters filters={applied} onRemove={removeFilter} />
        {canClear && results.length > 0 ? <ClearFiltersLink onClear={clear} /> : null}
      </div>
      {results.length > 0 ? (
        <VirtualBookGrid books={results} renderCard={renderCard} entryKey={entryKey} resultsTop={resultsTop} />
      ) : (
        <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
          <p className="font-serif text-2xl font-bold text-stone-900">{searchCopy.noMatch}</p>
          <p className="mt-2 text-stone-600">{searchCopy.noMatchHint}</p>
          <div className="mt-4">
            <ClearFiltersLink onClear={clear} />
          </div>
        </div>
      )}
    </div>
  );
}
