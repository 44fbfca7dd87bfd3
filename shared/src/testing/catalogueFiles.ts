import { vi } from 'vitest';
import type { Book } from '../books/book';
import { cutCatalogue } from '../books/catalogueIndex';
import { $catalogueShelf, forgetShelf, openShelf, shelveBooks } from '../books/catalogueShelf';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from '../books/catalogueUrls';

/**
 * Serves `books` as a build ships them beside booksData.json (an index, and pages of
 * `pageSize`) through a stubbed fetch, to a shelf read afresh. `hold(url)` keeps a file's answer
 * back until its release is called; `answer(url, response)` replaces the next answer for it.
 */
export function serveCatalogueFiles(books: readonly Book[], pageSize = 64) {
  forgetShelf();
  const { index, pages } = cutCatalogue(books, { catalogueBytes: 1, release: 'test' }, pageSize);
  const files = new Map<string, unknown>([[CATALOGUE_INDEX_URL, index], ...pages.map((page, number) => [cataloguePageUrl(number), page] as const)]);
  const next = new Map<string, () => Response | Promise<Response>>();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = String(input);
    const once = next.get(url);
    next.delete(url);
    if (once) return once();
    return files.has(url) ? Response.json(files.get(url)) : new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    index,
    answer: (url: string, response: () => Response | Promise<Response>) => next.set(url, response),
    hold: (url: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      next.set(url, async () => {
        await held;
        return Response.json(files.get(url));
      });
      return release;
    },
  };
}

/** Serves `books` (serveCatalogueFiles) and reads the shelf whole: a list page then draws every book at once. */
export async function shelveCatalogue(books: readonly Book[]) {
  const served = serveCatalogueFiles(books);
  await openShelf();
  shelveBooks(served.index.bookId.keys());
  await vi.waitFor(() => {
    const state = $catalogueShelf.get();
    if (state.status !== 'ready' || state.pages.size * state.index.pageSize < books.length) throw new Error('pages still on their way');
  });
  return served;
}
