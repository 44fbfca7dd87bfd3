import { useEffect, useLayoutEffect, useRef } from 'react';
import { useDrawnByServer } from '@bookmarked/ui';
import type { Virtualizer } from '@tanstack/react-virtual';
import { readScrollSpot, saveScrollSpot, type ScrollSpot } from './scrollMemory';

interface ScrollMemoryOptions {
  virtualizer: Virtualizer<Window, Element>;
  entryKey: string;
  columns: number;
  /** The grid's top in the document; undefined until measured. */
  listTop: number | undefined;
  bookCount: number;
  resultsTop: () => HTMLElement | null;
}

const SAVE_EVERY_MS = 150;

/**
 * Home's scroll position per history entry: saved while the visitor scrolls and when Home is
 * left, put back on Back and reload once the grid can reach it. A new entry (a new search)
 * that starts with the visitor scrolled past the search form brings the form back into view.
 * The browser's own restoration is off meanwhile: it would jump before the books are there.
 * On a page the server drew, where the visitor opened it is theirs: a scroll made before the
 * page was live stays.
 */
export function useScrollMemory({ virtualizer, entryKey, columns, listTop, bookCount, resultsTop }: ScrollMemoryOptions) {
  const current = useRef({ virtualizer, entryKey, columns, listTop });
  const drawnByServer = useDrawnByServer();
  const openedEntry = useRef(entryKey);
  useLayoutEffect(() => {
    current.current = { virtualizer, entryKey, columns, listTop };
  });

  // The window's scroll position as last read, forgotten whenever the window scrolls. Reading
  // it afresh right after a change to the page makes the browser lay the page out at once,
  // which a keystroke's new search would pay for twice.
  const knownY = useRef<number | undefined>(undefined);

  const spotNow = (): ScrollSpot => {
    const { virtualizer: v, columns: n, listTop: top } = current.current;
    const y = (knownY.current ??= window.scrollY);
    if (top === undefined || y < top) return { y };
    const row = v.getVirtualItemForOffset(y);
    if (!row) return { y };
    return { book: row.index * n, offset: Math.round(y - row.start) };
  };

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => saveScrollSpot(current.current.entryKey, spotNow());
    const onScroll = () => {
      knownY.current = undefined;
      timer ??= setTimeout(() => {
        timer = undefined;
        save();
      }, SAVE_EVERY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = previous;
    };
  }, []);

  // Leaving Home: saved while the grid is still in the page. A passive effect would run after
  // the next page replaced it, with the window already scrolled back to its short height.
  useLayoutEffect(() => () => saveScrollSpot(current.current.entryKey, spotNow()), []);

  const ready = listTop !== undefined && bookCount > 0;
  useLayoutEffect(() => {
    if (!ready) return;
    const spot = readScrollSpot(entryKey);
    if (!spot) {
      const form = drawnByServer && entryKey === openedEntry.current ? null : resultsTop();
      // While the visitor types in the search box it is in view: the browser keeps it there.
      const typing = form?.contains(document.activeElement) && document.activeElement instanceof HTMLInputElement;
      if (form && !typing && form.getBoundingClientRect().top < 0) {
        form.scrollIntoView({ block: 'start' });
        knownY.current = undefined;
      }
      saveScrollSpot(entryKey, spotNow());
      return;
    }
    knownY.current = undefined;
    if ('y' in spot) {
      window.scrollTo(0, spot.y);
      return;
    }
    const row = Math.min(Math.floor(spot.book / columns), virtualizer.options.count - 1);
    const start = virtualizer.getOffsetForIndex(row, 'start')?.[0];
    if (start !== undefined) window.scrollTo(0, start + spot.offset);
    // Once per history entry, as soon as the grid is laid out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryKey, ready]);
}
