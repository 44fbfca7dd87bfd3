import type { ComponentType } from 'react';

import type { RemoteName, RemotePageName } from './appRegistry';

export { remotePages, type RemoteName, type RemotePageId } from './appRegistry';

/**
 * What each remote exposes is named once, in the app registry (apps.config.mjs), for both
 * sides: the host loads `${remote}/${page}`, each remote's build exposes `./${page}`, and every
 * exposed module default-exports a page component that takes no props.
 */
export interface RemotePageModule {
  default: ComponentType;
  /**
   * For a page whose server HTML holds a part it loads lazily outside a Suspense boundary of
   * its own: settles once that part's code is in too, and the app hydrates the server's HTML
   * only then. (The graph's chart has its own boundary now; graph builds before it still
   * export this, and a host must keep honouring it while they are deployed.)
   */
  hydratable?: () => Promise<unknown>;
  /**
   * Called once when the visitor opened the site at this page and its code is in, with the
   * address's query (`?tab=wish`): the page may ask for what its first render needs (Listed
   * Books asks the catalogue for its lists' first books). For a page marked `firstLook` in the
   * registry, the host holds a large catalogue's books in their worker until this has run, the
   * page's code failed to load, or the visitor left the page. A host that never calls it, or a
   * page without it, loses no more than that head start.
   */
  prepare?: (search: string) => void;
  /**
   * For a page the visitor's service worker filled with what the page last drew for them (its
   * root marked `data-visitor-fragment`): settles once the page's first render can draw its
   * first screen whole (Listed Books: the lists' first books are in), with the address's query.
   * The app keeps the visitor's copy on screen until then, and draws the page afresh in its
   * place in one commit. A page without it is drawn afresh as soon as its code is in.
   */
  firstScreenReady?: (search: string) => Promise<unknown>;
}

/** The build side of the contract: one source file per page, no more, no less. */
export type RemoteExposes<R extends RemoteName> = Record<RemotePageName<R>, string>;

export function isRemotePageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}
