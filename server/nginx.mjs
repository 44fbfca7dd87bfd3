#!/usr/bin/env node
// Starts, reloads or stops Debian's nginx serving the builds with the config deploy/nginx holds
// (written fresh from the registry and the header table by server/nginx-conf.mjs), on the same
// ports as `pnpm serve` (plus PORT_OFFSET; the local ports remotes.json names move with them).
// DIST_ROOT serves a deployed copy instead of the checkouts' builds, as for server/serve.mjs;
// its nginx keeps its files in <DIST_ROOT>/.nginx. Used by `pnpm test:e2e:nginx`, CI and the
// release e2e.
//   node server/nginx.mjs start | reload | stop
// TLS_KEY and TLS_CERT (paths of a PEM key and certificate, as for server/serve.mjs): every app's
// server listens with TLS and HTTP/2 (HTTP/1.1 kept for clients without it), and the local
// addresses it gives out (remotes.json, the CSP, the preconnect links) are https.
//
// What nginx cannot work out per request is settled here, at each start or reload: the origins
// remotes.json names (CSP, preconnect), the host's pages, where each remote lives when no release
// of it is live, the releases' live links and the composed pages' import map (both of which
// promote and rollback keep up from then on), and which remotes must not be composed because the host's platform does not meet their range.
// Beside nginx runs the RUM collector (server/rum/standalone.mjs), which nginx passes POST /rum
// and /csp-report to on a socket; stop stops both.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.config.mjs';
import { basePlaceholder, portPlaceholder, processConf, renderCommonConf, renderMainConf } from './nginx-conf.mjs';
import { preconnectLinks } from './headers.mjs';
import { schemeOf, tlsFilesFrom } from './listen.mjs';
import { movedPorts, shiftLocalEntries, shiftLocalEntry } from './localPorts.mjs';
import { hostPlatformVersion, pagesLocationRegex, sitePaths } from './siteRoutes.mjs';
import { platformMismatch, platformMismatchOf, platformRanges } from './release/checks.mjs';
import { LIVE_LINK, originEntry, pointLiveLinks } from './release/liveLinks.mjs';
import { readHistory } from './release/history.mjs';
import { sitePaths as releasePaths } from './release/site.mjs';
import { setUpImportMaps, updateImportMap } from './composition/importMapFolder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distRoot = process.env.DIST_ROOT;
const prefix = join(distRoot ?? root, '.nginx');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const tlsFiles = tlsFilesFrom(process.env);
const scheme = schemeOf(tlsFiles);
const site = releasePaths();
const collectorFiles = { socket: join(prefix, 'rum.sock'), pid: join(prefix, 'rum.pid'), log: join(prefix, 'rum.log') };
const appDir = (app) => join(distRoot ?? root, app.dir, distRoot ? '' : 'dist');
const portOf = (app) => app.ports.prod + offset;
// A relative entry in remotes.json (a release) is on the host's own origin.
const hostOrigin = `${scheme}://localhost:${portOf(apps.host)}`;
/** How long the platform check may wait for a remote on another origin. */
const CHECK_TIMEOUT_MS = 2000;
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install -y nginx).');
  process.exit(1);
}

const localRemotes = () => ({ remotes: Object.fromEntries(Object.entries(apps.remotes).map(([name, app]) => [name, `${scheme}://localhost:${app.ports.prod}/remoteEntry.js`])) });

/** remotes.json as the browser gets it; like serve.mjs, the local ports when it is unusable. */
function remotesConfig() {
  try {
    const config = JSON.parse(readFileSync(site.remotesFile, 'utf8'));
    if (typeof config?.remotes !== 'object' || config.remotes === null) throw new Error('no "remotes" object');
    return config;
  } catch (error) {
    console.warn(`${site.remotesFile} is unusable (${error.message}); serving with the local ports`);
    return localRemotes();
  }
}

const remoteOrigins = (config) => [
  ...new Set(Object.values(shiftLocalEntries(config, offset, scheme).remotes).filter((url) => /^https?:/i.test(url)).map((url) => new URL(url).origin)),
];

const baseOf = (entry) => new URL('.', new URL(shiftLocalEntry(entry, offset, scheme), hostOrigin)).href;

/** The folder behind an address this nginx serves itself, or undefined for another server's. */
function localFolder(base) {
  const url = new URL(base);
  if (url.hostname !== 'localhost') return undefined;
  const path = decodeURIComponent(url.pathname);
  if (url.port === String(portOf(apps.host))) {
    return path.startsWith('/releases/') ? join(site.releasesDir, path.slice('/releases/'.length)) : join(appDir(apps.host), path);
  }
  const remote = Object.values(apps.remotes).find((app) => String(portOf(app)) === url.port);
  return remote && join(appDir(remote), path);
}

/** Why the host cannot run the remote build at `base` (see platformMismatchOf), read where it is served. */
async function mismatchAt(base, hostPlatform) {
  const folder = localFolder(base);
  if (folder) return platformMismatchOf(folder, hostPlatform);
  const read = async (file) => {
    const response = await fetch(new URL(file, base), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.json();
  };
  try {
    const manifest = await read('mf-manifest.json');
    const fragmentsFile = manifest?.metaData?.fragments;
    return platformMismatch(platformRanges(manifest, typeof fragmentsFile === 'string' ? await read(fragmentsFile) : undefined), hostPlatform);
  } catch (error) {
    return `could not be checked (${error.message})`;
  }
}

/**
 * Each remote's origin, and whether nginx may compose its pages. nginx cannot read a semver
 * range, so every build it may compose a remote's pages from (its live release, and its
 * origin, where a rollback may send it) is checked against the host's platform here; a remote
 * with a build the host cannot run, or that could not be checked, is served uncomposed.
 */
async function remotePlans(config) {
  const { events = [], problem } = readHistory(site.historyFile);
  if (problem) console.warn(problem);
  const hostPlatform = hostPlatformVersion(appDir(apps.host));
  return Promise.all(
    Object.keys(apps.remotes).map(async (name) => {
      // Its own server block here when nothing says where it lives.
      const base = baseOf(originEntry(config, events, name, localRemotes().remotes[name]));
      if (!hostPlatform) return { name, base, problems: [] };
      const live = join(site.releasesDir, name, LIVE_LINK);
      const checks = [
        ...(existsSync(live) ? [{ what: `its live release (${live})`, mismatch: platformMismatchOf(live, hostPlatform) }] : []),
        { what: `its origin (${base})`, mismatch: await mismatchAt(base, hostPlatform) },
      ];
      const problems = checks.filter(({ mismatch }) => mismatch).map(({ what, mismatch }) => `${name}: ${what} ${mismatch}, and the host provides ${hostPlatform}`);
      return { name, base, problems };
    }),
  );
}

/**
 * The import map the composed pages carry (server/composition/importMapFolder.mjs), for
 * remotes.json as it is; promote and rollback write it again from now on. The remotes' lists
 * this nginx serves are read from their folders.
 */
async function writeImportMap(config) {
  const folders = {
    [`${hostOrigin}/releases/`]: site.releasesDir,
    [`${hostOrigin}/`]: appDir(apps.host),
    ...Object.fromEntries(Object.values(apps.remotes).map((app) => [`${scheme}://localhost:${portOf(app)}/`, appDir(app)])),
  };
  setUpImportMaps(site.releasesDir, { portOffset: offset, scheme, folders });
  await updateImportMap(site, { config });
}

/** Without the build's list of pages, every path is one (the old SPA fallback). */
function hostPages() {
  const paths = sitePaths(appDir(apps.host));
  return paths ? pagesLocationRegex(paths) : '^/';
}

async function render() {
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const config = remotesConfig();
  // promote and rollback move the live links from now on; here they catch up with remotes.json
  // as it is (written by hand, or afresh by a host deploy).
  mkdirSync(site.releasesDir, { recursive: true });
  pointLiveLinks(site.releasesDir, config.remotes, Object.keys(apps.remotes));
  await writeImportMap(config);
  const plans = await remotePlans(config);
  for (const { problems } of plans) for (const problem of problems) console.warn(`${problem}: nginx serves its pages uncomposed`);
  const origins = remoteOrigins(config);
  const values = {
    DIST: join(prefix, 'dist'),
    CONF_DIR: prefix,
    COMPOSING_SOCKET: join(prefix, 'composing.sock'),
    RUM_SOCKET: collectorFiles.socket,
    CACHE_DIR: join(prefix, 'cache'),
    [portPlaceholder('host')]: portOf(apps.host),
    ...Object.fromEntries(Object.entries(apps.remotes).map(([name, app]) => [portPlaceholder(name), portOf(app)])),
    LISTEN_OPTIONS: tlsFiles ? ' ssl http2' : '',
    REMOTE_ORIGINS: origins.join(' '),
    REMOTE_PRECONNECT: preconnectLinks(origins),
    HOST_PAGES: hostPages(),
    ...Object.fromEntries(plans.map(({ name, base }) => [basePlaceholder(name), base])),
    UNCOMPOSED_REMOTES: plans.filter(({ problems }) => problems.length > 0).map(({ name }) => `  ${name} "";`).join('\n'),
  };
  const fill = (text) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]));
  // The roots point at the apps' folders through links, as a deploy would copy them.
  mkdirSync(values.DIST, { recursive: true });
  for (const app of [apps.host, ...Object.values(apps.remotes)]) execFileSync('ln', ['-sfn', appDir(app), join(values.DIST, app.dir)]);
  execFileSync('ln', ['-sfn', site.releasesDir, join(values.DIST, 'releases')]);
  writeFileSync(join(prefix, 'bookmarked-common.conf'), renderCommonConf());
  writeFileSync(join(prefix, 'bookmarked.conf'), fill(renderMainConf({ movedPorts: offset === 0 && !tlsFiles ? [] : movedPorts(offset), localScheme: scheme })));
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    processConf({ dir: prefix, tempDir: temp, tls: tlsFiles && { key: resolve(tlsFiles.key), cert: resolve(tlsFiles.cert) }, http: `  include ${prefix}/bookmarked.conf;\n` }),
  );
}

const run = (...args) => execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), ...args], { stdio: 'inherit' });

/** The running nginx's worker processes (Linux), under the master its pid file names. */
function workers() {
  try {
    const master = readFileSync(join(prefix, 'nginx.pid'), 'utf8').trim();
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A reload only asks nginx to re-read its config: until the old workers are gone, a request
 * may still meet the old one (its CSP, its remotes). Waits for that, for a caller who edits
 * remotes.json and visits the site next.
 */
async function reload() {
  const old = workers();
  run('-s', 'reload');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && workers().some((pid) => old.includes(pid))) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** The RUM collector nginx passes beacons to, as a process of its own; resolves once it listens. */
async function startCollector() {
  const log = openSync(collectorFiles.log, 'w');
  const child = spawn(process.execPath, [join(root, 'server/rum/standalone.mjs'), collectorFiles.socket], { stdio: ['ignore', log, log], detached: true });
  child.unref();
  writeFileSync(collectorFiles.pid, String(child.pid));
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (/^collector /m.test(readFileSync(collectorFiles.log, 'utf8'))) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the RUM collector did not start:\n${readFileSync(collectorFiles.log, 'utf8')}`);
}

function stopCollector() {
  if (!existsSync(collectorFiles.pid)) return;
  try {
    process.kill(Number(readFileSync(collectorFiles.pid, 'utf8')), 'SIGTERM');
  } catch {
    // Gone already.
  }
  rmSync(collectorFiles.pid, { force: true });
}

const command = process.argv[2];
if (command === 'start' || command === 'reload') {
  await render();
  run('-t', '-q');
  if (command === 'start') {
    // The composed pages a previous nginx kept are keyed by address alone: composed for other
    // ports or another scheme (a start with another PORT_OFFSET or without TLS), they would be
    // served once more while fresh ones are made.
    rmSync(join(prefix, 'cache'), { recursive: true, force: true });
    await startCollector();
    run();
  } else await reload();
  console.log(`nginx serving the composed site at ${hostOrigin}`);
} else if (command === 'stop') {
  if (existsSync(join(prefix, 'nginx.pid'))) run('-s', 'quit');
  stopCollector();
} else {
  console.error('usage: node server/nginx.mjs start|reload|stop');
  process.exit(2);
}
