import type { Plugin, ResolvedConfig } from 'vite';
import { FRAME_ATTRIBUTE, HEAD_END, HEAD_START, HOST_PAGE_ATTRIBUTE, NOT_FOUND_FILE } from '@bookmarked/shared/composition';
import { AWAITING_CODE_ATTRIBUTE } from '../../shared/src/earlyInput/earlyInputContract.ts';
import { withSsrLoader } from '../../shared/build/ssrLoader.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The frame with 'Loading...' in its slot, with the 404 page, and the 404 page's head tags. */
type Shells = { shell: string; notFound: string; notFoundHead: string };

const framed = (shell: string, marks = '') => `<div ${FRAME_ATTRIBUTE}${marks} ${AWAITING_CODE_ATTRIBUTE}="">${shell}</div>`;

/**
 * Writes the page's frame (header, 'Loading...', footer) into the built index.html, rendered
 * from the same components the app uses, so the first paint already shows the site instead of
 * waiting for the federation runtime, the shared packages and React. Until the app starts it is
 * a plain page: its links work as links, without JavaScript too, and input on its buttons is
 * kept until the app has taken them over (the early input contract, in the paint script).
 *
 * Beside it, once every other plugin has finished index.html, the same page with the app's own
 * 404 page in the slot and its title in the head: 404.html, which the servers answer for a path
 * that is none of the site's pages. The app hydrates it as it stands.
 */
export function prerenderShell(): Plugin[] {
  let config!: ResolvedConfig;
  let shells: Shells | undefined;
  return [
    {
      name: 'bookmarked:prerender-shell',
      apply: 'build',
      configResolved(resolved) {
        config = resolved;
      },
      generateBundle: {
        order: 'post',
        async handler(_options, bundle) {
          const html = bundle['index.html'];
          if (html?.type !== 'asset') this.error('prerender-shell: index.html is missing from the bundle');
          const source = html.source.toString();
          if (!source.includes(ROOT_ELEMENT)) this.error(`prerender-shell: index.html has no empty ${ROOT_ELEMENT}`);
          shells = await withSsrLoader({ config }, async (load) => {
            const module = (await load('/build/renderShell.tsx')) as Record<'renderShell' | 'renderNotFoundShell' | 'notFoundHead', () => string>;
            return { shell: module.renderShell(), notFound: module.renderNotFoundShell(), notFoundHead: module.notFoundHead() };
          });
          html.source = source.replace(ROOT_ELEMENT, `<div id="root">${framed(shells.shell)}</div>`);
        },
      },
    },
    {
      name: 'bookmarked:not-found-page',
      apply: 'build',
      // After every plugin that finishes index.html (its styles inlined, its head filled in).
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const html = bundle['index.html'];
          if (html?.type !== 'asset' || !shells) this.error('not-found-page: index.html was not prerendered');
          this.emitFile({ type: 'asset', fileName: NOT_FOUND_FILE, source: notFoundPage(html.source.toString(), shells) });
        },
      },
    },
  ];
}

/** index.html as the 404 page: the frame with the app's 404 page in its slot, and that page's title. */
export function notFoundPage(index: string, { shell, notFound, notFoundHead }: Shells): string {
  const frame = framed(shell);
  const headStart = index.indexOf(HEAD_START);
  const headEnd = index.indexOf(HEAD_END);
  if (!index.includes(frame) || headStart < 0 || headEnd < headStart) {
    throw new Error('not-found-page: index.html has no prerendered frame or no head markers');
  }
  const head = `${HEAD_START}${notFoundHead}${HEAD_END}`;
  return `${index.slice(0, headStart)}${head}${index.slice(headEnd + HEAD_END.length)}`.replace(
    frame,
    () => framed(notFound, ` ${HOST_PAGE_ATTRIBUTE}=""`),
  );
}
