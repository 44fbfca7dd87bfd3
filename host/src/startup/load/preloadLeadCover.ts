import { $catalogue, loadCatalogue, type Book, type LeadCover } from '@bookmarked/shared';
import { parseBookId } from '@bookmarked/ui';

/** The book whose cover leads the page: the catalogue's first, or the one `?id=` names. */
function leadBook(books: readonly Book[], lead: LeadCover, search: string): Book | undefined {
  if (lead === 'first') return books[0];
  const id = parseBookId(new URLSearchParams(search).get('id'));
  return id === undefined ? undefined : books.find((book) => book.bookId === id);
}

/**
 * Once the catalogue is read, asks for the cover that is the page's largest image: it is then
 * on its way before the page's code has arrived. Book data is untrusted, so only an http(s)
 * address is preloaded; anything else is left to the page.
 */
export async function preloadLeadCover(lead: LeadCover, search: string): Promise<void> {
  await loadCatalogue();
  const state = $catalogue.get();
  const image = state.status === 'ready' ? leadBook(state.books, lead, search)?.image.trim() : undefined;
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
  // As the cover itself asks (BookCover's eager image): ahead of the other images.
  link.setAttribute('fetchpriority', 'high');
  link.href = url.href;
  document.head.append(link);
}
