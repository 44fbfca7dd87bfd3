import { pageQuery } from '@bookmarked/shared';
/** What a visitor narrowed Home to; the URL holds it (`/?q=dune&category=Classic&tag=Fantasy&sort=rating`). */
export interface HomeFilters {
  q: string;
  category?: string;
  tag?: string;
  sort?: HomeSort;
}

export const homeSorts = ['rating', 'pages', 'year', 'title'] as const;
export type HomeSort = (typeof homeSorts)[number];

export const noFilters: HomeFilters = { q: '' };

/** Longer queries are cut: nobody types more, and a huge URL must not cost a long match. */
export const MAX_QUERY_LENGTH = 200;

function isHomeSort(value: string): value is HomeSort {
  return (homeSorts as readonly string[]).includes(value);
}

function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_QUERY_LENGTH) : undefined;
}

/** Reads the URL's search; anything unknown or malformed is left out, never an error. */
export function parseHomeFilters(search: string | URLSearchParams): HomeFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: HomeFilters = { q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH) };
  const category = textParam(params, 'category');
  if (category) filters.category = category;
  const tag = textParam(params, 'tag');
  if (tag) filters.tag = tag;
  const sort = params.get('sort')?.trim().toLowerCase();
  if (sort && isHomeSort(sort)) filters.sort = sort;
  return filters;
}

/** The URL search for these filters: '' for none, defaults left out, the query kept as typed. */
export function homeSearch(filters: HomeFilters): string {
  const params: [string, string][] = [];
  if (filters.q !== '') params.push(['q', filters.q]);
  if (filters.category) params.push(['category', filters.category]);
  if (filters.tag) params.push(['tag', filters.tag]);
  if (filters.sort) params.push(['sort', filters.sort]);
  // Spelled as the server names the views it rendered, so a link finds its composed page.
  const search = pageQuery(params);
  return search ? `?${search}` : '';
}

/** True when the visitor narrowed the list (a sort alone narrows nothing). */
export function isNarrowed(filters: HomeFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== undefined || filters.tag !== undefined;
}

export function isDefault(filters: HomeFilters): boolean {
  return !isNarrowed(filters) && filters.sort === undefined && filters.q === '';
}
