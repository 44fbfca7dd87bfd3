// Which remote page a request is for, from the registry of apps.
import { apps } from '../../apps.config.mjs';
import { pagePath } from '../siteRoutes.mjs';
import { pageQuery } from '@bookmarked/shared/composition';

/** The pages whose every view their remote renders, found by their view parameters alone. */
export const viewParamPages = Object.values(apps.remotes).flatMap((app) =>
  Object.values(app.pages).flatMap((page) => ('viewParams' in page ? [{ path: page.path, viewParams: page.viewParams }] : [])),
);

/**
 * The remote and page mounted at the request's path, and the key its rendered view is listed
 * under: the path and query as sent, or, for a page with `viewParams` (every view rendered),
 * the path and those parameters alone, with `notFoundKey`, the view a value without one gets
 * with a 404.
 */
export function remotePageFor(url) {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const path = pagePath(pathname);
  for (const [remote, { pages }] of Object.entries(apps.remotes)) {
    for (const [page, route] of Object.entries(pages)) {
      if (route.path !== path) continue;
      if (!('viewParams' in route)) return { remote, page, key: `${path}${search}` };
      const query = pageQuery(route.viewParams.flatMap((name) => (searchParams.has(name) ? [[name, searchParams.get(name) ?? '']] : [])));
      return { remote, page, key: query ? `${path}?${query}` : path, notFoundKey: path };
    }
  }
  return undefined;
}
