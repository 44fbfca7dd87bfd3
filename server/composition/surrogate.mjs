// What the host's server (server/serve.mjs) answers an edge cache that composes the pages itself
// with ESI (Varnish, server/varnish.mjs), when it asks as one: `Surrogate-Capability` naming
// ESI/1.0 (the W3C Edge Architecture note). Such a surrogate gets, for every page path, the
// template whose includes it fills in (`esiTemplate`, the path's header link marked), and, under `/__fragments/page|head/<page
// path and query>`, each part of the page as it would be composed here: from the remote's
// stable release that remotes.json names, its style sheets made absolute, its platform checked.
// A part that cannot be had (the remote down, slow, broken, without that view) is a 503 the
// edge answers for itself: with the last good copy, or the build's default. A visitor's request
// never gets either.
import { createHash } from 'node:crypto';
import { navPath } from '@bookmarked/shared/composition';
import { ESI_PART_PREFIX, esiTemplate } from './composePage.mjs';

/** What the edge says it is, on each request it makes. */
export const SURROGATE_CAPABILITY = 'bookmarked="ESI/1.0"';

/** The view a part shows: `found`, or `not-found` for a page whose view does not exist (its status is then 404). */
export const VIEW_HEADER = 'X-Bookmarked-View';

const PART = new RegExp(`^${ESI_PART_PREFIX}(page|head)(/.*)$`);

/** Whether the request comes from a surrogate that composes with ESI. */
const asksForEsi = (req) => /\bESI\/1\.0\b/.test(String(req.headers['surrogate-capability'] ?? ''));

/** The template made once for each version of the host's page and of the import map, and each page path (its header link marked current). */
function createTemplates() {
  let last = { indexHtml: '', importMapHtml: '', templates: new Map() };
  return (indexHtml, importMapHtml, pathname) => {
    // Any path without an extension may be a page when the host lists none: the kept ones are bounded.
    if (last.indexHtml !== indexHtml || last.importMapHtml !== importMapHtml || last.templates.size >= 64) last = { indexHtml, importMapHtml, templates: new Map() };
    const currentPath = navPath(pathname);
    const template = last.templates.get(currentPath) ?? esiTemplate(indexHtml, { importMapHtml, currentPath });
    last.templates.set(currentPath, template);
    return template;
  };
}

/**
 *   indexHtml(): the host's page as built.
 *   viewOf(url): the route's remote page for a request's path and query, as serve.mjs composes
 *   it: `{ fragment: { html, headHtml, bootHtml?, notFound? } }`, or undefined when there is none.
 *   The head part ends with the boot data (`bootHtml`, remotes.json as read for the request).
 *   importMap(): the modules' hashes as serve.mjs puts them in a page (importMap.mjs), which go
 *   into the template, whose CSP, `csp(inlineScripts)`, allows it.
 * @param {{
 *   indexHtml: () => string,
 *   viewOf: (url: string) => Promise<{ fragment: { html: string, headHtml: string, bootHtml?: string, notFound?: boolean } } | undefined>,
 *   importMap?: () => Promise<{ html: string, scriptSource: string } | undefined>,
 *   csp?: (inlineScripts: string[]) => string,
 * }} site
 */
export function createSurrogateAnswers({ indexHtml, viewOf, importMap = async () => undefined, csp }) {
  const templateOf = createTemplates();

  /** One part of a page; revalidated by its ETag, so an unchanged part costs the edge no body. */
  async function sendPart(req, res, part, url) {
    const found = await viewOf(url).catch(() => undefined);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (!found) {
      res.writeHead(503);
      res.end();
      return;
    }
    const text = part === 'head' ? `${found.fragment.headHtml}${found.fragment.bootHtml ?? ''}` : found.fragment.html;
    const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
    res.setHeader(VIEW_HEADER, found.fragment.notFound ? 'not-found' : 'found');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /**
   * Answers the surrogate's request if it is for a page or a part of one, and says whether it did.
   * `isPage`: the path is one of the host's pages.
   */
  return function answerSurrogate(req, res, { pathname, isPage }) {
    if (!asksForEsi(req)) return false;
    const part = PART.exec(pathname);
    if (part) {
      const query = (req.url ?? '').indexOf('?');
      void sendPart(req, res, part[1], `${part[2]}${query >= 0 ? req.url.slice(query) : ''}`);
      return true;
    }
    if (!isPage) return false;
    void sendTemplate(req, res, pathname);
    return true;
  };

  async function sendTemplate(req, res, pathname) {
    const map = await importMap().catch(() => undefined);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Surrogate-Control', 'content="ESI/1.0"');
    if (map && csp) res.setHeader('Content-Security-Policy', csp([map.scriptSource]));
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : templateOf(indexHtml(), map?.html ?? '', pathname));
  }
}
