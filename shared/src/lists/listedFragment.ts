// The visitor's own Listed Books, as the lists remote last drew its first screen: kept in Cache
// Storage, where the service worker reads it on a navigation to the page and puts it in place of
// the server's 'Loading...' (a server cannot know a visitor's lists). Read in the page, the
// service worker and the lists remote alike: no DOM and no store here.
import { BUILD_ATTRIBUTE, COMPOSED_PAGE_ATTRIBUTE, PAGE_SLOT_ATTRIBUTE, SLOT_CONTENT_END, SLOT_CONTENT_START, VISITOR_FRAGMENT_ATTRIBUTE } from '../composition/markers.mjs';
import type { ListName } from './listNames';

/** The cache that holds them, one entry a view. */
const LISTED_FRAGMENT_CACHE = 'bookmarked-listed-fragment';

/** The page whose first screen it is, as the host's slot names it. */
const LISTED_PAGE = 'lists/ListedBooks';

/** Past this size a fragment is not kept: a first screen is a few dozen kilobytes. */
const MOST_KEPT = 512 * 1024;

export interface ListedFragment {
  /** The page's first screen as drawn: what goes inside the page's root element. */
  html: string;
  /** The lists it was drawn from. */
  lists: Record<ListName, number[]>;
  /** The build of the lists remote that drew it. */
  release: string;
  /** The catalogue's release it was drawn from. */
  catalogue: string;
}

/**
 * The view a fragment is kept under: the address's tab, sort and order, as written (a link
 * writes each view one way), the rest of the query left out.
 */
export function listedViewKey(search: string): string {
  const params = new URLSearchParams(search);
  const key = new URLSearchParams();
  for (const name of ['tab', 'sort', 'order']) key.set(name, params.get(name) ?? '');
  return `/__listed-fragment?${key.toString()}`;
}

const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** What was read back, if it is a fragment at all: the cache is storage anything may have written. */
function asFragment(value: unknown): ListedFragment | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { html, lists, release, catalogue } = value as Record<string, unknown>;
  if (typeof html !== 'string' || typeof release !== 'string' || typeof catalogue !== 'string') return undefined;
  if (typeof lists !== 'object' || lists === null) return undefined;
  const { readList, wishList } = lists as Record<string, unknown>;
  if (!isIds(readList) || !isIds(wishList)) return undefined;
  return { html, lists: { readList, wishList }, release, catalogue };
}

/** Keeps the first screen drawn for the view `search` names; quietly nothing where storage is off or full. */
export async function keepListedFragment(search: string, fragment: ListedFragment): Promise<void> {
  if (fragment.html.length > MOST_KEPT || typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(LISTED_FRAGMENT_CACHE);
    await cache.put(listedViewKey(search), new Response(JSON.stringify(fragment), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // No storage: the page is served as the server composed it.
  }
}

/** The fragment kept for the view `search` names, if one is and reads as one. */
export async function readListedFragment(search: string): Promise<ListedFragment | undefined> {
  if (typeof caches === 'undefined') return undefined;
  try {
    const kept = await (await caches.open(LISTED_FRAGMENT_CACHE)).match(listedViewKey(search));
    return kept ? asFragment(await kept.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** Drops every fragment kept: the lists changed, so none shows them any more. */
export function forgetListedFragments(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.delete(LISTED_FRAGMENT_CACHE).catch(() => undefined);
}

const escapeForRegExp = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

/**
 * The composed Listed Books page in the slot: its root element's opening tag (with the build
 * that drew it) up to the end of the slot. The page's own boundary ends with the root element,
 * then the slot's.
 */
const COMPOSED_LISTED = new RegExp(
  `(<div ${PAGE_SLOT_ATTRIBUTE}="">${escapeForRegExp(SLOT_CONTENT_START)})(<div [^>]*${COMPOSED_PAGE_ATTRIBUTE}="${LISTED_PAGE}"[^>]*>)[\\s\\S]*?(${escapeForRegExp(`${SLOT_CONTENT_END}</div>${SLOT_CONTENT_END}</div>`)})`,
);
const BUILD = new RegExp(`\\s${BUILD_ATTRIBUTE}="([^"]*)"`);

/**
 * The composed page `pageHtml` with the visitor's fragment in place of the server's Listed
 * Books, marked as the visitor's (the app draws it afresh once the page's code and first books
 * are in, in one commit). Undefined, so the page goes as the server composed it, when it holds
 * no composed Listed Books, or one of another build than the fragment's.
 */
export function withListedFragment(pageHtml: string, fragment: ListedFragment): string | undefined {
  const found = COMPOSED_LISTED.exec(pageHtml);
  const rootTag = found?.[2] ?? '';
  if (!found || BUILD.exec(rootTag)?.[1] !== fragment.release) return undefined;
  const root = rootTag.replace(/>$/, ` ${VISITOR_FRAGMENT_ATTRIBUTE}="">`);
  const page = `${found[1]}${root}${SLOT_CONTENT_START}${fragment.html}${found[3]}`;
  return `${pageHtml.slice(0, found.index)}${page}${pageHtml.slice(found.index + found[0].length)}`;
}
