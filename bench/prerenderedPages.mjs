// Where the prerendered one-bundle side keeps the page of each address its build drew, and how
// its server finds it: the same key the composed site's server composes by (the page's path,
// then the query as sent), and the same folder-and-query file names as the remotes' rendered
// pages (fragmentBase in @bookmarked/shared/composition).
import { fragmentBase } from '@bookmarked/shared/composition';
import { pagePath } from '@bookmarked/server/site-routes';

/** Beside the one-bundle build: every address the build drew a page for, and its file. */
export const PRERENDERED_LIST = 'prerendered.json';

const FRAGMENTS = 'fragments/';

/**
 * The file of the page drawn for `path` ('/details?id=5' is 'pages/details/id=5.html').
 * @param {string} path
 */
export function prerenderedFile(path) {
  const base = fragmentBase(path);
  if (!base.startsWith(FRAGMENTS)) throw new Error(`fragmentBase gave ${base} for ${path}`);
  return `pages/${base.slice(FRAGMENTS.length)}.html`;
}

/**
 * The drawn page a request gets, or undefined for one the build drew nothing for (another
 * query, a search in the URL): that request gets the page without server HTML and the browser
 * draws it, as the composed site's client path does.
 * @param {{ pages: Record<string, string> }} list the build's prerendered.json
 * @param {string} url the request's path and query
 */
export function prerenderedFileFor(list, url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const key = `${pagePath(pathname)}${search}`;
  return Object.hasOwn(list.pages, key) ? list.pages[key] : undefined;
}
