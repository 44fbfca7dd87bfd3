// The pages of the benchmark's one-bundle sites, each lazy as a well-built single-page app
// would have it, behind the host's own frame.
import { StrictMode, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Loaded, LoadingText, loadOnce, NotFound, type Load } from '@bookmarked/ui';
import { RootLayout } from '../../../host/src/layout/RootLayout';

export interface PageModule {
  default: ComponentType;
  hydratable?: () => Promise<unknown>;
}

export const pageImports: Record<string, () => Promise<PageModule>> = {
  '/': () => import('../../../mfe-catalog/src/exposed/Home'),
  '/details': () => import('../../../mfe-catalog/src/exposed/BookDetails'),
  '/listed': () => import('../../../mfe-lists/src/exposed/ListedBooks'),
  '/pages-graph': () => import('../../../mfe-graph/src/exposed/PagesGraph'),
};

/**
 * One load per page for the page's life: a render that suspends while hydrating keeps no state,
 * and its next attempt must find the same load. `firstLoad` replaces the load of the page the
 * visitor landed on (the prerendered site waits there for what hydrating needs).
 */
function pageLoads(firstLoad?: { path: string; load: () => Promise<PageModule> }) {
  const loads = new Map<string, Load<PageModule>>();
  if (firstLoad) loads.set(firstLoad.path, loadOnce(firstLoad.load));
  return (path: string) => {
    let load = loads.get(path);
    if (!load) loads.set(path, (load = loadOnce(pageImports[path] ?? (() => Promise.reject(new Error(`no page at ${path}`))))));
    return load;
  };
}

function LazyPage({ load }: { load: Load<PageModule> }) {
  const [once] = useState(() => load);
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

/** The site: the host's frame with every page in it. */
export function site(firstLoad?: { path: string; load: () => Promise<PageModule> }) {
  const loadOf = pageLoads(firstLoad);
  // Keyed by route, as the host keys its RemotePage: without a key React keeps the previous
  // route's LazyPage (same type, same place) and its load, and a click never shows the new page.
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        ...Object.keys(pageImports).map((path) => ({ path, element: <LazyPage key={path} load={loadOf(path)} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
