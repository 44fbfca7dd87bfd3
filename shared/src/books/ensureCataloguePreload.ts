import { CATALOGUE_URL } from './catalogueUrls';

/**
 * Preloads the whole catalogue if the page's head fetches none of it. A page's head says what
 * it needs of the catalogue early (a small one whole, or a large one's index); a page drawn
 * from a large catalogue leaves it to this, run once the page is parsed, so the catalogue does
 * not share the link with the page itself. A remote release built before heads said so says
 * nothing either, and its page would otherwise wait for the app's code to ask.
 */
export function ensureCataloguePreload(): void {
  if (document.head.querySelector('link[rel="preload"][href^="/booksData"]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = CATALOGUE_URL;
  document.head.append(link);
}
