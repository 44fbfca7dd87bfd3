import { useEffect, type RefObject } from 'react';
import type { ListName } from '@bookmarked/shared';
import { PAGE_ROOT_ATTRIBUTE } from '@bookmarked/shared/composition';
import { keepListedFragment } from '@bookmarked/shared/listed-fragment';

/** Kept once the page has been still this long: not on every step of a scroll or a sort. */
const KEEP_AFTER_MS = 500;

/** What the first screen was drawn from, once it is drawn whole. */
export interface DrawnFrom {
  lists: Record<ListName, number[]>;
  /** The catalogue's release. */
  catalogue: string;
}

/**
 * Keeps the page's first screen as drawn, for the service worker to put on the visitor's next
 * visit to this view before any code runs (shared's listedFragment): once it is drawn whole, and
 * again whenever the lists, the view or the catalogue change. Only inside the host's page root:
 * the remote's own page has no service worker.
 */
export function useKeepFirstScreen(page: RefObject<HTMLElement | null>, drawn: DrawnFrom | undefined, view: string): void {
  const readList = drawn?.lists.readList;
  const wishList = drawn?.lists.wishList;
  const catalogue = drawn?.catalogue;
  useEffect(() => {
    if (!readList || !wishList || catalogue === undefined) return undefined;
    const timer = setTimeout(() => {
      const root = page.current?.closest(`[${PAGE_ROOT_ATTRIBUTE}]`);
      if (!root) return;
      void keepListedFragment(window.location.search, { html: root.innerHTML, lists: { readList, wishList }, release: __BUILD_INFO__.buildId, catalogue });
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [page, readList, wishList, catalogue, view]);
}
