// pnpm bench:load: how the composing servers hold up under many visitors at once, and while one
// remote fails. A deployed copy of this checkout's builds (bench/deployedSite.mjs, as the deploy
// specs serve theirs) is served in turn by server/serve.mjs, nginx (deploy/nginx) and Varnish
// (deploy/varnish), with the graph remote pointed, in the host's remotes.json, at a stand-in
// (bench/standIn.mjs) that serves the graph's build or fails: 2 s late, hung, 500, broken HTML.
// For each server and each number of connections, autocannon asks, in turns:
//   - the references: the host's page as built (/index.html, nothing composed into it), and
//     the composed /details?id=5 saved as a file of the host's build under /assets/ (the same
//     bytes, a file every server keeps or serves as a static file: Varnish passes /index.html,
//     which is no-cache, to the server behind it on every request, but keeps this one);
//   - the composed pages, all remotes well: /details?id=5 (the catalog's) and /pages-graph (the graph's);
//   - the same two pages with the graph well (the reference for the failures, loads as long as
//     theirs), then slow, hung, answering 500 and sending broken HTML, each met for SETTLE_MS
//     before its loads; while each load runs a few of its pages are fetched and checked whole.
//   - beside another remote's composed page (/details?id=5) at each number of connections, valid
//     RUM beacons posted to POST /rum at 50 connections (bench/beaconLoad.mjs, each from a
//     loopback address of its own in turn, as many visitors): the collector's answers, and the
//     page against its own load alone.
// On serve.mjs, at the first number of connections, its resident memory after 1,000, 100,000 and
// 200,000 composed requests over every page.
//   node bench/load.mjs   (after pnpm build)
//   CONNECTIONS=50,200 (default)  SECONDS=8 (the healthy loads)  FAILURE_SECONDS=3 (each failure case's)
//   MEMORY=0: no memory run (its 201,000 requests take minutes on a busy machine)
//   BOOKS=10000: the whole bench on a site built with that many generated books
//     (@bookmarked/shared/large-catalogue) in .bench/load/<BOOKS>, the checkout's builds untouched
//   BENCH_PORT_OFFSET moves the servers' ports as for the other benches; COMPOSE_TIMEOUT_MS is
//   passed to the servers (500 ms unless set), and the failing remote's pages are held to it.
// The load generator shares the machine with the server: compare ratios, not absolute figures.
// Prints the tables and writes them with every load's figures to docs/results/load.json and
// load.md (bench/results.mjs; the tables are drawn by bench/loadResults.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { apps } from '../apps.config.mjs';
import { deployCopy, repo, serveDeployed } from './deployedSite.mjs';
import { beaconLoad, beaconBody } from './beaconLoad.mjs';
import { failureResult, healthyResult, memoryResult, rumResult } from './loadResults.mjs';
import { buildIds, startResults } from './results.mjs';
import { loadGoals } from './goals.mjs';
import { startStandIn } from './standIn.mjs';

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const CONNECTIONS = (process.env.CONNECTIONS ?? '50,200').split(',').map(Number);
const SECONDS = Number(process.env.SECONDS ?? 8);
const FAILURE_SECONDS = Number(process.env.FAILURE_SECONDS ?? 3);
const BOOKS = process.env.BOOKS ? Number(process.env.BOOKS) : undefined;
const MEMORY = process.env.MEMORY !== '0';
const COMPOSE_TIMEOUT_MS = Number(process.env.COMPOSE_TIMEOUT_MS ?? 500);
/** How long a failure runs before its loads: past an edge's 1 s freshness and Varnish's probe. */
const SETTLE_MS = 2000;
const FAILING_REMOTE = 'graph';
const FAILING_PAGE = '/pages-graph';
const OTHER_PAGE = '/details?id=5';
const PAGES = [OTHER_PAGE, FAILING_PAGE];
const AS_BUILT = '/index.html';
const STATIC_COPY = '/assets/bench-load-composed-details.html';
const MODES = ['slow', 'hang', '500', 'broken'];
/** Pages fetched and checked during each failure load. */
const SAMPLES = 4;
const ERROR_PAGE = /Guru Meditation|Internal Server Error|Backend fetch failed|502 Bad Gateway|504 Gateway/;
const GRAPH_HEADING = '>Books pages graph</h1>';
const RUM_PATH = '/rum';
/** The beacons' connections, next to each load of the page. */
const RUM_CONNECTIONS = 50;

/** The servers, each on ports of its own. */
const servers = { 'serve.mjs': 60 + offset, nginx: 70 + offset, varnish: 80 + offset };
/** The settings read here, recorded with the results. */
const ENV_SETTINGS = ['CONNECTIONS', 'SECONDS', 'FAILURE_SECONDS', 'MEMORY', 'BOOKS', 'COMPOSE_TIMEOUT_MS', 'BENCH_PORT_OFFSET'];
/** What each server names itself (serve.mjs runs on this Node). */
const versionOf = (command, args) => {
  // nginx -v and varnishd -V answer on stderr.
  const { stdout, stderr, error } = spawnSync(command, args, { encoding: 'utf8' });
  return error ? null : `${stdout}${stderr}`.trim().split('\n')[0] || null;
};
const serverVersions = { 'serve.mjs': `Node ${process.version}`, nginx: versionOf('nginx', ['-v']), varnish: versionOf('varnishd', ['-V']) };
const STAND_IN_PORT = apps.host.ports.prod + 90 + offset;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A site built with `books` generated books, laid out as DIST_ROOT wants it; the checkout's dist folders are not touched. */
function buildSite(books) {
  const site = join(repo, '.bench/load', String(books));
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  const catalogue = join(site, 'booksData.json');
  writeFileSync(catalogue, JSON.stringify(makeBooks(books)));
  const started = performance.now();
  for (const app of [apps.host, ...Object.values(apps.remotes)]) {
    process.stderr.write(`building ${app.dir} with ${books} books...\n`);
    execFileSync(join(repo, app.dir, 'node_modules/.bin/vite'), ['build', '--outDir', join(site, app.dir), '--emptyOutDir'], {
      cwd: join(repo, app.dir),
      env: { ...process.env, BOOKS_DATA: catalogue },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    copyFileSync(catalogue, join(site, app.dir, 'booksData.json'));
  }
  process.stderr.write(`built in ${Math.round((performance.now() - started) / 1000)} s\n`);
  return site;
}

/** serve.mjs's resident memory, from Linux's /proc; undefined elsewhere. */
function residentKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

/** Every page the catalog rendered (its views and books), and the other sections: many different pages. */
function everyPage(deployed) {
  const { fragments } = JSON.parse(readFileSync(join(deployed, apps.remotes.catalog.dir, 'fragments.json'), 'utf8'));
  return [...Object.keys(fragments), '/listed', '/pages-graph', '/details?id=999'];
}

/**
 * serve.mjs's memory after 1,000 and after 100,000 composed requests spread over every page.
 * The connections take the pages in turn from one list, so the first 1,000 requests have asked
 * for every page (autocannon's own request list starts over on each connection: the first
 * 1,000 would have been its first twenty pages, 50 times over, and the growth measured the
 * server's caches filling up rather than its memory holding).
 */
async function memoryUnderLoad(host, pid, deployed, connections) {
  const pages = everyPage(deployed);
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pages[next++ % pages.length] }) }];
  const run = (amount) => autocannon({ url: host, connections, amount, requests, headers: { 'accept-encoding': 'gzip' } });
  await run(1_000);
  const after1k = residentKb(pid);
  const { non2xx } = await run(100_000);
  const after100k = residentKb(pid);
  // Whether it holds there: a leak goes on growing, a heap and an allocator that have warmed up do not.
  await run(100_000);
  return { pages: pages.length, after1k, after100k, after200k: residentKb(pid), non2xx };
}

/** A page as a visitor gets it, checked: whole (`</html>` at its end), no error page inside. */
async function checkedPage(url) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    return { ok: response.ok && /<\/html>\s*$/.test(html) && !ERROR_PAGE.test(html), graph: html.includes(GRAPH_HEADING), ms: performance.now() - started };
  } catch {
    return { ok: false, graph: false, ms: performance.now() - started };
  }
}

/**
 * One load: req/s, latencies and what went wrong; with `samples`, that many pages checked while
 * it runs, and the slowest of them (autocannon counts no request still waiting when a load ends).
 */
async function load(url, connections, seconds, samples = 0) {
  const checks = Array.from({ length: samples }, (_, index) => sleep(((index + 0.5) * seconds * 1000) / samples).then(() => checkedPage(url)));
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  const checked = await Promise.all(checks);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    whole: checked.filter((check) => check.ok).length,
    withGraph: checked.filter((check) => check.graph).length,
    sampled: checked.length,
    slowestSample: Math.max(0, ...checked.map((check) => check.ms)),
  };
}

/** The composed page's bytes, as a file of the host's build (see the references above). */
async function saveStaticCopy(deployed) {
  const site = await serveDeployed('serve.mjs', deployed, servers['serve.mjs']);
  try {
    const host = `http://localhost:${apps.host.ports.prod + servers['serve.mjs']}`;
    const asBuilt = await (await fetch(host + AS_BUILT)).text();
    // A server that has just started may answer with the page as built while it first reads a
    // remote's list of pages (a megabyte at 10,000 books).
    let html = asBuilt;
    for (let tries = 0; html === asBuilt; tries += 1) {
      if (tries === 40) throw new Error(`${OTHER_PAGE} was never composed`);
      if (tries > 0) await sleep(250);
      html = await (await fetch(host + OTHER_PAGE)).text();
    }
    writeFileSync(join(deployed, apps.host.dir, STATIC_COPY), html);
    return html.length;
  } finally {
    await site.stop();
  }
}

const record = startResults('load', ENV_SETTINGS);
const site = BOOKS ? buildSite(BOOKS) : undefined;
const { dir: deployed, remove } = deployCopy(undefined, site);
const standIn = await startStandIn(join(deployed, apps.remotes[FAILING_REMOTE].dir), STAND_IN_PORT);
const healthy = [];
const references = [];
const failures = [];
const rum = [];
let memory;
let staticCopyBytes;
try {
  const configFile = join(deployed, apps.host.dir, 'remotes.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.remotes[FAILING_REMOTE] = `http://localhost:${STAND_IN_PORT}/remoteEntry.js`;
  writeFileSync(configFile, JSON.stringify(config));
  staticCopyBytes = await saveStaticCopy(deployed);

  for (const [name, portOffset] of Object.entries(servers)) {
    const served = await serveDeployed(/** @type {'serve.mjs' | 'nginx' | 'varnish'} */ (name), deployed, portOffset);
    const host = `http://localhost:${apps.host.ports.prod + portOffset}`;
    const warm = async () => {
      for (const path of [...PAGES, AS_BUILT, STATIC_COPY]) await fetch(host + path).then((response) => response.arrayBuffer());
    };
    try {
      for (const connections of CONNECTIONS) {
        // Warm: the server's kept fragments, nginx's kept pages, Varnish's template and parts.
        await warm();
        const built = await load(host + AS_BUILT, connections, SECONDS);
        const copy = await load(host + STATIC_COPY, connections, SECONDS);
        references.push({ name, connections, built, copy });
        for (const path of PAGES) {
          const composed = await load(host + path, connections, SECONDS);
          healthy.push({ name, connections, path, composed, built, copy });
          console.error(`${name} ${connections} ${path}: ${Math.round(composed.rps)} req/s composed, ${Math.round(built.rps)} as built, ${Math.round(copy.rps)} the file`);
        }
        const [beacons, page] = await Promise.all([beaconLoad(host + RUM_PATH, RUM_CONNECTIONS, SECONDS), load(host + OTHER_PAGE, connections, SECONDS)]);
        const pageAlone = healthy.find((run) => run.name === name && run.connections === connections && run.path === OTHER_PAGE)?.composed;
        rum.push({ name, connections, beacons, page, pageAlone });
        console.error(
          `${name} ${connections} ${OTHER_PAGE} with beacons: ${Math.round(beacons.rps)} beacons/s (p99 ${Math.round(beacons.p99)} ms, ${beacons.non2xx} non-2xx, ${beacons.errors} errors), the page ${Math.round(page.rps)} req/s (p99 ${page.p99} ms)`,
        );
        if (MEMORY && name === 'serve.mjs' && connections === CONNECTIONS[0] && served.pid) memory = await memoryUnderLoad(host, served.pid, deployed, connections);
        const base = {};
        for (const mode of ['ok', ...MODES]) {
          await standIn.set(/** @type {any} */ (mode));
          await sleep(SETTLE_MS);
          for (const path of [FAILING_PAGE, OTHER_PAGE]) {
            const result = await load(host + path, connections, FAILURE_SECONDS, SAMPLES);
            if (mode === 'ok') base[path] = result;
            failures.push({ name, connections, mode, path, result, base: base[path] });
            console.error(`${name} ${connections} graph ${mode} ${path}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.whole}/${result.sampled} whole`);
          }
          await standIn.set('ok');
          await sleep(SETTLE_MS);
          await warm();
        }
      }
    } finally {
      await served.stop();
    }
  }
} finally {
  standIn.stop();
  remove();
}

record.write({
  conditions: {
    goals: loadGoals,
    connections: CONNECTIONS,
    seconds: SECONDS,
    failureSeconds: FAILURE_SECONDS,
    settleMs: SETTLE_MS,
    books: BOOKS ?? null,
    composeTimeoutMs: COMPOSE_TIMEOUT_MS,
    failingRemote: FAILING_REMOTE,
    failingPage: FAILING_PAGE,
    otherPage: OTHER_PAGE,
    asBuilt: AS_BUILT,
    staticCopy: STATIC_COPY,
    failureModes: MODES,
    pagesCheckedPerLoad: SAMPLES,
    rumConnections: RUM_CONNECTIONS,
    beaconBytes: Buffer.byteLength(beaconBody()),
    servers: Object.fromEntries(Object.entries(servers).map(([name, portOffset]) => [name, { port: apps.host.ports.prod + portOffset, version: serverVersions[name] }])),
    builds: BOOKS ? `built with ${BOOKS} books at the commit` : buildIds(apps.remotes, (dir) => join(repo, dir, 'dist')),
  },
  results: {
    staticCopyBytes,
    references,
    healthy: healthy.map(healthyResult),
    failures: failures.map((failure) => failureResult(failure, FAILING_PAGE, COMPOSE_TIMEOUT_MS)),
    rum: rum.map(rumResult),
    memory: memory ? memoryResult(memory) : null,
  },
});
