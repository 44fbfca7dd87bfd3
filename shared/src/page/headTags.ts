// Plain text work, no React: the host's and the remotes' builds use it at build time too.

const SITE_NAME = 'Bookmarked';

/** What the site says about itself where a page says nothing of its own. */
export const SITE_DESCRIPTION = 'Browse books and keep your read list and wish list.';

/** 'Listed Books · Bookmarked'; the site's name alone when the page has no title. */
export function documentTitle(title: string | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

/** Text made safe for HTML, in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PageHead {
  /** The page's own name; the site's name alone when there is none. */
  title?: string;
  description?: string;
}

/**
 * A page's title and its description, for the tab and for link previews, as the head of the
 * host's page holds them. One writer for the host's default head and every page a remote
 * renders on the server, so a server composing a page swaps the whole set at once.
 */
export function headTags({ title, description = SITE_DESCRIPTION }: PageHead): string {
  const fullTitle = escapeHtml(documentTitle(title));
  const text = escapeHtml(description);
  return [
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${text}" />`,
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${text}" />`,
    `<meta name="twitter:title" content="${fullTitle}" />`,
    `<meta name="twitter:description" content="${text}" />`,
  ].join('\n    ');
}
