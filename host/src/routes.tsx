import type { RouteObject, RouteTitleHandle } from '@bookmarked/shared';
import { remoteRoutes } from '@bookmarked/shared';
import { messages, NotFound } from '@bookmarked/ui';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { RemotePage } from './startup/section/RemotePage';
import { VersionsPage } from './versions/VersionsPage';
import { versionsPath } from './versions/versionsPath';

/** The name of each page in the document title and in the route-change announcement. */
const titled = (title: string): { handle: RouteTitleHandle } => ({ handle: { title } });

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
            ...titled(section),
            element: <RemotePage key={id} id={id} section={section} />,
          })),
          { path: versionsPath, ...titled('Deployed versions'), element: <VersionsPage /> },
          { path: '*', ...titled(messages.notFoundText), element: <NotFound /> },
        ],
      },
    ],
  },
];
