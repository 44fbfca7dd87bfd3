import type { Plugin, ResolvedConfig } from 'vite';
import type { ReactElement, ReactNode } from 'react';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../../../apps.config.mjs';
import { withSsrLoader } from '../../../shared/build/ssrLoader.ts';
import { stylesLeftOut } from '../../../shared/build/pageFragments.ts';
import type { renderPages } from '../../../shared/build/fragmentRenderer.tsx';
import type { PagesToRender } from '../../../shared/src/federation/fragments.ts';
import { headTags } from '../../../shared/src/page/headTags.ts';
import { inlineStyleSheets, sheetsOfBundle } from '../../../shared/build/inlineStyles.ts';
import { pageAssets, prerenderedDocument } from '../../prerenderedDocument.mjs';
import { PRERENDERED_LIST, prerenderedFile } from '../../prerenderedPages.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const rendererFile = fileURLToPath(new URL('../../../shared/build/fragmentRenderer.tsx', import.meta.url));
const siteAtFile = fileURLToPath(new URL('../src/siteAt.tsx', import.meta.url));
/** The page the prerendered side's pages are made from: its script hydrates them. */
const TEMPLATE = 'prerendered.html';
/** Where each remote names the pages it draws, and its exposed pages' files: the composed site's own lists. */
const PAGES_MODULE = 'src/server/pages.tsx';
const FEDERATION_CONFIG = 'federation.config.ts';

type SiteAt = (element: ReactElement, path: string) => ReactNode;

interface DrawnPage {
  path: string;
  route: string;
  html: string;
  headHtml: string;
  /** The file of the page's exposed module, whose chunk the page's code is. */
  module: string;
}

/**
 * Draws every page the remotes draw for the composed site (each remote's src/server/pages.tsx,
 * rendered by shared/build/fragmentRenderer.tsx through the same Vite SSR loader), but as the
 * one bundle draws it: the whole site at the page's address, the tree its browser code then
 * hydrates. The catalogue is the file the build serves.
 */
async function drawPages(config: ResolvedConfig, catalogueText: string): Promise<DrawnPage[]> {
  return withSsrLoader({ config, plugins: [stylesLeftOut] }, async (load) => {
    const renderer = (await load(rendererFile)) as { renderPages: typeof renderPages };
    const siteAt = await ((await load(siteAtFile)) as { siteAt: () => Promise<SiteAt> }).siteAt();
    const drawn: DrawnPage[] = [];
    for (const [remote, { dir }] of Object.entries(apps.remotes)) {
      const pagesModule = join(repo, dir, PAGES_MODULE);
      if (!existsSync(pagesModule)) continue;
      const { default: pagesToRender } = (await load(pagesModule)) as { default: PagesToRender };
      const { exposedPages } = (await load(join(repo, dir, FEDERATION_CONFIG))) as { exposedPages: Record<string, string> };
      for (const { page, path, html, head } of await renderer.renderPages(remote, pagesToRender, catalogueText, siteAt)) {
        const file = exposedPages[page];
        if (!file) throw new Error(`${remote} draws ${page}, which it does not expose`);
        const route = new URL(path, 'http://localhost').pathname;
        drawn.push({ path, route, html, headHtml: headTags(head), module: resolve(repo, dir, file) });
      }
    }
    return drawn;
  });
}

/**
 * The prerendered one-bundle side: at the one-bundle build, every page the composed site can
 * serve drawn is drawn to a static page of its own (pages/…, listed in prerendered.json for the
 * server), from prerendered.html, whose script hydrates it. A page names its own chunks and
 * style sheets in its head, as a prerendering build of a one-bundle site does.
 */
export function prerenderPages(): Plugin {
  let config!: ResolvedConfig;
  return {
    name: 'bench:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const template = bundle[TEMPLATE];
        if (template?.type !== 'asset') this.error(`prerender-pages: ${TEMPLATE} is missing from the bundle`);
        const chunks = new Map<string, { imports: string[]; css: string[] }>();
        const byModule = new Map<string, string>();
        let entry: string | undefined;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
          if (output.facadeModuleId) byModule.set(output.facadeModuleId, output.fileName);
          if (output.isEntry && output.name === 'prerendered') entry = output.fileName;
        }
        if (!entry) this.error('prerender-pages: the build has no prerendered entry');
        const url = (file: string) => `${config.base}${file}`;
        const pages = await drawPages(config, readFileSync(join(config.publicDir, 'booksData.json'), 'utf8'));
        const list: { pages: Record<string, string> } = { pages: {} };
        for (const { path, route, html, headHtml, module } of pages) {
          const chunk = byModule.get(module);
          if (!chunk) this.error(`prerender-pages: ${module} has no chunk of its own`);
          const { modules, styles } = pageAssets(chunks, chunk, entry);
          const fileName = prerenderedFile(path);
          const document = prerenderedDocument(template.source.toString(), { route, html, headHtml, styles: styles.map(url), modules: modules.map(url) });
          const source = inlineStyleSheets(document, sheetsOfBundle(bundle, config.base));
          this.emitFile({ type: 'asset', fileName, source });
          list.pages[path] = fileName;
        }
        this.emitFile({ type: 'asset', fileName: PRERENDERED_LIST, source: `${JSON.stringify(list, null, 2)}\n` });
      },
    },
  };
}
