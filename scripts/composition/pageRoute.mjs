// Which remote page a request is for, from the registry of apps.
import { apps } from '../../apps.config.mjs';
import { pagePath } from '../siteRoutes.mjs';

/** The remote and page mounted at the request's path, and the key its rendered HTML is listed under. */
export function remotePageFor(url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = pagePath(pathname);
  for (const [remote, { pages }] of Object.entries(apps.remotes)) {
    for (const [page, route] of Object.entries(pages)) {
      if (route.path === path) return { remote, page, key: `${path}${search}` };
    }
  }
  return undefined;
}
