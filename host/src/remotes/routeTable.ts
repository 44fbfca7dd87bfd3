import type { RemotePageId } from '@bookmarked/shared';

/** Where each remote page is mounted, and how the visitor knows that part of the site. */
export const remoteRoutes = [
  { path: '/', id: 'catalog/Home', section: 'Home' },
  { path: '/details', id: 'catalog/BookDetails', section: 'Book details' },
  { path: '/listed', id: 'lists/ListedBooks', section: 'Listed Books' },
  { path: '/pages-graph', id: 'graph/PagesGraph', section: 'Pages to Read' },
] as const satisfies readonly { path: string; id: RemotePageId; section: string }[];

/** The host's own page listing what is deployed. */
export const versionsPath = '/__versions';

/** Every path the site answers with a page; anything else is its 404 (servers read this too). */
export const sitePaths: readonly string[] = [...remoteRoutes.map(({ path }) => path), versionsPath];
