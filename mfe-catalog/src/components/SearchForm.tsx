import type { Ref } from 'react';
import { searchCopy } from '../copy';
import { homeSorts, MAX_QUERY_LENGTH, type HomeFilters, type HomeSort } from '../search/homeFilters';
import { focusRing } from './styles';

// Fixed, not from useId, so server and client agree: see Hydration in docs/architecture.md.
const SEARCH_FORM_ID = 'book-search';

interface SearchFormProps {
  /** As typed, for the search box. */
  query: string;
  /** The filters the catalogue honours, for the choices. */
  filters: HomeFilters;
  categories: readonly string[];
  tags: readonly string[];
  onQuery: (q: string) => void;
  /** Changes one choice, keeping the others. */
  onChoose: (change: Partial<HomeFilters>) => void;
  formRef?: Ref<HTMLFormElement>;
  searchRef?: Ref<HTMLInputElement>;
}

const field = `w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm ${focusRing}`;
const labelClass = 'mb-1 block text-sm font-semibold text-stone-700';

/** The search box, the category and tag choices and the sort, above the grid. */
export function SearchForm({ query, filters, categories, tags, onQuery, onChoose, formRef, searchRef }: SearchFormProps) {
  const id = SEARCH_FORM_ID;
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={searchCopy.formLabel}
      onSubmit={(event) => event.preventDefault()}
      className="grid scroll-mt-4 grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="col-span-2 md:col-span-3 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {searchCopy.searchLabel}
        </label>
        <input
          ref={searchRef}
          id={`${id}-q`}
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={searchCopy.searchPlaceholder}
          onChange={(event) => onQuery(event.target.value)}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {searchCopy.categoryLabel}
        </label>
        <select
          id={`${id}-category`}
          value={filters.category ?? ''}
          onChange={(event) => onChoose({ category: event.target.value || undefined })}
          className={field}
        >
          <option value="">{searchCopy.all}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-tag`} className={labelClass}>
          {searchCopy.tagLabel}
        </label>
        <select
          id={`${id}-tag`}
          value={filters.tag ?? ''}
          onChange={(event) => onChoose({ tag: event.target.value || undefined })}
          className={field}
        >
          <option value="">{searchCopy.all}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {searchCopy.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort ?? ''}
          onChange={(event) => onChoose({ sort: (event.target.value || undefined) as HomeSort | undefined })}
          className={field}
        >
          <option value="">{searchCopy.catalogueOrder}</option>
          {homeSorts.map((sort) => (
            <option key={sort} value={sort}>
              {searchCopy.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
