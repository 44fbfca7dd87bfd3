import type { Plugin } from 'vite';
import { headTags } from '../../shared/src/page/headTags.ts';
import { DEFAULT_HEAD_FILE, DEFAULT_PAGE_FILE, HEAD_END, HEAD_START, SSI_INDEX } from '../../scripts/composition/markers.mjs';
import { defaultParts, ssiTemplate } from '../../scripts/composition/composePage.mjs';

/**
 * Makes the host's page ready for a server to compose: the site's title and descriptions go
 * between the head's markers (a composed page swaps them for its own), and beside index.html
 * the build writes the same page as nginx's SSI template (deploy/nginx serves it for pages).
 * Runs after the frame is prerendered into index.html.
 */
export function composableIndex(): Plugin {
  return {
    name: 'bookmarked:composable-index',
    transformIndexHtml: (html) => {
      if (!html.includes(`${HEAD_START}${HEAD_END}`)) throw new Error(`index.html has no empty ${HEAD_START}${HEAD_END}`);
      return html.replace(`${HEAD_START}${HEAD_END}`, `${HEAD_START}${headTags({})}${HEAD_END}`);
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
