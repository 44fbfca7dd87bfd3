import { isRemoteName, remoteNames, type RemoteName } from '@bookmarked/shared/app-registry';
import type { Canary } from './canary';

const DEFAULT_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
/** Every visitor's page sends its RUM beacons unless remotes.json says fewer. */
const DEFAULT_RUM_SAMPLE_RATE = 1;

export interface RemoteConfig {
  /** Absolute entry URLs; a remote without a usable entry is absent and its pages cannot load. */
  remotes: Partial<Record<RemoteName, string>>;
  timeoutMs: number;
  /** The share of visitors (0 to 1) whose page sends RUM beacons to /rum. */
  rumSampleRate: number;
  /** Releases some visitors get instead (pnpm promote --canary), absolute entries. */
  canaries?: Partial<Record<RemoteName, Canary & { chosen?: boolean }>>;
}

export interface CheckedRemoteConfig {
  config: RemoteConfig;
  /** One line per mistake, naming the key it is about. */
  problems: string[];
}

/**
 * The local ports are a development fallback: a visitor's browser must never look for a
 * remote on its own machine, so they stand in only when the host page itself is local.
 */
export function isLocalPage(pageUrl: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(pageUrl).hostname);
}

/**
 * The remotes' local ports as they stand beside this page: a run on moved ports (the servers'
 * PORT_OFFSET) moves every app by the same amount, so the remotes sit as far from the page's
 * port as from the host's usual one (`hostPort`).
 */
export function localRemotesBeside(pageUrl: string, localFallback: Record<RemoteName, string>, hostPort: number): Record<RemoteName, string> {
  // No port ('') reads as 0: far below the host's.
  const offset = Number(new URL(pageUrl).port) - hostPort;
  // Moved ports are only ever higher; a page elsewhere (another dev server) keeps the usual ones.
  // Stryker disable next-line EqualityOperator: moving by 0 ports gives the same entries
  if (!(offset > 0)) return localFallback;
  return Object.fromEntries(
    Object.entries(localFallback).map(([name, entry]) => {
      const url = new URL(entry);
      url.port = String(Number(url.port) + offset);
      return [name, url.href];
    }),
  ) as Record<RemoteName, string>;
}

/** An entry is an http(s) URL of a JavaScript file, absolute or relative to the host page. */
function entryProblem(entry: unknown, pageUrl: string): string | undefined {
  if (typeof entry !== 'string' || entry.trim() === '') return 'is not a URL';
  let url: URL;
  try {
    url = new URL(entry, pageUrl);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${entry}" is not an http(s) URL`;
  if (!/\.m?js$/.test(url.pathname)) return `"${entry}" does not name a .js entry file`;
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a parsed remotes.json strictly. Every mistake is named by its key: an unknown setting
 * or remote name (a typo is never silently dropped), an entry that is not an http(s) URL of a
 * .js file, a bad timeout. A remote that is missing or whose entry is unusable falls back to
 * its local port only on a local host page (`localFallback`); anywhere else it is left out.
 */
export function checkRemotesConfig(
  raw: unknown,
  pageUrl: string,
  localFallback: Record<RemoteName, string>,
): CheckedRemoteConfig {
  const problems: string[] = [];
  const local = isLocalPage(pageUrl);
  if (!isObject(raw)) {
    problems.push('remotes.json is not a JSON object');
    raw = {};
  }
  const { remotes = {}, timeoutMs = DEFAULT_TIMEOUT_MS, rumSampleRate = DEFAULT_RUM_SAMPLE_RATE, canaries, ...unknownSettings } = raw as Record<string, unknown>;
  for (const key of Object.keys(unknownSettings)) problems.push(`"${key}": unknown setting (known: remotes, canaries, timeoutMs, rumSampleRate); ignored`);

  let timeout = DEFAULT_TIMEOUT_MS;
  if (typeof timeoutMs === 'number' && Number.isInteger(timeoutMs) && timeoutMs >= MIN_TIMEOUT_MS) timeout = timeoutMs;
  else problems.push(`"timeoutMs": ${JSON.stringify(timeoutMs)} is not a whole number of milliseconds >= ${MIN_TIMEOUT_MS}; using ${DEFAULT_TIMEOUT_MS}`);

  let sampleRate = DEFAULT_RUM_SAMPLE_RATE;
  if (typeof rumSampleRate === 'number' && rumSampleRate >= 0 && rumSampleRate <= 1) sampleRate = rumSampleRate;
  else problems.push(`"rumSampleRate": ${JSON.stringify(rumSampleRate)} is not a share of visitors from 0 to 1; using ${DEFAULT_RUM_SAMPLE_RATE}`);

  const entries: Record<string, unknown> = isObject(remotes) ? remotes : {};
  if (!isObject(remotes)) problems.push('"remotes" is not an object of remote names to entry URLs');
  for (const key of Object.keys(entries)) {
    if (!isRemoteName(key)) problems.push(`"remotes.${key}": no remote is called "${key}" (known: ${remoteNames.join(', ')}); ignored`);
  }

  const config: RemoteConfig = { remotes: {}, timeoutMs: timeout, rumSampleRate: sampleRate };
  for (const name of remoteNames) {
    const entry = entries[name];
    const problem = entry === undefined ? 'is missing' : entryProblem(entry, pageUrl);
    if (problem === undefined) {
      config.remotes[name] = new URL(entry as string, pageUrl).href;
      continue;
    }
    const outcome = local ? `using the local port, ${localFallback[name]}` : 'its pages cannot load';
    problems.push(`"remotes.${name}" ${problem}; ${outcome}`);
    if (local) config.remotes[name] = localFallback[name];
  }
  const checkedCanaries = checkCanaries(canaries, pageUrl, problems);
  if (checkedCanaries) config.canaries = checkedCanaries;
  return { config, problems };
}

/** Each canary is `{ entry, percent }`; one that is not is reported and left out. */
function checkCanaries(raw: unknown, pageUrl: string, problems: string[]): RemoteConfig['canaries'] {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    problems.push('"canaries" is not an object of remote names to { entry, percent }; ignored');
    return undefined;
  }
  const canaries: NonNullable<RemoteConfig['canaries']> = {};
  for (const [name, canary] of Object.entries(raw)) {
    if (!isRemoteName(name)) {
      problems.push(`"canaries.${name}": no remote is called "${name}"; ignored`);
      continue;
    }
    const entry = isObject(canary) ? canary.entry : undefined;
    const percent = isObject(canary) ? canary.percent : undefined;
    const problem = entryProblem(entry, pageUrl);
    if (problem !== undefined || typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
      problems.push(`"canaries.${name}" ${problem ?? 'has no whole "percent" from 0 to 100'}; everyone gets the stable entry`);
      continue;
    }
    canaries[name] = { entry: new URL(entry as string, pageUrl).href, percent };
  }
  return canaries;
}

/** When remotes.json cannot be read at all: every remote as if it were missing from it. */
export function unreadableRemotesConfig(pageUrl: string, localFallback: Record<RemoteName, string>): RemoteConfig {
  return {
    remotes: isLocalPage(pageUrl) ? { ...localFallback } : {},
    timeoutMs: DEFAULT_TIMEOUT_MS,
    rumSampleRate: DEFAULT_RUM_SAMPLE_RATE,
  };
}
