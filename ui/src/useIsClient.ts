import { useState, useSyncExternalStore } from 'react';

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

/**
 * Whether this component first rendered over the server's HTML (hydrating it), for its whole
 * life: what the server drew stays as drawn until the browser knows better, instead of making
 * way for a placeholder or an entry animation.
 */
export function useDrawnByServer(): boolean {
  const isClient = useIsClient();
  const [drawnByServer] = useState(!isClient);
  return drawnByServer;
}
