import { useCallback, useRef, useState } from 'react';
import { searchParamsNow, useLocation, useNavigate } from '@bookmarked/shared';
import { askFor, seeSearch, startSync } from './filterSync';
import { parseHomeFilters, type HomeFilters } from './homeFilters';

/** `update` gets the filters as they are at the moment of the call, not as last rendered. */
type ChangeFilters = (update: (current: HomeFilters) => HomeFilters, history: 'push' | 'replace') => void;

/** A typed search not yet in the URL, and the page address it was typed on. */
interface Unsent {
  search: string;
  typedAt: string;
}

const pageAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * Home's filters, with the URL as their home. `replace` for every keystroke in the search
 * box (one history entry, however long the query); `push` for a committed choice, so Back
 * returns to the search before it.
 *
 * A typed search reaches the URL when its results are shown (`showTyped`, called in the same
 * commit, so the address never lags what is on screen): writing history and re-rendering every
 * link on the page would otherwise stand between each keystroke and its results.
 */
export function useHomeFilters(): [HomeFilters, ChangeFilters, () => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState(() => startSync(search));
  const sync = seeSearch(stored, search);
  if (sync !== stored) setStored(sync);
  const unsent = useRef<Unsent | undefined>(undefined);

  const showTyped = useCallback(() => {
    const typed = unsent.current;
    unsent.current = undefined;
    // Left alone if the visitor went elsewhere meanwhile (Back, a link): it would undo that.
    if (typed && typed.typedAt === pageAddress()) {
      navigate({ search: typed.search }, { replace: true, preventScrollReset: true });
    }
  }, [navigate]);

  // Two changes before the page draws again must not undo each other, so each starts from here.
  const current = () => {
    const typed = unsent.current;
    return parseHomeFilters(typed && typed.typedAt === pageAddress() ? typed.search : searchParamsNow());
  };

  const change: ChangeFilters = (update, history) => {
    const next = askFor(sync, update(current()));
    setStored(next.sync);
    if (history === 'replace') {
      unsent.current = { search: next.search, typedAt: unsent.current?.typedAt ?? pageAddress() };
      return;
    }
    // The typed search keeps its own entry, under the new one.
    showTyped();
    navigate({ search: next.search }, { preventScrollReset: true });
  };
  return [sync.filters, change, showTyped];
}
