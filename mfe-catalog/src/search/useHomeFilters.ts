import { useState } from 'react';
import { useLocation, useNavigate } from '@bookmarked/shared';
import { askFor, seeSearch, startSync } from './filterSync';
import type { HomeFilters } from './homeFilters';

/**
 * Home's filters, with the URL as their home. `replace` for every keystroke in the search
 * box (one history entry, however long the query); `push` for a committed choice, so Back
 * returns to the search before it.
 */
export function useHomeFilters(): [HomeFilters, (filters: HomeFilters, history: 'push' | 'replace') => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState(() => startSync(search));
  const sync = seeSearch(stored, search);
  if (sync !== stored) setStored(sync);

  const change = (filters: HomeFilters, history: 'push' | 'replace') => {
    const next = askFor(sync, filters);
    setStored(next.sync);
    navigate({ search: next.search }, { replace: history === 'replace', preventScrollReset: true });
  };
  return [sync.filters, change];
}
