// The one-bundle site at one address, for its build to draw to HTML: the same routes and page
// loads the browser hydrates (pages.tsx), in a memory router, the page's code already in.
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter } from '@bookmarked/shared';
import type { Load } from '@bookmarked/ui';
import { pageImports, site, siteRoutes, type PageModule } from './pages';

/** A load that has settled: the page draws in the first render, as on the browser once its code is in. */
const loaded = (module: PageModule): Load<PageModule> => ({
  promise: () => Promise.resolve(module),
  settled: () => ({ status: 'done', value: module }),
});

/**
 * What the build draws a remote's page in (renderPages' `tree` in shared/build): the whole site
 * at the page's address. The remote names the page it draws there; the one bundle must mount
 * that same page at that route, or its HTML would not be the remote's page.
 */
export async function siteAt(): Promise<(element: ReactElement, path: string) => ReactNode> {
  const modules = new Map<string, PageModule>();
  for (const [route, load] of Object.entries(pageImports)) modules.set(route, await load());
  return (element, path) => {
    const route = new URL(path, 'http://localhost').pathname;
    const module = modules.get(route);
    if (!module || module.default !== element.type || Object.keys(element.props as object).length > 0) {
      throw new Error(`${path}: the one-bundle site mounts another page at ${route} than the remote draws there`);
    }
    return site(createMemoryRouter(siteRoutes({ path: route, load: loaded(module) }), { initialEntries: [path] }));
  };
}
