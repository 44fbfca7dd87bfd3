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
const page = (load: () => Promise<{ default: ComponentType }>) => <LazyPage load={load} />;

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: page(() => import('../../../mfe-catalog/src/exposed/Home')) },
      { path: '/details', element: page(() => import('../../../mfe-catalog/src/exposed/BookDetails')) },
      { path: '/listed', element: page(() => import('../../../mfe-lists/src/exposed/ListedBooks')) },
      { path: '/pages-graph', element: page(() => import('../../../mfe-graph/src/exposed/PagesGraph')) },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
