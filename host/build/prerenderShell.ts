import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FRAME_ATTRIBUTE } from '../../scripts/composition/markers.mjs';
import { withControlsDisabled } from '../../shared/build/withControlsDisabled.ts';

const ROOT_ELEMENT = '<div id="root"></div>';


/**
 * Writes the page's frame (header, 'Loading...', footer) into the built index.html, rendered
 * from the same components the app uses, so the first paint already shows the site instead of
 * waiting for the federation runtime, the shared packages and React. Until the app starts it is
 * a plain page: its links work as links, without JavaScript too, and its buttons are disabled
 * (they have no handlers yet). Once the app starts, the frame is inert until React replaces it.
 */
export function prerenderShell(): Plugin {
  let root = process.cwd();
  let define: Record<string, string> = {};
  return {
    name: 'bookmarked:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      define = Object.fromEntries(Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)]));
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('prerender-shell: index.html is missing from the bundle');
        const source = html.source.toString();
        if (!source.includes(ROOT_ELEMENT)) this.error(`prerender-shell: index.html has no empty ${ROOT_ELEMENT}`);
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          plugins: [react()],
          define,
          ssr: { noExternal: ['@bookmarked/shared', '@bookmarked/ui'] },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule('/build/renderShell.tsx')) as { renderShell: () => string };
          html.source = source.replace(ROOT_ELEMENT, `<div id="root"><div ${FRAME_ATTRIBUTE}>${withControlsDisabled(renderShell())}</div></div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
