import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@bookmarked/shared';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RemotePage } from './remotes/RemotePage';

/** Every remote page is fetched only when its route is visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RemotePage key="home" id="catalog/Home" section="Home" /> },
          { path: 'details', element: <RemotePage key="details" id="catalog/BookDetails" section="Book details" /> },
          { path: 'listed', element: <RemotePage key="listed" id="lists/ListedBooks" section="Listed Books" /> },
          { path: 'pages-graph', element: <RemotePage key="graph" id="graph/PagesGraph" section="Pages to Read" /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
