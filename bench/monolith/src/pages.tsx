// The pages of the benchmark's one-bundle sites, each lazy as a well-built single-page app
// would have it, behind the host's own frame. The client-rendered side, the prerendered side's
// browser code and its build-time render all draw the site from here, so the tree the build
// renders is the tree the browser hydrates.
import { StrictMode, Suspense, useState, type ComponentType } from 'react';
import { RouterProvider, type createBrowserRouter, type RouteObject } from '@bookmarked/shared';
import { Loaded, LoadingText, loadOnce, NotFound, type Load } from '@bookmarked/ui';
import { RootLayout } from '../../../host/src/layout/RootLayout';

export interface PageModule {
  default: ComponentType;
  /** Resolves once any part the page loads lazily is in (the graph's chart): a render then draws it at once. */
  hydratable?: () => Promise<unknown>;
}

export const pageImports: Record<string, () => Promise<PageModule>> = {
  '/': () => import('../../../mfe-catalog/src/exposed/Home'),
  '/details': () => import('../../../mfe-catalog/src/exposed/BookDetails'),
  '/listed': () => import('../../../mfe-lists/src/exposed/ListedBooks'),
  '/pages-graph': () => import('../../../mfe-graph/src/exposed/PagesGraph'),
};

/** The page the visitor landed on, with the load that brings what drawing it needs. */
export interface LandedPage {
  path: string;
  load: Load<PageModule>;
}

/**
 * One load per page for the page's life: a render that suspends while hydrating keeps no state,
 * and its next attempt must find the same load. `landed` replaces the load of the page the
 * visitor landed on (the prerendered site waits there for what hydrating needs).
 */
function pageLoads(landed?: LandedPage) {
  const loads = new Map<string, Load<PageModule>>();
  if (landed) loads.set(landed.path, landed.load);
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

/** The site's routes: the host's frame with every page in it. */
export function siteRoutes(landed?: LandedPage): RouteObject[] {
  const loadOf = pageLoads(landed);
  return [
    {
      element: <RootLayout />,
      children: [
        // Keyed by route, as the host keys its RemotePage: without a key React keeps the previous
        // route's LazyPage (same type, same place) and its load, and a click never shows the new page.
        ...Object.keys(pageImports).map((path) => ({ path, element: <LazyPage key={path} load={loadOf(path)} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The site in a router: the browser's, or a memory router at one path for the build's render. */
export function site(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
