// Imports nothing the host's main bundle also imports: a module shared with it would become a
// chunk of its own, one more request before this script may run.
import { pageFilesFromManifest } from '@bookmarked/shared/page-files';
import { hashedEntryUrl } from '@bookmarked/shared/entry-files';
import { bootEntry, bootManifest, bootRemotesJson } from './bootData';
import { moduleIntegrity } from './importMapIntegrity';

/** How long the manifest may take before the head start is given up. */
const MANIFEST_TIMEOUT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** As long as the app itself waits for /remotes.json before it falls back. */
const REMOTES_JSON_TIMEOUT_MS = 5000;

/** A JSON file's content, or a rejection on any failure. */
function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/**
 * Reads /remotes.json once for the whole page, and hands it to the app on
 * `window.bookmarkedRemotesJson`, so the app does not ask again: from the page's head when the
 * server composed it in, else fetched as the preload in index.html asks (that response is used).
 */
export function shareRemotesJson(): Promise<unknown> {
  const boot = bootRemotesJson();
  const reading = boot ? Promise.resolve(boot) : fetchJson('/remotes.json', REMOTES_JSON_TIMEOUT_MS);
  reading.catch(() => {
    // The app meets and reports the failure when it takes the promise.
  });
  window.bookmarkedRemotesJson = reading;
  return reading;
}

/**
 * The canary's entry when this visitor is on its side: the same pick as the app's
 * (host/src/startup/config/canary.ts), which this script may not import.
 */
function canaryEntry(config: unknown, remote: string): unknown {
  const canary = isRecord(config) && isRecord(config.canaries) ? config.canaries[remote] : undefined;
  if (!isRecord(canary) || typeof canary.percent !== 'number') return undefined;
  let number = Number.NaN;
  try {
    number = Number.parseFloat(String(localStorage.getItem('bookmarked:canary-number')));
    if (!(number >= 0 && number < 1)) localStorage.setItem('bookmarked:canary-number', String((number = Math.random())));
  } catch {
    return undefined;
  }
  return number * 100 < canary.percent ? canary.entry : undefined;
}

/**
 * The remote's entry URL from /remotes.json, or undefined. Only a hint: the host checks the
 * file strictly (and reports its mistakes) before it loads any remote, so anything but an
 * http(s) URL is simply not preloaded here.
 */
async function configuredEntry(remote: string): Promise<string | undefined> {
  const config = await (window.bookmarkedRemotesJson ?? shareRemotesJson());
  const entry = canaryEntry(config, remote) ?? (isRecord(config) && isRecord(config.remotes) ? config.remotes[remote] : undefined);
  if (typeof entry !== 'string') return undefined;
  const url = new URL(entry, window.location.href);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/**
 * A module the page will import: fetched and compiled ahead, so importing it later costs no
 * request. A failed modulepreload is remembered for the document's lifetime (a Retry of the
 * same URL would meet the failure again), so the entry, which Retry asks for under a fresh
 * URL, is the only file preloaded before it is known to load. A composed page's head already
 * fetches the page's chunks into the cache (`rel="preload" as="fetch"`): that fetch compiles
 * nothing, so only an earlier modulepreload of the same file makes this one redundant.
 */
function modulePreload(href: string): void {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Puts a file into the HTTP cache (they are immutable, hashed files) and says whether it
 * arrived. A failed fetch leaves nothing behind, so the visitor's Retry can still load it.
 * A module the page's import map names must arrive with its hash: a changed file counts as not
 * arrived, and is never modulepreloaded (a refused modulepreload would stay refused).
 */
function warmCache(href: string): Promise<boolean> {
  const integrity = moduleIntegrity(href);
  return fetch(href, { mode: 'cors', credentials: 'same-origin', ...(integrity ? { integrity } : {}) }).then(
    (response) => response.arrayBuffer().then(() => response.ok),
    () => false,
  );
}

/**
 * Whether the page already holds this style sheet: a composed page carries its remote's styles
 * inline and names each sheet in its head, so fetching it would only spend bytes.
 */
const heldInline = (href: string) => document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) !== null;

/**
 * Reads the remote's manifest, from the page's head when the server composed this page from
 * it, else fetched, and hands the reading to the app on `window.bookmarkedRemoteManifests`,
 * keyed by its URL: the app's platform check reads the same file, and need not read it again.
 */
function shareManifest(manifestUrl: string): Promise<unknown> {
  const boot = bootManifest(manifestUrl);
  const reading = boot ? Promise.resolve(boot) : fetchJson(manifestUrl, MANIFEST_TIMEOUT_MS);
  reading.catch(() => {
    // The app reads the file itself when this reading failed.
  });
  (window.bookmarkedRemoteManifests ??= {})[manifestUrl] = reading;
  return reading;
}

/**
 * Starts fetching the current route's remote (its entry, the page's chunks and styles) while
 * the host's own scripts are still loading, instead of after the host has rendered. Which page
 * a path shows is compiled in from the app registry (`__ROUTE_PAGES__`); where its files are
 * comes from `remotes.json` and the remote's own `mf-manifest.json`, both read at run time,
 * so a redeployed remote is preloaded right without a host rebuild. Preloading is only a hint:
 * any failure here is left for the real load to meet and report.
 */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const page = Object.hasOwn(__ROUTE_PAGES__, pathname) ? __ROUTE_PAGES__[pathname] : undefined;
  if (!page) return;
  const entry = await configuredEntry(page.remote);
  if (entry === undefined) return;
  modulePreload(bootEntry(entry));
  const manifestUrl = new URL('mf-manifest.json', entry).href;
  const manifest = await shareManifest(manifestUrl);
  // Without the manifest in the head the page imports remoteEntry.js, whose one line imports the
  // hashed container: fetched now, not one hop after the app asks for it.
  const container = hashedEntryUrl(manifest, entry);
  if (container) modulePreload(container);
  const files = pageFilesFromManifest(manifest, page.page, manifestUrl);
  if (!files) return;
  const [, scriptsArrived] = await Promise.all([Promise.all(files.styles.filter((href) => !heldInline(href)).map(warmCache)), Promise.all(files.scripts.map(warmCache))]);
  // Straight from the cache now, and compiled before the page asks for them.
  files.scripts.filter((_, index) => scriptsArrived[index]).forEach(modulePreload);
}
