/**
 * A module the page will import: fetched and compiled ahead, so importing it later costs no
 * request. With `integrity` the browser checks it, and a module refused here stays refused for
 * the document's life (a later import of the same address meets the same failure); a failed
 * modulepreload is remembered the same way, so only files known to have arrived are preloaded,
 * and the entry, which a Retry asks for under a fresh address. A composed page's head already
 * fetches the page's chunks into the cache (`rel="preload" as="fetch"`): that fetch compiles
 * nothing, so only an earlier modulepreload of the same file makes this one redundant.
 */
export function modulePreload(href: string, integrity?: string): void {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  if (integrity) link.setAttribute('integrity', integrity);
  document.head.append(link);
}
