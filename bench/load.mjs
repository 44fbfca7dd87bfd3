// pnpm bench:load: how the composing servers hold up under many visitors at once. Each server
// (server/serve.mjs, nginx with deploy/nginx, and Varnish with deploy/varnish) serves this
// checkout's builds; autocannon asks
// each for a composed page and for the same page as built (/index.html: the host's page with
// nothing composed into it), in turns, and the table gives each composed page against its own
// server's page as built, in the same run.
//   node bench/load.mjs   (after pnpm build; CONNECTIONS=50 SECONDS=8 by default, BENCH_PORT_OFFSET
//                          moves the servers' ports as for the other benches)
// The load generator shares the machine with the server: compare ratios, not absolute figures.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apps } from '../apps.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 8);
const PAGES = ['/details?id=5', '/'];
const AS_BUILT = '/index.html';

/** The servers, each on ports of its own. */
const servers = {
  'serve.mjs': { portOffset: 60 + offset, start: startServeMjs },
  nginx: { portOffset: 70 + offset, start: startedBy('server/nginx.mjs') },
  varnish: { portOffset: 80 + offset, start: startedBy('server/varnish.mjs') },
};

/** serve.mjs's resident memory, from Linux's /proc; undefined elsewhere. */
function residentKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

let serveMjsPid;
async function startServeMjs(portOffset) {
  const server = spawn(process.execPath, ['server/serve.mjs'], { cwd: root, env: { ...process.env, PORT_OFFSET: String(portOffset) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.on('data', (chunk) => chunk.toString().includes('graph') && resolve()));
  serveMjsPid = server.pid;
  return () => server.kill();
}

/** Every page the catalog rendered (its views and books), and the other sections: many different pages. */
function everyPage() {
  const { fragments } = JSON.parse(readFileSync(join(root, apps.remotes.catalog.dir, 'dist/fragments.json'), 'utf8'));
  return [...Object.keys(fragments), '/listed', '/pages-graph', '/details?id=999'];
}

/** serve.mjs's memory after 1,000 and after 100,000 composed requests spread over every page. */
async function memoryUnderLoad(host) {
  const requests = everyPage().map((path) => ({ method: 'GET', path }));
  const run = (amount) => autocannon({ url: host, connections: CONNECTIONS, amount, requests, headers: { 'accept-encoding': 'gzip' } });
  await run(1_000);
  const after1k = residentKb(serveMjsPid);
  const { non2xx } = await run(100_000);
  return { pages: requests.length, after1k, after100k: residentKb(serveMjsPid), non2xx };
}

/** A server its runner starts and stops (`start`, `stop`), as the e2e runs do. */
function startedBy(runner) {
  return async (portOffset) => {
    const env = { ...process.env, PORT_OFFSET: String(portOffset) };
    execFileSync(process.execPath, [runner, 'start'], { cwd: root, env, stdio: 'ignore' });
    return () => execFileSync(process.execPath, [runner, 'stop'], { cwd: root, env, stdio: 'ignore' });
  };
}

/** One load: req/s, latencies and what went wrong. */
async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, failed: result.non2xx + result.errors + result.timeouts };
}

const ms = (value) => `${Math.round(value)} ms`;
const ratio = (value) => `**${value.toFixed(2)}**`;

const rows = [];
let memory;
for (const [name, { portOffset, start }] of Object.entries(servers)) {
  const stop = await start(portOffset);
  const host = `http://localhost:${apps.host.ports.prod + portOffset}`;
  try {
    // Warm: the server's kept fragments, nginx's open files, Varnish's template and parts.
    for (const path of [...PAGES, AS_BUILT]) await fetch(host + path).then((response) => response.arrayBuffer());
    const built = await load(host + AS_BUILT);
    for (const path of PAGES) {
      const composed = await load(host + path);
      rows.push({ name, path, composed, built });
      console.error(`${name} ${path}: ${Math.round(composed.rps)} req/s composed, ${Math.round(built.rps)} as built`);
    }
    if (name === 'serve.mjs') memory = await memoryUnderLoad(host);
  } finally {
    stop();
  }
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a load, gzip; composed page against the same server's page as built (${AS_BUILT}), one run.\n`);
console.log('| server | page | composed: req/s, p50 / p99 / max | as built: req/s, p50 / p99 / max | throughput ratio | p99 ratio | failed |');
console.log('|---|---|---|---|---|---|---|');
for (const { name, path, composed, built } of rows) {
  console.log(
    `| ${name} | \`${path}\` | ${Math.round(composed.rps)}, ${ms(composed.p50)} / ${ms(composed.p99)} / ${ms(composed.max)} | ${Math.round(built.rps)}, ${ms(built.p50)} / ${ms(built.p99)} / ${ms(built.max)} | ${ratio(composed.rps / built.rps)} | ${ratio(composed.p99 / Math.max(1, built.p99))} | ${composed.failed} / ${built.failed} |`,
  );
}
if (memory?.after1k && memory.after100k) {
  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `\nserve.mjs's resident memory over ${memory.pages} different pages: ${mb(memory.after1k)} after 1,000 requests, ${mb(memory.after100k)} after 100,000 more (**${(memory.after100k / memory.after1k).toFixed(2)}x**; ${memory.non2xx} answers other than 2xx, the 404 of a book no one has among them).`,
  );
}
