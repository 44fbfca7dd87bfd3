import type { RemotePageId } from '@bookmarked/shared';

/** Where each remote page is mounted, and how the visitor knows that part of the site. */
export const remoteRoutes = [
  { path: '/', id: 'catalog/Home', section: 'Home' },
  { path: '/details', id: 'catalog/BookDetails', section: 'Book details' },
  { path: '/listed', id: 'lists/ListedBooks', section: 'Listed Books' },
  { path: '/pages-graph', id: 'graph/PagesGraph', section: 'Pages to Read' },
] as const satisfies readonly { path: string; id: RemotePageId; section: string }[];
