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
 * every build, and at each request on the dev server, from the books the page would keep and
 * named with its release (the fingerprint of its text): Listed Books places, sorts and draws
 * its lists from them alone (see catalogueShelf). A booksData.json replaced after the build no longer matches them: the
 * pages that read it whole tell by its size.
 */
export function catalogueIndexFiles(): Plugin {
  return {
    name: 'bookmarked:catalogue-index',
    configureServer(server) {
      // The dev server cuts them from booksData.json as it is at each request, as a build would.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith('/booksData/')) return next();
        const { index, pages } = cutFromCatalogue();
        const body = path === CATALOGUE_INDEX_URL ? index : pages.find((_, number) => cataloguePageUrl(number) === path);
        if (body === undefined) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(body));
      });
    },
    generateBundle() {
      const { index, pages } = cutFromCatalogue();
      this.emitFile({ type: 'asset', fileName: fileName(CATALOGUE_INDEX_URL), source: JSON.stringify(index) });
      pages.forEach((page, number) => this.emitFile({ type: 'asset', fileName: fileName(cataloguePageUrl(number)), source: JSON.stringify(page) }));
    },
  };
}

/** The index and pages of booksData.json as it is now, named with its release. */
function cutFromCatalogue() {
  const bytes = readFileSync(catalogueFile);
  const text = bytes.toString('utf8');
  const { books } = parseCatalogueText(text);
  return cutCatalogue(books, { catalogueBytes: bytes.byteLength, release: catalogueFingerprint(text) });
}
