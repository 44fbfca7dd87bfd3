// The benchmark's baseline: the same pages in one ordinary Vite build, no federation.
// Each page is still lazy, as a well-built single-page app would do.
import { StrictMode, Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Loaded, LoadingText, loadOnce, NotFound } from '@bookmarked/ui';
import { RootLayout } from '../../../host/src/layout/RootLayout';
import '../../../host/src/app.css';

function LazyPage({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [once] = useState(() => loadOnce(load));
  return (
    <Loaded load={once} loading={<LoadingText />}>
      {({ default: Page }) => (
        <Suspense fallback={<LoadingText />}>
          <Page />
        </Suspense>
      )}
    </Loaded>
  );
}
// Keyed by route, as the host keys its RemotePage: without a key React keeps the previous
// route's LazyPage (same type, same place) and its load, and a click never shows the new page.
const page = (path: string, load: () => Promise<{ default: ComponentType }>) => ({ path, element: <LazyPage key={path} load={load} /> });

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      page('/', () => import('../../../mfe-catalog/src/exposed/Home')),
      page('/details', () => import('../../../mfe-catalog/src/exposed/BookDetails')),
      page('/listed', () => import('../../../mfe-lists/src/exposed/ListedBooks')),
      page('/pages-graph', () => import('../../../mfe-graph/src/exposed/PagesGraph')),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
