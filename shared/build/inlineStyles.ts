// Style sheets carried in the page itself: a sheet linked from the head is a request the first
// paint waits for (from a remote's origin, a connection too). Used for a remote's page in the
// composed head, the host's own sheet in index.html, and the bench's prerendered pages alike.
import type { Rollup } from 'vite';
import { escapeHtml } from '../src/page/headTags.ts';

/** The sheets' CSS as `<style>` elements. Our own build's CSS, with no `</style>` in it. */
export function inlineStyles(css: string[]): string {
  return css.map((sheet) => `<style>${sheet.replaceAll('</style', '<\\/style')}</style>`).join('');
}

/**
 * Says which style sheets the inline styles are: code that loads later asks for its sheets
 * through Vite's preload helper, which skips a sheet a `<link rel="stylesheet">` with its address
 * already names. Without these, it would fetch and apply the same styles again, recalculating the
 * whole page's style just before it hydrates. Their type is no style language, so the browser
 * neither fetches nor applies them (`disabled` alone still lets Chromium's preload scanner fetch
 * the sheet: bytes the first paint would wait behind).
 */
export function stylesHeldInline(files: string[]): string {
  return files.map((file) => `<link rel="stylesheet" type="text/plain" href="${escapeHtml(file)}" disabled>`).join('');
}

/** A style sheet as Vite and the bench's prerendering write it into a page. */
const LINKED_SHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page with each linked style sheet whose CSS `cssOf` knows (by its address) carried inline,
 * in its place, so the cascade keeps its order, and named as held inline. Others stay linked.
 */
export function inlineStyleSheets(html: string, cssOf: (href: string) => string | undefined): string {
  return html.replace(LINKED_SHEET, (link, href: string) => {
    const css = cssOf(href);
    return css === undefined ? link : `${inlineStyles([css])}${stylesHeldInline([href])}`;
  });
}

/** The CSS of a style sheet of this build, by the address its pages link it at (`base` + file). */
export function sheetsOfBundle(bundle: Rollup.OutputBundle, base: string): (href: string) => string | undefined {
  return (href) => {
    const sheet = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined;
    return sheet?.type === 'asset' ? sheet.source.toString() : undefined;
  };
}
