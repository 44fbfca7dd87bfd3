// The composed pages a server sends, kept: under load most requests are for a few pages whose
// parts have not changed, so each is composed, hashed and gzipped once per version of its parts
// instead of on every request. Kept by size, least recently used out first.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { composePage } from './composePage.mjs';

/**
 * @typedef {{ html: string, headHtml: string, bootHtml?: string, importMapHtml?: string }} Fragment
 * @typedef {{ html: string, etag: string, gzipped: Buffer }} ComposedPage
 */

/**
 *   keptBytes: the most kept, counting each page's text and its gzip.
 *   level: the gzip level, as the server compresses everything else.
 * @param {{ keptBytes?: number, level?: number }} [options]
 */
export function createComposedPages({ keptBytes = 32 * 1024 * 1024, level = 6 } = {}) {
  /** @type {LRUCache<string, { indexHtml: string, fragment: Fragment, page: ComposedPage }>} */
  const kept = new LRUCache({ maxSize: keptBytes, sizeCalculation: ({ page }) => page.html.length + page.gzipped.length });

  /**
   * The host's page `indexHtml` with `fragment` in it, as sent for the request `key`: the copy
   * kept when neither part changed, else composed afresh. Undefined when the host's page has
   * nothing to compose into (composePage).
   * @param {string} key
   * @param {string} indexHtml
   * @param {Fragment} fragment
   * @param {string} [currentPath] the request's path, whose header link is marked current: the same for every request of `key`
   * @returns {ComposedPage | undefined}
   */
  return function composedPage(key, indexHtml, fragment, currentPath) {
    const known = kept.get(key);
    if (known && known.indexHtml === indexHtml && known.fragment.html === fragment.html && known.fragment.headHtml === fragment.headHtml && known.fragment.bootHtml === fragment.bootHtml && known.fragment.importMapHtml === fragment.importMapHtml) {
      return known.page;
    }
    const html = composePage(indexHtml, fragment, currentPath);
    if (html === undefined) return undefined;
    const page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`, gzipped: gzipSync(html, { level }) };
    kept.set(key, { indexHtml, fragment: { html: fragment.html, headHtml: fragment.headHtml, bootHtml: fragment.bootHtml, importMapHtml: fragment.importMapHtml }, page });
    return page;
  };
}
