import { $catalogue, loadCatalogue } from '@bookmarked/shared';

/**
 * Once the catalogue is read, asks for its first book's cover: on a page whose largest image
 * it is, the image is then on its way before the page's code has arrived. Book data is
 * untrusted, so only an http(s) address is preloaded; anything else is left to the page.
 */
export async function preloadLeadCover(): Promise<void> {
  await loadCatalogue();
  const state = $catalogue.get();
  const image = state.status === 'ready' ? state.books[0]?.image.trim() : undefined;
  if (!image) return;
  let url: URL;
  try {
    url = new URL(image, window.location.href);
  } catch {
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = url.href;
  document.head.append(link);
}
