import { VitePWA } from 'vite-plugin-pwa';
import { SITE_DESCRIPTION } from '../../shared/src/page/headTags.ts';

/** The colour the browser paints around the site (the brand green of the favicon). */
const THEME_COLOR = '#059669';

/**
 * The web app manifest (installable site) and the service worker (offline use), both written
 * into the build. The worker's precache list is the host's own files; the remotes' files are
 * kept at run time as they are used (see sw/sw.ts).
 */
export function offline() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // main.tsx registers the worker itself, after the page has loaded.
    injectRegister: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
    },
    manifest: {
      id: '/',
      name: 'Bookmarked',
      short_name: 'Bookmarked',
      description: SITE_DESCRIPTION,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#fafaf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
