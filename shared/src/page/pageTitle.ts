import { useLayoutEffect } from 'react';
import { atom } from 'nanostores';

/**
 * A title a page sets for itself (a book's name, a failure), over the one its route gives.
 * Set in a layout effect, so it is in place before anything reacts to the new page's DOM.
 */
export const $pageTitle = atom<string | undefined>(undefined);

export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (title === undefined) return;
    $pageTitle.set(title);
    return () => {
      if ($pageTitle.get() === title) $pageTitle.set(undefined);
    };
  }, [title]);
}

export { documentTitle } from './headTags';

/** What a route declares in its `handle` to name its page. */
export interface RouteTitleHandle {
  title: string;
}

export function titleOfHandle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}
