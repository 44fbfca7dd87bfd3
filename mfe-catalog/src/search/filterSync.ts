import { homeSearch, parseHomeFilters, type HomeFilters } from './homeFilters';

/**
 * Home's filters and the URL, kept in step. The router applies a navigation a little later
 * than the keystroke that asked for it; meanwhile the visitor may type on. So the filters
 * shown are the ones last asked for, and a URL change is taken from outside (Back, a shared
 * link, a tag link) only when it is not one of the searches this page is still waiting for.
 */
export interface FilterSync {
  filters: HomeFilters;
  /** The URL search last seen. */
  seen: string;
  /** Searches asked for and not yet seen in the URL, oldest first. */
  pending: string[];
}

const MAX_PENDING = 50;

export function startSync(search: string): FilterSync {
  return { filters: parseHomeFilters(search), seen: search, pending: [] };
}

/** The URL now says `search`. */
export function seeSearch(sync: FilterSync, search: string): FilterSync {
  if (search === sync.seen) return sync;
  const waited = sync.pending.indexOf(search);
  if (waited >= 0) return { ...sync, seen: search, pending: sync.pending.slice(waited + 1) };
  return startSync(search);
}

/** The visitor asks for `filters`; returns the new state and the search to navigate to. */
export function askFor(sync: FilterSync, filters: HomeFilters): { sync: FilterSync; search: string } {
  const search = homeSearch(filters);
  return { sync: { ...sync, filters, pending: [...sync.pending, search].slice(-MAX_PENDING) }, search };
}
