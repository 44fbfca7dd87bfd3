/** What React's server renderer puts ahead of a page's markup: an eager image's preload, style sheets. */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

/**
 * Splits what React hoisted off the rendered page. It belongs in the document's head, where the
 * browser reads it before the body, as it would from a whole document's render: in the body it
 * is found only after every script and style the head names, and an image's preload waits
 * behind them. React hydrates the page's own markup without it.
 */
export function splitHoistedResources(html: string): { hoisted: string; body: string } {
  const hoisted = LEADING_RESOURCES.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}
