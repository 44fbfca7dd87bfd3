import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@bookmarked/shared';
import { LoadingText, messages, NotFound } from '@bookmarked/ui';
import { headTags } from '../../shared/src/page/headTags.ts';
import { RootLayout } from '../src/layout/RootLayout';

/**
 * The page's frame as static HTML, so the header, the slot and the footer paint before any
 * script has run, and the app hydrates it when it starts. The path is not known at build time,
 * so no nav link is marked current.
 */
function renderFrame(page: ReactNode, path: string): string {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: page }] }], {
    initialEntries: [path],
  });
  return renderToString(<RouterProvider router={router} />);
}

/**
 * The frame for index.html, with 'Loading...' in the slot. A server that composes pages puts the
 * route's page, rendered by its remote, into the slot in its place.
 */
export function renderShell(): string {
  return renderFrame(<LoadingText />, '/__shell');
}

/** The frame with the app's own 404 page in the slot: what a path that is none of the site's pages shows, without JavaScript too. */
export function renderNotFoundShell(): string {
  return renderFrame(<NotFound />, '/__not-found');
}

/** The 404 page's title and descriptions, for its head. */
export const notFoundHead = (): string => headTags({ title: messages.notFoundText });
