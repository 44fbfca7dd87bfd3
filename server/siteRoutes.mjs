// Which paths are the site's pages, for the servers' 404s (server/serve.mjs, server/nginx.mjs).
import { join } from 'node:path';
import { readWhenChanged } from './readWhenChanged.mjs';

/**
 * The host's page paths ('/', '/listed', …), from the routes.json its build writes from its
 * route table; undefined when the build has none (or it is unreadable), and then every path without a file
 * extension is taken for a page, as before.
 */
export function sitePaths(hostDir) {
  const { paths } = readRoutes(hostDir);
  if (Array.isArray(paths) && paths.every((path) => typeof path === 'string' && path.startsWith('/'))) return paths;
  return undefined;
}

/** The platform version the host's build provides its remotes (routes.json), if it says. */
export function hostPlatformVersion(hostDir) {
  const { platformVersion } = readRoutes(hostDir);
  return typeof platformVersion === 'string' ? platformVersion : undefined;
}

/** routes.json as an object, parsed again only once it changes. */
const readRoutesFile = readWhenChanged((text) => {
  const routes = JSON.parse(text);
  return typeof routes === 'object' && routes !== null ? routes : {};
});

function readRoutes(hostDir) {
  try {
    return readRoutesFile(join(hostDir, 'routes.json'));
  } catch {
    // Missing or unreadable: the same as no file.
    return {};
  }
}

/** '/listed/' is the page '/listed'. */
export const pagePath = (pathname) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** An nginx location regex matching exactly the given pages, with or without a trailing slash. */
export function pagesLocationRegex(paths) {
  const escape = (path) => pagePath(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^(${paths.map(escape).join('|')})/?$`;
}
