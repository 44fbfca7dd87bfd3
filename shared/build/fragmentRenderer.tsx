import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { $catalogue } from '../src/books/loadCatalogue.ts';
import { parseCatalogueText } from '../src/books/parseCatalogue.ts';
import { serverPageTree } from '../src/federation/serverPageTree.tsx';
import type { FragmentHead, PagesToRender } from '../src/federation/fragments.ts';
import { remoteRoutes } from '../src/federation/appRegistry.ts';

export interface RenderedPage {
  page: string;
  path: string;
  html: string;
  head: FragmentHead;
  drawnFromCatalogue: boolean;
}

/** The title a page's route gives it in the host, for a page that sets none of its own. */
function routeHead(remote: string, page: string): FragmentHead {
  const route = remoteRoutes.find(({ id }) => id === `${remote}/${page}`);
  if (!route) throw new Error(`${remote}/${page} is no page of the registry`);
  return { title: route.section };
}

/**
 * Renders a remote's pages to HTML, loaded through Vite's SSR loader at the remote's build so
 * the pages are the same components with the same platform instance. The catalogue store is
 * filled from the build's booksData.json first: the pages then draw their books as a visitor's
 * browser would once it has read the catalogue. `tree` is what the page is drawn in: by default
 * the boundary the host hydrates a remote's page in; the benchmark's one-bundle site draws its
 * whole app around the page instead, as it hydrates the whole app.
 */
export async function renderPages(
  remote: string,
  pagesToRender: PagesToRender,
  catalogueText: string,
  tree: (element: ReactElement, path: string) => ReactNode = serverPageTree,
): Promise<RenderedPage[]> {
  const { books, rejected } = parseCatalogueText(catalogueText);
  if (rejected.length > 0) console.warn(`[fragments] skipped ${rejected.length} invalid book entries`);
  $catalogue.set({ status: 'ready', books });
  return (await pagesToRender(books)).map(({ page, path, element, head, drawnFromCatalogue = true }) => {
    return { page, path, head: head ?? routeHead(remote, page), drawnFromCatalogue, html: renderToString(tree(element, path)) };
  });
}
