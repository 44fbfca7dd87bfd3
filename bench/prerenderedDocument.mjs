// The prerendered one-bundle side's page for one route, written at the one-bundle build
// (bench/monolith/build/prerenderPages.ts): the build's own prerendered.html with the site drawn
// at that route in its root, the route's title and descriptions, and the page's own style
// sheets and modules named in its head. Plain text work with no Node or browser API: the
// browser code reads the attribute below too.

import { splitHoistedResources } from '../shared/build/hoistedResources.ts';

/** On the root of a page the build drew: the route whose page it holds ('/details'). */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/;

const escapeAttribute = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * @param {string} template the build's prerendered.html: one `<title>` and an empty root
 * @param {{ route: string, html: string, headHtml: string, styles: string[], modules: string[] }} page
 *   route: the router's path of the page; html: the site rendered at the page's address;
 *   headHtml: its title and descriptions (headTags in shared), in place of the template's title;
 *   styles and modules: the page's own style sheets and script chunks, as URLs.
 */
export function prerenderedDocument(template, { route, html, headHtml, styles, modules }) {
  if (!template.includes(ROOT) || !TITLE.test(template)) throw new Error(`prerendered.html has no ${ROOT} or <title> to fill`);
  const { hoisted, body } = splitHoistedResources(html);
  // The page's styles in the head: its first paint must not wait for its code to ask for them.
  // Its chunks are fetched with the entry's, not discovered once the entry has run.
  const head = [
    hoisted,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return template
    .replace(TITLE, () => headHtml)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${escapeAttribute(route)}">${body}</div>`);
}

/**
 * A page chunk's own files: the chunk and every chunk it imports statically, and their style
 * sheets, less what the entry already loads (the build's HTML names those itself).
 * @param {Map<string, { imports: string[], css: string[] }>} chunks every chunk of the build by file name
 * @param {string} page the page's chunk
 * @param {string} entry the entry's chunk
 */
export function pageAssets(chunks, page, entry) {
  const closure = (start) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      const chunk = chunks.get(file);
      if (!chunk) throw new Error(`${file} is no chunk of the build`);
      seen.add(file);
      chunk.imports.forEach(visit);
    };
    visit(start);
    return seen;
  };
  const entryFiles = closure(entry);
  const entryCss = new Set([...entryFiles].flatMap((file) => chunks.get(file)?.css ?? []));
  const files = [...closure(page)].filter((file) => !entryFiles.has(file));
  const css = [...new Set(files.flatMap((file) => chunks.get(file)?.css ?? []))].filter((file) => !entryCss.has(file));
  return { modules: files, styles: css };
}
