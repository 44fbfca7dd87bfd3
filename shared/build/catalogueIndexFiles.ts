import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from '../src/books/catalogueUrls.ts';
import { cutCatalogue } from '../src/books/catalogueIndex.ts';
import { parseCatalogueText } from '../src/books/parseCatalogue.ts';
import { catalogueFile } from './catalogueFile.ts';
import { catalogueFingerprint } from '../src/books/catalogueFingerprint.ts';

const fileName = (url: string) => url.replace(/^\//, '');

/**
 * Ships the catalogue's index and pages beside booksData.json (see catalogueIndex), cut at
 * every build from the books the page would keep and named with its release (the fingerprint
 * of its text): Listed Books places, sorts and draws its lists from them alone (see
 * catalogueShelf). A booksData.json replaced after the build no longer matches them: the
 * pages that read it whole tell by its size.
 */
export function catalogueIndexFiles(): Plugin {
  return {
    name: 'bookmarked:catalogue-index',
    apply: 'build',
    generateBundle() {
      const bytes = readFileSync(catalogueFile);
      const text = bytes.toString('utf8');
      const { books } = parseCatalogueText(text);
      const { index, pages } = cutCatalogue(books, { catalogueBytes: bytes.byteLength, release: catalogueFingerprint(text) });
      this.emitFile({ type: 'asset', fileName: fileName(CATALOGUE_INDEX_URL), source: JSON.stringify(index) });
      pages.forEach((page, number) => this.emitFile({ type: 'asset', fileName: fileName(cataloguePageUrl(number)), source: JSON.stringify(page) }));
    },
  };
}
