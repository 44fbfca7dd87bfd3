// Imports from the host's main bundle only what the boot data chunk holds (the boot data, the
// module hashes, the preload and fetch helpers): any other module shared with it would become a
// chunk of its own, one more request before this script may run.
import { pageFilesFromManifest, pageModuleUrl } from '@bookmarked/shared/page-files';
import { hashedEntryUrl } from '@bookmarked/shared/entry-files';
import type { RemoteName } from '@bookmarked/shared';
import { bootEntry, bootManifest, bootRemotesJson } from './bootData';
import { importMapChecksModules, moduleIntegrity } from './moduleIntegrity';
import { arrivalOf } from './fileArrival';
import { readIntegrityList } from './clientPathIntegrity';
import { modulePreload } from './modulePreload';
import { hostPageModules } from './pageModuleHost';

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

/** What the first script found of a remote page's files on a page without an import map (the client path). */
export interface PageCheck {
  /** The remote's hashed container when it arrived checked: the page imports it instead of the stable entry, which re-exports it unchecked. */
  container?: string;
  /** The files that arrived with other bytes than the release's integrity.json names: the page imports none of them. */
  refused: string[];
}

const UNCHECKED: PageCheck = { refused: [] };

/**
 * Starts fetching a remote page (its entry, chunks and styles) ahead of the app, and checks its
 * files on a page no server composed. Where its files are comes from `remotes.json` and the
 * remote's own `mf-manifest.json`, both read at run time, so a redeployed remote is preloaded
 * right without a host rebuild. A composed page's import map names every module's hash, and the
 * browser checks each module it loads. Without one (the client path) this reads the remote's
 * integrity.json beside the manifest and fetches the container and the page's chunks with their
 * hashes, so the page can refuse a changed file before importing anything of that page
 * (loadRemotePage.ts); files it loads later (a dialog's library) go unchecked there.
 */
async function startPage(remote: string, page: string, fresh: boolean): Promise<PageCheck> {
  const entry = await configuredEntry(remote);
  if (entry === undefined) return UNCHECKED;
  const clientPath = !importMapChecksModules();
  const listing = clientPath ? readIntegrityList(entry, fresh, MANIFEST_TIMEOUT_MS) : Promise.resolve(false);
  const manifestUrl = new URL('mf-manifest.json', entry).href;
  // A page whose module the app imports directly runs no container: none is fetched for it.
  const isDirect = (manifest: unknown) => !fresh && pageModuleUrl(manifest, page, manifestUrl, hostPageModules()) !== undefined;
  // The container at once where the page's head says it will be run. Else it waits for the
  // manifest: on the client path a browser that fetched it along with it would hold it unchecked.
  const booted = bootManifest(manifestUrl);
  if (!clientPath && booted && !isDirect(booted)) modulePreload(bootEntry(entry));
  let manifest: unknown;
  try {
    manifest = await shareManifest(manifestUrl);
  } catch (error) {
    modulePreload(entry);
    await listing;
    throw error;
  }
  // Without the manifest in the head the page imports remoteEntry.js, whose one line imports the
  // hashed container: fetched now, not one hop after the app asks for it.
  const direct = isDirect(manifest);
  const container = direct ? undefined : hashedEntryUrl(manifest, entry);
  const checked = await listing;
  if (!direct && (!checked || !container)) modulePreload(container ?? entry);
  const files = pageFilesFromManifest(manifest, page, manifestUrl, direct);
  if (!files) return UNCHECKED;
  const cache: RequestCache = fresh ? 'no-cache' : 'default';
  const warm = (href: string) => arrivalOf(href, moduleIntegrity(href), cache);
  const scripts = checked && container ? [container, ...files.scripts] : files.scripts;
  const [, arrivals] = await Promise.all([Promise.all(files.styles.filter((href) => !heldInline(href)).map(warm)), Promise.all(scripts.map(warm))]);
  // Straight from the cache now, and compiled before the page asks for them; a refused one never.
  scripts.forEach((href, index) => arrivals[index] === 'arrived' && modulePreload(href, moduleIntegrity(href)));
  const refused = scripts.filter((_, index) => arrivals[index] === 'refused');
  return { ...(checked && container && arrivals[0] === 'arrived' ? { container } : {}), refused: checked ? refused : [] };
}

const pageChecks = new Map<string, Promise<PageCheck>>();
/** Pages whose last check refused a file: the next asks afresh, past the HTTP cache's copy of it. */
const refusedPages = new Set<string>();

/**
 * The head start of one remote page, once per page; asked again (`fresh`: a Retry after a
 * failure) or after a refusal, it fetches past the HTTP cache's copies. Rejects when the page's
 * manifest cannot be read, and is tried again at the next call.
 */
export function preloadPage(remote: RemoteName, page: string, { fresh = false } = {}): Promise<PageCheck> {
  const key = `${remote}/${page}`;
  const again = fresh || refusedPages.has(key);
  const known = pageChecks.get(key);
  if (known && !again) return known;
  const checking = startPage(remote, page, again);
  pageChecks.set(key, checking);
  refusedPages.delete(key);
  checking.then(
    (check) => check.refused.length > 0 && refusedPages.add(key),
    () => pageChecks.delete(key),
  );
  return checking;
}

/**
 * Starts fetching the current route's remote while the host's own scripts are still loading,
 * instead of after the host has rendered. Which page a path shows is compiled in from the app
 * registry (`__ROUTE_PAGES__`). Preloading is only a hint: any failure here is left for the real
 * load to meet and report.
 */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const page = Object.hasOwn(__ROUTE_PAGES__, pathname) ? __ROUTE_PAGES__[pathname] : undefined;
  if (!page) return;
  await preloadPage(page.remote, page.page);
}
