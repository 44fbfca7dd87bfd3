import type { Page } from '@playwright/test';
import type { Book } from '@bookmarked/shared';
import { CATALOGUE_INDEX_URL, cataloguePageUrl, cutCatalogue } from '@bookmarked/shared/catalogue-index';

/**
 * Serves `books` as a site built with them would: booksData.json, and beside it the catalogue's
 * index and pages (cut as every build cuts them, named with `release`). `replace` swaps in
 * another catalogue, as a release laid out while a tab is open. Every file the page asks for is
 * recorded in `requested`, in order.
 */
export async function serveCatalogue(page: Page, books: readonly Book[], release = 'e2e-1') {
  const requested: string[] = [];
  let files = cut(books, release);
  await page.route(/\/booksData(\.json|\/[^/?]+\.json)(\?.*)?$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    const body = files.get(path);
    // With a validator, as a real server sends it: the catalogue's worker then reads it again
    // itself instead of the page handing its bytes over.
    return body === undefined ? route.fulfill({ status: 404, body: 'Not found' }) : route.fulfill({ json: body, headers: { etag: `"${release}"` } });
  });
  return {
    requested,
    replace: (next: readonly Book[], nextRelease: string) => {
      files = cut(next, nextRelease);
    },
  };
}

function cut(books: readonly Book[], release: string): Map<string, unknown> {
  const { index, pages } = cutCatalogue(books, { catalogueBytes: Buffer.byteLength(JSON.stringify(books)), release });
  return new Map<string, unknown>([['/booksData.json', books], [CATALOGUE_INDEX_URL, index], ...pages.map((page, number) => [cataloguePageUrl(number), page] as const)]);
}
