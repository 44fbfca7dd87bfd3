import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@bookmarked/shared';
import { LoadingText } from '@bookmarked/ui';
import { RootLayout } from '../src/layout/RootLayout';

/**
 * The page's frame as static HTML for index.html, so the header, 'Loading...' and the footer
 * paint before any script has run. The app replaces it when it starts. The path is not known
 * at build time, so no nav link is marked current. A server that composes pages puts the
 * route's page, rendered by its remote, into the slot in place of 'Loading...'.
 */
export function renderShell(): string {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: <LoadingText /> }] }], {
    initialEntries: ['/__shell'],
  });
  return renderToString(<RouterProvider router={router} />);
}
