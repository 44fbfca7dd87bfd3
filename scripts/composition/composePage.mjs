// Puts a remote's rendered page into the host's index.html: the slot's 'Loading...' becomes the
// page, the head gets the page's style sheets, title and link-preview tags. Pure string work on
// our own build output; only the head's texts are escaped again, as they are written into new places.
import { COMPOSED_PAGE_ATTRIBUTE, PAGE_SLOT_ATTRIBUTE } from './markers.mjs';

const SLOT = new RegExp(`<div ${PAGE_SLOT_ATTRIBUTE}="">[\\s\\S]*?</div>`);

/** Text made safe for HTML, in element content and in quoted attribute values. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Sets a `<meta>`'s content, by its name or property, leaving the page as it was without one. */
function setMeta(html, attribute, key, value) {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="[^"]*"\\s*/?>`);
  return html.replace(tag, `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
}

/**
 * The host's page with the route's page in its slot; undefined when the page has no slot to
 * fill (a host built before composition), so the caller serves it as it is.
 *   page: { id: 'catalog/Home', html, css: [absolute URLs], head: { title, description? } }
 */
export function composePage(indexHtml, { id, html, css, head }) {
  if (!SLOT.test(indexHtml)) return undefined;
  let page = indexHtml.replace(
    SLOT,
    () => `<div ${PAGE_SLOT_ATTRIBUTE}="" ${COMPOSED_PAGE_ATTRIBUTE}="${escapeHtml(id)}">${html}</div>`,
  );
  const styles = css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('');
  page = page.replace('</head>', () => `${styles}</head>`);
  page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  for (const [attribute, key] of [['property', 'og:title'], ['name', 'twitter:title']]) page = setMeta(page, attribute, key, head.title);
  if (head.description) {
    for (const [attribute, key] of [['name', 'description'], ['property', 'og:description'], ['name', 'twitter:description']]) {
      page = setMeta(page, attribute, key, head.description);
    }
  }
  return page;
}
