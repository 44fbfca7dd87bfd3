// The contract between the server's HTML and the app (`@bookmarked/shared/composition`): the
// attributes and markers the host's page and a composing server agree on, and how a page's
// rendered views are named. The host's build writes them into index.html (host/build), a
// remote's build names its views (shared/build/pageFragments.ts), a server fills the slot
// (@bookmarked/server), and the app takes the composed page over when it starts
// (host/src/startup/hydrate/serverPage.ts). Plain JavaScript with no DOM or Node dependency, so the
// servers load it as it is.

/** The server-drawn frame (header, slot, footer): hydrated by the app; where no page is composed into it, its slot alone is drawn afresh. */
export const FRAME_ATTRIBUTE = 'data-server-frame';

/**
 * On a frame the host drew with its own page in the slot (the 404 page its build writes as
 * 404.html): the app hydrates that page with the frame, as it stands.
 */
export const HOST_PAGE_ATTRIBUTE = 'data-host-page';

/** The host's 404 page, as its build writes it beside index.html: a server answers it for a path that is none of the site's pages. */
export const NOT_FOUND_FILE = '404.html';

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
 * The characters a page's query may hold for a server to find the page rendered for it (nginx's
 * map passes no other). Links to a rendered view spell their query in these: `+` for a space,
 * `%XX` for anything else.
 */
export const PAGE_QUERY_CHARACTERS = 'A-Za-z0-9=&_%+-';

/**
 * One name or value of a query in those characters, a space as `+`.
 * @param {string} text
 */
function encodeQueryPart(text) {
  return encodeURIComponent(text)
    .replace(/[!'()*.~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * A query string (without `?`) for these names and values, spelled the one way a rendered view
 * is named after: every link to a view spells its query so. URLSearchParams reads it back as the
 * same names and values.
 * @param {Iterable<readonly [string, string]>} entries
 */
export function pageQuery(entries) {
  return Array.from(entries, ([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`).join('&');
}

/**
 * What a view's file may be named after its query: the query with its escapes read (nginx's
 * include reads them once before it asks the remote), short of what would make it a path
 * (a slash), an escape again, or not a file name at all.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it keeps out
const FILE_NAME_QUERY = /^[^/\\%?#\0-\x1f\x7f]+$/u;

/**
 * Where a remote's rendered page lives beside its entry: its path's folders, then its query
 * (or `index`) with its escapes read: `/` is `fragments/index.html`, `/details?id=5` is
 * `fragments/details/id=5.html`, `/?category=Children%27s&tag=Farm+Life` is
 * `fragments/category=Children's&tag=Farm+Life.html`, and its head `….head.html`. A server
 * computes it from the request alone (nginx's maps do). Undefined for a query no file can be
 * named after (`?tag=a%2Fb`): that view is left to the client.
 * @param {string} path a page's path with its query, e.g. '/details?id=5'
 * @returns {string | undefined}
 */
export function fragmentBase(path) {
  const [pathname = '', query = ''] = path.split('?');
  let name = 'index';
  if (query !== '') {
    try {
      name = decodeURIComponent(query);
    } catch {
      return undefined;
    }
    if (!FILE_NAME_QUERY.test(name) || name.startsWith('.')) return undefined;
  }
  return `fragments${pathname.replace(/\/+$/, '')}/${name}`;
}

/**
 * Whether a file a remote's fragments.json names is one fragmentBase could have named (a page or its head).
 * @param {string} file
 */
export function isFragmentFile(file) {
  const match = /^fragments(\/[A-Za-z0-9_-]+)*\/([^/]+?)(\.head)?\.html$/u.exec(file);
  if (!match) return false;
  const name = match[2] ?? '';
  return name === 'index' || (FILE_NAME_QUERY.test(name) && !name.startsWith('.'));
}

/**
 * On each of the header's page links, the path of the page it leads to. A server marks the one
 * for the page it serves current (`markCurrentPage`), so the served HTML says where the visitor
 * is before any script runs, with JavaScript off too; the app marks the same link elements.
 */
export const NAV_LINK_ATTRIBUTE = 'data-nav-link';

/**
 * The page a path names, as the router finds it: in any case, with trailing slashes or not.
 * @param {string} pathname
 */
export function navPath(pathname) {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname).toLowerCase();
}

/**
 * `html` with the header's link to `pathname`'s page marked `aria-current="page"`; unchanged
 * when no link leads there (a book's details) or the html has no marked links.
 * @param {string} html
 * @param {string} pathname the request's path, without its query
 */
export function markCurrentPage(html, pathname) {
  const current = navPath(pathname);
  return html.replace(new RegExp(`${NAV_LINK_ATTRIBUTE}="([^"]*)"`, 'g'), (link, path) =>
    navPath(path) === current ? `${link} aria-current="page"` : link,
  );
}

/**
 * `html` with each header link's mark left to nginx's SSI: `aria-current="page"` where
 * `$variable` (set per request by the nginx config from `navToken` of the page's path) names it.
 * @param {string} html
 * @param {string} variable
 */
export function ssiCurrentPage(html, variable) {
  return html.replace(new RegExp(`${NAV_LINK_ATTRIBUTE}="([^"]*)"`, 'g'), (link, path) =>
    `${link}<!--# if expr="$${variable} = ${navToken(path)}" --> aria-current="page"<!--# endif -->`,
  );
}

/**
 * A page's path as a word SSI's expressions compare (a value starting with `/` would read as a
 * regular expression there): `/` is `page_`, `/pages-graph` is `page_pages_graph`.
 * @param {string} path
 */
export function navToken(path) {
  return `page${navPath(path).replace(/[^a-z0-9]/g, '_')}`;
}

/**
 * On a page root the visitor's service worker filled with what the page last drew for them
 * (Listed Books' first screen, from their own lists): the app draws that page afresh, in one
 * commit, once its code and what its first screen shows are in, instead of hydrating it.
 */
export const VISITOR_FRAGMENT_ATTRIBUTE = 'data-visitor-fragment';
