// The attributes the host's page and a composing server agree on. The host's build writes them
// into index.html (host/build), a server fills the slot (scripts/composition), and the app
// takes the composed page over when it starts (host/src/remotes/serverPage.ts).

/** The server-drawn frame (header, slot, footer): hydrated by the app, or replaced where no page is composed into it. */
export const FRAME_ATTRIBUTE = 'data-server-frame';

/** Where the route's page goes: 'Loading...' until a server composes the page into it. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/**
 * Where the slot's content starts and ends: the markers React's server renderer puts around a
 * Suspense boundary. The app hydrates the page between them as a boundary of its own, when the
 * page's code has arrived, while the frame around it is live at once.
 */
export const SLOT_CONTENT_START = '<!--$-->';
export const SLOT_CONTENT_END = '<!--/$-->';

/**
 * On a composed page: the fingerprint of the catalogue its remote drew it from. The app hydrates
 * the page only with the same catalogue, and draws it afresh with another.
 */
export const CATALOGUE_ATTRIBUTE = 'data-catalogue';

/**
 * On a composed page: the build of its remote that drew it (its mf-manifest.json's build id).
 * The app hydrates the page only with that build's code, and draws it afresh with another's (a
 * canary, or a release promoted between the page and its code).
 */
export const BUILD_ATTRIBUTE = 'data-build';

/**
 * On the element around a page in the slot, drawn alike by the server (around the composed
 * page) and by the app (around the page it hydrates there), so React hydrates the page in place
 * without moving a node. It lays out as if absent (`display: contents`, in the host's styles).
 */
export const PAGE_ROOT_ATTRIBUTE = 'data-page-root';

/** Set on a filled slot: the remote page it holds, as `remote/Page`. */
export const COMPOSED_PAGE_ATTRIBUTE = 'data-composed-page';

/** Around the head's title and descriptions: the part a composed page replaces with its own. */
export const HEAD_START = '<!--bookmarked:head-->';
export const HEAD_END = '<!--/bookmarked:head-->';

/** The host's page as nginx composes it with SSI, beside index.html in the host's build. */
export const SSI_INDEX = 'index.ssi.html';

/** Beside it, what nginx puts in the head and the slot when the remote gives nothing. */
export const DEFAULT_HEAD_FILE = 'composition/head.html';
export const DEFAULT_PAGE_FILE = 'composition/page.html';

/**
 * Where a remote's rendered page lives beside its entry: its path's folders, then its query
 * (or `index`): `/` is `fragments/index.html`, `/details?id=5` is `fragments/details/id=5.html`,
 * and its head `….head.html`. A server computes it from the request alone (nginx's maps do).
 * @param {string} path a page's path with its query, e.g. '/details?id=5'
 */
export function fragmentBase(path) {
  const [pathname = '', query = ''] = path.split('?');
  return `fragments${pathname.replace(/\/+$/, '')}/${query === '' ? 'index' : query}`;
}
