import type { RouteObject } from '@bookmarked/shared';
import { NotFound } from '@bookmarked/shared';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RemotePage } from './remotes/RemotePage';
import { remoteRoutes } from './remotes/routeTable';
import { VersionsPage } from './versions/VersionsPage';

/** Every remote page is fetched only when its route is visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...remoteRoutes.map(({ path, id, section }) => ({
            path,
            element: <RemotePage key={id} id={id} section={section} />,
          })),
          { path: '/__versions', element: <VersionsPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
