import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { CATALOGUE_INDEX_URL, cataloguePageUrl } from '../src/books/catalogueUrls.ts';
import { cutCatalogue } from '../src/books/catalogueIndex.ts';
import { parseCatalogueText } from '../src/books/parseCatalogue.ts';
import { catalogueFile } from './catalogueFile.ts';

const fileName = (url: string) => url.replace(/^\//, '');

/**
 * Ships the catalogue's index and pages beside booksData.json (see catalogueIndex), cut from
 * the books the page would keep: a list then shows its first books from them while a large
 * catalogue is still being read. A catalogue replaced after the build is told by its size, and
 * the pages wait for it whole, as without an index.
 */
export function catalogueIndexFiles(): Plugin {
  return {
    name: 'bookmarked:catalogue-index',
    apply: 'build',
    generateBundle() {
      const bytes = readFileSync(catalogueFile);
      const { books } = parseCatalogueText(bytes.toString('utf8'));
      const { index, pages } = cutCatalogue(books, bytes.byteLength);
      this.emitFile({ type: 'asset', fileName: fileName(CATALOGUE_INDEX_URL), source: JSON.stringify(index) });
      pages.forEach((page, number) => this.emitFile({ type: 'asset', fileName: fileName(cataloguePageUrl(number)), source: JSON.stringify(page) }));
    },
  };
}
