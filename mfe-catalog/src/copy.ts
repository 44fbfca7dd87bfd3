import { formatCount } from '@bookmarked/ui';
import type { HomeSort } from './search/homeFilters';

/** The texts of Home's search, filters and sort. */
export const searchCopy = {
  formLabel: 'Find books',
  searchLabel: 'Search books',
  searchPlaceholder: 'Title, author, category, publisher or tag',
  categoryLabel: 'Category',
  tagLabel: 'Tag',
  all: 'All',
  sortLabel: 'Sort by',
  catalogueOrder: 'Catalogue order',
  sorts: {
    rating: 'Rating',
    pages: 'Number of pages',
    year: 'Publishing year',
    title: 'Title',
  } satisfies Record<HomeSort, string>,
  activeFilters: 'Active filters',
  chipSearch: 'Search',
  chipCategory: 'Category',
  chipTag: 'Tag',
  removeChip: (label: string) => `Remove ${label}`,
  clear: 'Clear filters',
  noMatch: 'No books match your search',
  noMatchHint: 'Try fewer words, another spelling, or clear the filters.',
  count: (count: number) => `${formatCount(count)} ${count === 1 ? 'book' : 'books'}`,
} as const;
