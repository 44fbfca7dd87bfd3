// Puts a remote's rendered page into the host's index.html: the page into the slot where
// 'Loading...' stands, and its title and descriptions into the head in place of the site's.
// Both are our own builds' output, already escaped where they hold data; the request's own
// path and query never reach the HTML.
import { HEAD_END, HEAD_START, markCurrentPage, PAGE_SLOT_ATTRIBUTE, SLOT_CONTENT_END, SLOT_CONTENT_START, ssiCurrentPage } from '@bookmarked/shared/composition';
import { remotesBlockAround } from '@bookmarked/shared/boot-blocks';

const escapeForRegExp = (text) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
// The page goes inside the slot's boundary markers, where the app hydrates it.
const SLOT = new RegExp(
  `(<div ${PAGE_SLOT_ATTRIBUTE}="">${escapeForRegExp(SLOT_CONTENT_START)})[\\s\\S]*?(${escapeForRegExp(SLOT_CONTENT_END)}</div>)`,
);
const HEAD = new RegExp(`(${HEAD_START})[\\s\\S]*?(${HEAD_END})`);

/**
 * The host's page with the route's page in it; undefined when the host's page has no slot or
 * head to fill (a host built before composition), so the caller serves it as it is.
 *   page: { html, headHtml } from fragmentSource, and `bootHtml`, the server's own boot data
 *   (remotesBlock), which goes after the page's head: the first script, which reads it, comes
 *   after both, and the page's own preloads are found first; `importMapHtml`, the modules'
 *   hashes (importMap.mjs), between the two: after the page's title, cover and fetch preloads
 *   (no module among them), which the browser finds without reading past the map's kilobytes,
 *   and before the first script that could load a module
 *   currentPath: the request's path, whose link the header marks current
 */
export function composePage(indexHtml, { html, headHtml, bootHtml = '', importMapHtml = '' }, currentPath = '') {
  if (!SLOT.test(indexHtml) || !HEAD.test(indexHtml)) return undefined;
  return markCurrentPage(indexHtml, currentPath)
    .replace(HEAD, (_, start, end) => `${start}${headHtml}${importMapHtml}${bootHtml}${end}`)
    .replace(SLOT, (_, open, close) => `${open}${html}${close}`);
}

/** The host's page with each part's place holding `include(part)`: a server fills it in per request. */
function templateOf(indexHtml, include) {
  if (!SLOT.test(indexHtml) || !HEAD.test(indexHtml)) throw new Error('index.html has no page slot or head to compose');
  return indexHtml
    .replace(HEAD, (_, start, end) => `${start}${include('head')}${end}`)
    .replace(SLOT, (_, open, close) => `${open}${include('page')}${close}`);
}

/** Set per request by the nginx config: the word (`navToken`) of the page whose header link is current. */
export const SSI_CURRENT_PAGE = 'bookmarked_current_page';

/** Where nginx's SSI template includes remotes.json from, escaped for its data block (deploy/nginx). */
export const SSI_REMOTES_JSON = '/__boot/remotes.json';

/**
 * The header by which nginx's visitors' block names the import map the page carries (its hash,
 * server/composition/importMapFolder.mjs) to the block that composes it, and where that block
 * includes the map from: `/__import_map/<hash>`, nothing when none is named.
 */
export const IMPORT_MAP_HEADER = 'X-Bookmarked-Import-Map';
export const SSI_IMPORT_MAP = '/__import_map/';
const ssiHeaderVariable = (header) => `$http_${header.toLowerCase().replaceAll('-', '_')}`;

/**
 * The host's page as a template for nginx's SSI: the same two places include the route's page
 * and head from the remote, through the `/__fragments/` locations the nginx config writes, and
 * the head ends with the import map the request names and remotes.json as nginx serves it, in
 * its boot data block (the same order as composePage), and the header's
 * link to the page is marked current. `$bookmarked_page` is set per request by that config. When the remote has no such page or
 * fails to answer in time, those locations answer with what the build put there instead
 * (`defaultParts`, kept beside the page as files).
 */
export function ssiTemplate(indexHtml) {
  return templateOf(ssiCurrentPage(indexHtml, SSI_CURRENT_PAGE), (part) =>
    part === 'head'
      ? `<!--# include virtual="/__fragments/head/$bookmarked_page.head.html" --><!--# include virtual="${SSI_IMPORT_MAP}${ssiHeaderVariable(IMPORT_MAP_HEADER)}" -->${remotesBlockAround(`<!--# include virtual="${SSI_REMOTES_JSON}" -->`)}`
      : `<!--# include virtual="/__fragments/page/$bookmarked_page.html" -->`,
  );
}

/**
 * The host's page as a template for an edge cache's ESI (Varnish, deploy/varnish): one template
 * for every page, whose includes name no page; the edge's config adds the page it is composing
 * to each include's address (server/varnish-vcl.mjs). `onerror="continue"`: a failed include
 * leaves its place empty rather than abort the page, where the edge honours it. The import map,
 * the same for every page, is in the template itself, which comes with the CSP that allows it.
 * One template a page path, whose header link to that page is marked current.
 */
export function esiTemplate(indexHtml, { importMapHtml = '', currentPath = '' } = {}) {
  return templateOf(markCurrentPage(indexHtml, currentPath), (part) => `<esi:include src="${ESI_PART_PREFIX}${part}" onerror="continue"/>${part === 'head' ? importMapHtml : ''}`);
}

/** Where an ESI template's includes point: `/__fragments/page` and `/__fragments/head`, then the page's path and query. */
export const ESI_PART_PREFIX = '/__fragments/';

/** What the build put into the head's composed part and into the page's slot. */
export function defaultParts(indexHtml) {
  const head = HEAD.exec(indexHtml);
  const slot = SLOT.exec(indexHtml);
  if (!head || !slot) throw new Error('index.html has no page slot or head to compose');
  const inner = ([whole, open, close]) => whole.slice(open.length, whole.length - close.length);
  return { head: inner(head), page: inner(slot) };
}
