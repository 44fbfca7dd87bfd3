import { checkRemotesConfig, unreadableRemotesConfig, type RemoteConfig } from './checkRemotesConfig';

export type { RemoteConfig };

async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const pageUrl = window.location.href;
  let raw: unknown;
  try {
    // Served with Cache-Control: no-cache; fetched as the preload in index.html asks, so it is reused.
    const response = await fetch('/remotes.json', { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    const fallback = unreadableRemotesConfig(pageUrl, __LOCAL_REMOTES__);
    const outcome = Object.keys(fallback.remotes).length > 0 ? 'using the local ports' : 'no remote can load';
    console.warn(`[Bookmarked] /remotes.json unusable, ${outcome}`, error);
    return fallback;
  }
  const { config, problems } = checkRemotesConfig(raw, pageUrl, __LOCAL_REMOTES__);
  for (const problem of problems) console.warn(`[Bookmarked] /remotes.json: ${problem}`);
  return config;
}

let config: Promise<RemoteConfig> | undefined;

/** Read once per page load. */
export function getRemoteConfig(): Promise<RemoteConfig> {
  config ??= fetchRemoteConfig();
  return config;
}
