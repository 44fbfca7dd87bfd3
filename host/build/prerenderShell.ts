import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Writes the page's frame (header, 'Loading...', footer) into the built index.html, rendered
 * from the same components the app uses, so the first paint already shows the site instead of
 * waiting for the federation runtime, the shared packages and React. The frame is only seen,
 * not used: it is inert until React replaces it, so nothing in it can be clicked or focused.
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
          server: { middlewareMode: true, hmr: false, watch: null },
          plugins: [react()],
          define,
          ssr: { noExternal: ['@bookmarked/shared', '@bookmarked/ui'] },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule('/build/renderShell.tsx')) as { renderShell: () => string };
          // Inert until the app replaces it: its Menu button has no handler yet, and a link
          // followed now would reload the page instead of navigating within it.
          html.source = source.replace(ROOT_ELEMENT, `<div id="root"><div inert>${renderShell()}</div></div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
