import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@bookmarked/shared';
import { searchCopy } from '../copy';
import { homeSearch, noFilters, type HomeFilters } from '../search/homeFilters';
import { focusRing } from './styles';

interface ActiveFiltersProps {
  filters: HomeFilters;
  /** Takes one filter away, keeping the others. */
  onRemove: (change: Partial<HomeFilters>) => void;
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
      <path d="M6.3 5.3a.75.75 0 0 0-1 1L8.9 10l-3.6 3.7a.75.75 0 1 0 1 1l3.7-3.6 3.7 3.6a.75.75 0 1 0 1-1L11.1 10l3.6-3.7a.75.75 0 0 0-1-1L10 8.9z" />
    </svg>
  );
}

/**
 * A link to the view a filter change leads to, so it works before the page's code runs and
 * with JavaScript off (the server rendered that view); once the code runs, a plain click makes
 * the change itself. A click meant for a new tab or window is left to the browser.
 */
function FilterLink({ search, onFollow, className, label, children }: { search: string; onFollow: () => void; className: string; label?: string; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <Link to={{ pathname: '/', search }} aria-label={label} onClick={follow} className={className}>
      {children}
    </Link>
  );
}

/** One removable chip per active filter. */
export function ActiveFilters({ filters, onRemove }: ActiveFiltersProps) {
  const chips: { label: string; without: Partial<HomeFilters> }[] = [];
  if (filters.q.trim()) chips.push({ label: `${searchCopy.chipSearch}: ${filters.q.trim()}`, without: { q: '' } });
  if (filters.category) chips.push({ label: `${searchCopy.chipCategory}: ${filters.category}`, without: { category: undefined } });
  if (filters.tag) chips.push({ label: `${searchCopy.chipTag}: ${filters.tag}`, without: { tag: undefined } });
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={searchCopy.activeFilters} className="flex flex-wrap gap-2">
      {chips.map(({ label, without }) => (
        <FilterLink
          key={label}
          search={homeSearch({ ...filters, ...without })}
          label={searchCopy.removeChip(label)}
          onFollow={() => onRemove(without)}
          className={`inline-flex max-w-full items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 py-1 pr-2 pl-3 text-sm font-medium text-emerald-800 hover:bg-emerald-100 ${focusRing}`}
        >
          <span className="truncate">{label}</span>
          <CrossIcon />
        </FilterLink>
      ))}
    </div>
  );
}

export function ClearFiltersLink({ onClear }: { onClear: () => void }) {
  return (
    <FilterLink
      search={homeSearch(noFilters)}
      onFollow={onClear}
      className={`rounded-lg px-3 py-1 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:bg-emerald-50 ${focusRing}`}
    >
      {searchCopy.clear}
    </FilterLink>
  );
}
