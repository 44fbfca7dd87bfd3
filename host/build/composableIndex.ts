import type { Plugin } from 'vite';
import { headTags } from '../../shared/src/page/headTags.ts';
import { cataloguePreload } from '../../shared/build/cataloguePreload.ts';
import { DEFAULT_HEAD_FILE, DEFAULT_PAGE_FILE, HEAD_END, HEAD_START, SSI_INDEX } from '@bookmarked/shared/composition';
import { defaultParts, ssiTemplate } from '@bookmarked/server/composition';

/**
 * Needed before any remote page can show: fetched while the scripts load. A composed page has
 * it in its head instead (shared/src/composition/bootBlocks.mjs), so it goes between the markers.
 */
const remotesJsonPreload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />';

/**
 * Makes the host's page ready for a server to compose: the site's title and descriptions and
 * the preloads of the catalogue and remotes.json go between the head's markers (a composed
 * page swaps them for its own, which fetch what that page needs of the catalogue and carry
 * remotes.json in the page), and beside index.html
 * the build writes the same page as nginx's SSI template (deploy/nginx serves it for pages).
 * Runs after the frame is prerendered into index.html.
 */
export function composableIndex(): Plugin {
  return {
    name: 'bookmarked:composable-index',
    transformIndexHtml: (html) => {
      if (!html.includes(`${HEAD_START}${HEAD_END}`)) throw new Error(`index.html has no empty ${HEAD_START}${HEAD_END}`);
      // The client path draws every page once the catalogue is in: it fetches it whole.
      return html.replace(`${HEAD_START}${HEAD_END}`, `${HEAD_START}${headTags({})}${cataloguePreload(true, 0)}${remotesJsonPreload}${HEAD_END}`);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('composable-index: index.html is missing from the bundle');
        const page = html.source.toString();
        this.emitFile({ type: 'asset', fileName: SSI_INDEX, source: ssiTemplate(page) });
        const parts = defaultParts(page);
        this.emitFile({ type: 'asset', fileName: DEFAULT_HEAD_FILE, source: parts.head });
        this.emitFile({ type: 'asset', fileName: DEFAULT_PAGE_FILE, source: parts.page });
      },
    },
  };
}
