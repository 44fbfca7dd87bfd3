import { getRemoteConfig } from '../remotes/remoteConfig';
import { remoteRoutes } from '../remotes/routeTable';
import { pageFilesFromManifest } from './remoteManifest';

function addLink(rel: 'modulepreload' | 'preload', href: string): void {
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'modulepreload') link.crossOrigin = 'anonymous';
  else link.as = 'style';
  document.head.append(link);
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
  const [remote, page] = route.id.split('/') as [keyof Awaited<ReturnType<typeof getRemoteConfig>>['remotes'], string];
  const { remotes, timeoutMs } = await getRemoteConfig();
  const entry = remotes[remote];
  addLink('modulepreload', entry);
  const manifestUrl = new URL('mf-manifest.json', entry).href;
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return;
  const files = pageFilesFromManifest(await response.json(), page, manifestUrl);
  if (!files) return;
  for (const style of files.styles) addLink('preload', style);
  for (const script of files.scripts) addLink('modulepreload', script);
}
