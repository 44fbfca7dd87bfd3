import type { Plugin } from 'vite';
import { FRAME_ATTRIBUTE } from '@bookmarked/shared/composition';
import { AWAITING_CODE_ATTRIBUTE } from '../../shared/src/earlyInput/earlyInputContract.ts';
import { definesOf, withSsrLoader } from '../../shared/build/ssrLoader.ts';

const ROOT_ELEMENT = '<div id="root"></div>';


/**
 * Writes the page's frame (header, 'Loading...', footer) into the built index.html, rendered
 * from the same components the app uses, so the first paint already shows the site instead of
 * waiting for the federation runtime, the shared packages and React. Until the app starts it is
 * a plain page: its links work as links, without JavaScript too, and input on its buttons is
 * kept until the app has taken them over (the early input contract, in the paint script).
 */
export function prerenderShell(): Plugin {
  let root = process.cwd();
  let define: Record<string, string> = {};
  return {
    name: 'bookmarked:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      define = definesOf(config);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('prerender-shell: index.html is missing from the bundle');
        const source = html.source.toString();
        if (!source.includes(ROOT_ELEMENT)) this.error(`prerender-shell: index.html has no empty ${ROOT_ELEMENT}`);
        const shell = await withSsrLoader({ root, define }, async (load) => {
          const { renderShell } = (await load('/build/renderShell.tsx')) as { renderShell: () => string };
          return renderShell();
        });
        html.source = source.replace(ROOT_ELEMENT, `<div id="root"><div ${FRAME_ATTRIBUTE} ${AWAITING_CODE_ATTRIBUTE}="">${shell}</div></div>`);
      },
    },
  };
}
