import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in a server render (and, once pages hydrate, during hydration), true in the browser.
 * For what only the visitor's browser knows, such as their lists: the server's HTML shows a
 * neutral placeholder instead of a guess.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
