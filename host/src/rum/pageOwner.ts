import type { RemoteName } from '@bookmarked/shared';
import { routeAt } from '../prefetch/prefetchSection';
import { loadedBuildOf, remoteOf } from '../startup/load/loadRemotePage';
import { pageOf } from '../startup/load/pageId';
import { versionsPath } from '../versions/versionsPath';
import type { Owner } from './contract';

/** A build not known (its manifest unread, or its page never loaded). */
export const UNKNOWN_BUILD = 'unknown';

/** The build of an app's code running on this page: the host's own, or a remote's manifest's. */
export function buildOf(remote: RemoteName | 'host'): string {
  return remote === 'host' ? __BUILD_INFO__.buildId : (loadedBuildOf(remote) ?? UNKNOWN_BUILD);
}

export const ownerOf = (remote: RemoteName | 'host'): Owner => ({ remote, build: buildOf(remote) });

/** The page at an address, as the beacon names it: its name in apps.config.mjs, or the host's own. */
export function pageName(path: string): string {
  const route = routeAt(path);
  if (route) return pageOf(route.id);
  return path === versionsPath ? 'Versions' : 'NotFound';
}

/** The app whose page is at an address: the route's remote, or the host for its own pages. */
export function pageRemote(path: string): RemoteName | 'host' {
  const route = routeAt(path);
  return route ? remoteOf(route.id) : 'host';
}
