// The import map nginx puts into the pages it composes, kept as files. nginx reads no JSON and
// hashes nothing, so what changes remotes.json writes the map for it (server/nginx.mjs at each
// start or reload, pnpm promote and pnpm rollback), into `.import-map/` in the releases folder,
// and nginx includes the one the `live` link there leads to. Each map is in a folder named by
// the sha256 of its script, the hash the page's Content-Security-Policy allows it by: nginx reads
// the name off the resolved link and puts it into the header and into the key of the composed
// page it keeps, so a kept page and its header always name the same map (deploy/nginx).
// For an nginx configured by hand, once (DIST_ROOT and RELEASES_DIR as for the release tools):
//   node server/composition/importMapFolder.mjs
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importMapScript } from '@bookmarked/shared/integrity';
import { shiftLocalEntries } from '../localPorts.mjs';
import { integrityOfRemotes } from './importMap.mjs';
import { sitePaths } from '../release/site.mjs';

/** The maps' folder, in the releases folder (a host deploy leaves it; no app is named so). */
export const IMPORT_MAP_FOLDER = '.import-map';
/** The link to the folder of the map the next composed page carries. */
export const LIVE_MAP = 'live';
/** The map's script, in its folder. */
export const MAP_FILE = 'import-map.html';
/** Where the link leads when no remote's modules can be named: a name that is no hash. */
export const NO_MAP = 'none';
/** How the server that includes the maps serves the addresses remotes.json names (see serving). */
const SERVED_FILE = 'served.json';
/** A sha256 in base64 without '/', as the maps' folders are named: a regex JavaScript and nginx read alike. */
export const MAP_HASH_PATTERN = '[A-Za-z0-9+]{43}=';
/** The maps kept besides the live one, for a page being composed while the link moves. */
const KEPT_MAPS = 8;
/** How long a remote on another origin may take to give its integrity.json. */
const FETCH_TIMEOUT_MS = 2000;
/** The site's own origin, which the tools do not know: its addresses go into the map from its root. */
const SITE = 'https://site.invalid';

const SCRIPT_START = '<script type="importmap">';
const SCRIPT_END = '</script>';

/**
 * The import map naming `integrity`, and the sha256 its CSP source takes: the map's text starts
 * with as many spaces as it takes for that hash in base64 to hold no '/', so it can name a
 * folder (about one map in two needs none, and the spaces are JSON's own whitespace).
 * @param {Record<string, string>} integrity
 */
export function slashFreeImportMap(integrity) {
  const json = importMapScript(integrity).slice(SCRIPT_START.length, -SCRIPT_END.length);
  for (let spaces = 0; spaces < 1000; spaces += 1) {
    const text = `${' '.repeat(spaces)}${json}`;
    const hash = createHash('sha256').update(text).digest('base64');
    if (!hash.includes('/')) return { html: `${SCRIPT_START}${text}${SCRIPT_END}`, hash };
  }
  throw new Error('no import map text has a sha256 without a slash');
}

/** Points `link` at `target` (a name in the same folder) by a rename: a reader finds the old one or the new one. */
function pointLink(link, target) {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, link);
}

/** Removes all but the newest KEPT_MAPS maps, the live one always kept. */
function pruneMaps(folder, live) {
  const maps = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && new RegExp(`^${MAP_HASH_PATTERN}$`).test(entry.name) && entry.name !== live)
    .map((entry) => ({ name: entry.name, at: statSync(join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of maps.slice(KEPT_MAPS)) rmSync(join(folder, name), { recursive: true, force: true });
}

/**
 * Writes the map naming `integrity` into its folder in `folder` and points the live link at it
 * (at NO_MAP when it names nothing). Returns the hash, or undefined for no map.
 * @param {string} folder
 * @param {Record<string, string>} integrity
 */
export function writeImportMap(folder, integrity) {
  mkdirSync(folder, { recursive: true });
  if (Object.keys(integrity).length === 0) {
    mkdirSync(join(folder, NO_MAP), { recursive: true });
    pointLink(join(folder, LIVE_MAP), NO_MAP);
    return undefined;
  }
  const { html, hash } = slashFreeImportMap(integrity);
  const dir = join(folder, hash);
  if (!existsSync(join(dir, MAP_FILE))) {
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `${MAP_FILE}.${process.pid}`);
    writeFileSync(temp, html);
    renameSync(temp, join(dir, MAP_FILE));
  }
  const now = new Date();
  utimesSync(dir, now, now);
  pointLink(join(folder, LIVE_MAP), hash);
  pruneMaps(folder, hash);
  return hash;
}

/**
 * @typedef {{ portOffset: number, scheme: string, folders: Record<string, string> }} Serving
 * How the server that includes the maps serves what remotes.json names: the local ports moved
 * by `portOffset` and given `scheme` (server/localPorts.mjs), and `folders`, the folder each
 * address prefix it serves itself is read from, so its remotes' lists are read from disk.
 */

/** Makes `releasesDir` hold maps for a server that serves as `serving` says (server/nginx.mjs). */
export function setUpImportMaps(releasesDir, serving) {
  const folder = join(releasesDir, IMPORT_MAP_FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, SERVED_FILE), `${JSON.stringify(serving, null, 2)}\n`);
}

/** @returns {Serving | undefined} */
function readServing(folder) {
  try {
    return JSON.parse(readFileSync(join(folder, SERVED_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** A file by its address: from the folder of the longest prefix of it in `folders`, else fetched. */
function readerOf(folders, fetchFile) {
  const prefixes = Object.keys(folders).sort((a, b) => b.length - a.length);
  return async (url) => {
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    if (prefix === undefined) return fetchFile(url);
    return readFileSync(join(folders[prefix], decodeURIComponent(new URL(url).pathname.slice(new URL(prefix).pathname.length))), 'utf8');
  };
}

/** The site's own addresses from its root: the import map resolves them against the page. */
const fromSiteRoot = (integrity) => Object.fromEntries(Object.entries(integrity).map(([url, hash]) => [url.startsWith(`${SITE}/`) ? url.slice(SITE.length) : url, hash]));

/**
 * Writes the map for remotes.json as it stands (or `config`) and points the live link at it,
 * where a server includes the maps (setUpImportMaps was run for `paths.releasesDir`); does
 * nothing elsewhere. Each remote's integrity.json is read from disk where the site or that
 * server serves it, else fetched; a remote whose list cannot be had goes unchecked, as on the
 * other servers. Returns whether it wrote a map.
 * @param {{ hostDir: string, remotesFile: string, releasesDir: string, releasesUrl: string }} paths site.mjs's
 * @param {{ config?: unknown, fetchFile?: (url: string) => Promise<string> }} [options]
 */
export async function updateImportMap(paths, { config, fetchFile = fetchText } = {}) {
  const folder = join(paths.releasesDir, IMPORT_MAP_FOLDER);
  const serving = readServing(folder);
  if (!serving) return false;
  let remotes = config;
  if (remotes === undefined) {
    try {
      remotes = JSON.parse(readFileSync(paths.remotesFile, 'utf8'));
    } catch {
      remotes = undefined;
    }
  }
  const shifted = typeof remotes === 'object' && remotes !== null ? shiftLocalEntries(remotes, serving.portOffset, serving.scheme) : undefined;
  const folders = { ...serving.folders, [`${SITE}/`]: paths.hostDir, [new URL(paths.releasesUrl, `${SITE}/`).href]: paths.releasesDir };
  const integrity = await integrityOfRemotes(shifted, `${SITE}/`, readerOf(folders, fetchFile));
  writeImportMap(folder, fromSiteRoot(integrity));
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const paths = sitePaths();
  const folder = join(paths.releasesDir, IMPORT_MAP_FOLDER);
  // Entries as remotes.json names them; every list on another server is fetched.
  if (!readServing(folder)) setUpImportMaps(paths.releasesDir, { portOffset: 0, scheme: 'http', folders: {} });
  await updateImportMap(paths);
  console.log(`wrote the import map for ${paths.remotesFile}: ${readlinkSync(join(folder, LIVE_MAP))}`);
}
