import type { Plugin, ResolvedConfig } from 'vite';
import { withSsrLoader } from './ssrLoader.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FragmentsManifest, PagesToRender } from '../src/federation/fragments.ts';
import { escapeHtml, headTags } from '../src/page/headTags.ts';
import { BUILD_ATTRIBUTE, CATALOGUE_ATTRIBUTE, COMPOSED_PAGE_ATTRIBUTE, fragmentBase, PAGE_QUERY_CHARACTERS, PAGE_ROOT_ATTRIBUTE } from '../src/composition/markers.mjs';
import { catalogueFingerprint } from '../src/books/catalogueFingerprint.ts';
import { catalogueFile } from './catalogueFile.ts';
import { cataloguePreload } from './cataloguePreload.ts';
import { pageScriptPreloads } from './pageScriptPreloads.ts';
import { AWAITING_CODE_ATTRIBUTE } from '../src/earlyInput/earlyInputContract.ts';
import { splitHoistedResources } from './hoistedResources.ts';
import { pageFileNames } from '../src/federation/pageFiles.ts';
import { remoteRoutes } from '../src/federation/appRegistry.ts';
import { inlineStyles, stylesHeldInline } from './inlineStyles.ts';
import { manifestBlock } from '../src/composition/bootBlocks.mjs';
import type { RenderedPage, renderPages } from './fragmentRenderer.tsx';

/** The list of a remote's rendered pages, beside its entry. */
const FRAGMENTS_FILE = 'fragments.json';
/** Where a remote says which of its pages to render, relative to its folder. */
const PAGES_MODULE = 'src/server/pages.tsx';
const MANIFEST = 'mf-manifest.json';
/** A page's path and query as a server is asked for it: plain folders, a query of a page's characters. */
const PAGE_PATH = new RegExp(`^/[A-Za-z0-9_/-]*(\\?[${PAGE_QUERY_CHARACTERS}]+)?$`);

const rendererFile = fileURLToPath(new URL('./fragmentRenderer.tsx', import.meta.url));

/** Style sheets are the client build's: the server render needs only the markup. */
export const stylesLeftOut: Plugin = {
  name: 'bookmarked:no-styles-in-fragments',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0fragment-style' : undefined),
  load: (id) => (id === '\0fragment-style' ? 'export default "";' : undefined),
};

/**
 * Renders the remote's pages to HTML at its build (React's server renderer through Vite's
 * SSR loader, from the same components) and ships them in its output beside its entry:
 * `fragments/…` (each page's HTML and its head), listed in `fragments.json` and named in
 * `mf-manifest.json`. Each head carries the manifest's part for its page (bootBlocks.mjs), so
 * the composed page need not fetch the manifest. One deploy of the remote replaces its code and its HTML together.
 * A remote without `src/server/pages.tsx` renders nothing. Each page names `buildId`, the build
 * that drew it.
 */
export function pageFragments(remote: string, platformRange: string, buildId: string): Plugin {
  let config!: ResolvedConfig;
  return {
    name: 'bookmarked:page-fragments',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!existsSync(join(config.root, PAGES_MODULE))) return;
        const manifestAsset = bundle[MANIFEST];
        if (manifestAsset?.type !== 'asset') this.error(`page-fragments: ${MANIFEST} is missing from the bundle`);
        const manifest = JSON.parse(manifestAsset.source.toString()) as Parameters<typeof manifestBlock>[0] & { exposes: { name: string }[]; metaData: Record<string, unknown> };
        const filesOf = (page: string) => {
          // The files a host that imports the page's module directly runs: the container's own are fetched only by a host that cannot.
          const files = pageFileNames(manifest, page, true);
          if (!files) this.error(`page-fragments: ${MANIFEST} lists no files for ${page}`);
          return files;
        };
        const cssOf = (page: string) =>
          filesOf(page).styles.map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') this.error(`page-fragments: ${file} is missing from the bundle`);
            return asset.source.toString();
          });

        const catalogueText = readFileSync(catalogueFile, 'utf8');
        const fingerprint = catalogueFingerprint(catalogueText);
        const pages = await renderWithVite(remote, config, catalogueText);
        const listed: FragmentsManifest = { version: 1, remote, platformRange, fragments: {} };
        for (const { page, path, html, head, drawnFromCatalogue } of pages) {
          if (!manifest.exposes.some((expose) => expose.name === page)) this.error(`page-fragments: ${path} renders ${page}, which is not exposed`);
          const base = fragmentBase(path);
          if (!PAGE_PATH.test(path)) this.error(`page-fragments: ${path} is not spelled as a server asks for it`);
          if (base === undefined) {
            // A view whose query holds a slash or the like: its links still work, drawn by the client.
            this.warn(`page-fragments: ${path} cannot be named as a file; left to the client`);
            continue;
          }
          const { hoisted, body } = splitHoistedResources(html);
          // Named relative to the remote's entry, like every file of it: the composing server makes them absolute.
          const { scripts, styles } = filesOf(page);
          this.emitFile({ type: 'asset', fileName: `${base}.html`, source: pageHtml(`${remote}/${page}`, body, drawnFromCatalogue ? fingerprint : undefined, buildId) });
          this.emitFile({
            type: 'asset',
            fileName: `${base}.head.html`,
            // The manifest's part for this page last: the host's first script, which reads it, comes after the head.
            source: `${headTags(head)}${cataloguePreload(drawnFromCatalogue, Buffer.byteLength(catalogueText))}${hoisted}${pageScriptPreloads(scripts)}${inlineStyles(cssOf(page))}${stylesHeldInline(styles)}${manifestBlock(manifest, page)}`,
          });
          listed.fragments[path] = { page, file: `${base}.html`, head: `${base}.head.html` };
        }
        for (const route of remoteRoutes) {
          if (route.viewParams && route.id.startsWith(`${remote}/`) && !Object.hasOwn(listed.fragments, route.path)) {
            this.error(`page-fragments: every view of ${route.id} is rendered, so it must render its 'not found' view at ${route.path}`);
          }
        }
        this.emitFile({ type: 'asset', fileName: FRAGMENTS_FILE, source: `${JSON.stringify(listed)}\n` });
        manifest.metaData.fragments = FRAGMENTS_FILE;
        manifestAsset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}

/**
 * The page as a server puts it into the host's slot: marked with its page, so the app knows
 * what it holds, and with the build it was drawn from and the catalogue, if it shows any of it,
 * inside the page root the app draws around it too. It waits for its code: input on its
 * controls meanwhile is kept and replayed once the page hydrates (the early input contract).
 */
function pageHtml(id: string, html: string, fingerprint: string | undefined, buildId: string): string {
  const catalogue = fingerprint === undefined ? '' : ` ${CATALOGUE_ATTRIBUTE}="${fingerprint}"`;
  return `<div ${PAGE_ROOT_ATTRIBUTE}="" ${COMPOSED_PAGE_ATTRIBUTE}="${escapeHtml(id)}"${catalogue} ${BUILD_ATTRIBUTE}="${escapeHtml(buildId)}" ${AWAITING_CODE_ATTRIBUTE}="">${html}</div>`;
}

async function renderWithVite(remote: string, config: ResolvedConfig, catalogueText: string): Promise<RenderedPage[]> {
  return withSsrLoader({ config, plugins: [stylesLeftOut] }, async (load) => {
    const renderer = (await load(rendererFile)) as { renderPages: typeof renderPages };
    const { default: pagesToRender } = (await load(`/${PAGES_MODULE}`)) as { default: PagesToRender };
    return renderer.renderPages(remote, pagesToRender, catalogueText);
  });
}
