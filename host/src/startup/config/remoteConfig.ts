import type { RemoteName } from '@bookmarked/shared/app-registry';
import { getsCanary, visitorNumber } from './canary';
import { checkRemotesConfig, localRemotesBeside, unreadableRemotesConfig, type RemoteConfig } from './checkRemotesConfig';

export type { RemoteConfig };

/** Without the first script (tests, the dev server), the app reads the file itself. */
async function fetchRemotesJson(): Promise<unknown> {
  const response = await fetch('/remotes.json', { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

async function fetchRemoteConfig(report: boolean): Promise<RemoteConfig> {
  const pageUrl = window.location.href;
  const localRemotes = localRemotesBeside(pageUrl, __LOCAL_REMOTES__, __LOCAL_HOST_PORT__);
  let raw: unknown;
  try {
    raw = await (window.bookmarkedRemotesJson ?? fetchRemotesJson());
  } catch (error) {
    const fallback = unreadableRemotesConfig(pageUrl, localRemotes);
    const outcome = Object.keys(fallback.remotes).length > 0 ? 'using the local ports' : 'no remote can load';
    if (report) console.warn(`[Bookmarked] /remotes.json unusable, ${outcome}`, error);
    return fallback;
  }
  const { config, problems } = checkRemotesConfig(raw, pageUrl, localRemotes);
  if (report) for (const problem of problems) console.warn(`[Bookmarked] /remotes.json: ${problem}`);
  return withCanaries(config);
}

/** Each remote's entry for this visitor: the canary's when they are on its side. */
function withCanaries(config: RemoteConfig): RemoteConfig {
  if (!config.canaries) return config;
  const number = visitorNumber();
  for (const [name, canary] of Object.entries(config.canaries) as [RemoteName, NonNullable<RemoteConfig['canaries']>[RemoteName]][]) {
    if (!canary || config.remotes[name] === undefined) continue;
    canary.chosen = getsCanary(canary, number);
    if (canary.chosen) config.remotes[name] = canary.entry;
  }
  return config;
}

let config: Promise<RemoteConfig> | undefined;

/**
 * Read once per page load (per bundle: the first script has its own copy). `report: false`
 * leaves the console to the copy that loads the pages, so each mistake is reported once.
 */
export function getRemoteConfig({ report = true } = {}): Promise<RemoteConfig> {
  config ??= fetchRemoteConfig(report);
  return config;
}
