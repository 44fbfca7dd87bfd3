import { getRemoteConfig } from '../remotes/remoteConfig';
import { pageNameOf, remoteOf } from '../remotes/pageId';
// The registry alone, not shared's index: this runs in the tiny first script.
import { remoteRoutes } from '@bookmarked/shared/app-registry';
import { pageFilesFromManifest } from './remoteManifest';

/** The entry: Retry asks for it under a fresh URL, so a failed preload never stands in its way. */
function preloadEntry(href: string): void {
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The page's chunks and styles go into the HTTP cache (they are immutable, hashed files), not
 * through `<link rel=preload>`: Chrome keeps a failed preload for the document's lifetime and
 * answers later requests for that URL with the failure, so the visitor's Retry could never
 * load them. A failed fetch leaves nothing behind.
 */
function warmCache(href: string): Promise<void> {
  return fetch(href, { mode: 'cors', credentials: 'same-origin' }).then(
    (response) => response.arrayBuffer().then(() => undefined),
    () => undefined,
  );
}

/**
 * Starts fetching the current route's remote (its entry, the page's chunks and styles) while
 * the host's own scripts are still loading, instead of after the host has rendered. Where the
 * files are comes from `remotes.json` and the remote's own `mf-manifest.json`, both read at run
 * time, so a redeployed remote is preloaded right without a host rebuild. Preloading is only a
 * hint: any failure here is left for the real load to meet and report.
 */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const route = remoteRoutes.find((candidate) => candidate.path === pathname);
  if (!route) return;
  const { remotes, timeoutMs } = await getRemoteConfig({ report: false });
  const entry = remotes[remoteOf(route.id)];
  if (entry === undefined) return;
  preloadEntry(entry);
  const manifestUrl = new URL('mf-manifest.json', entry).href;
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return;
  const files = pageFilesFromManifest(await response.json(), pageNameOf(route.id), manifestUrl);
  if (!files) return;
  await Promise.all([...files.styles, ...files.scripts].map(warmCache));
}
