#!/usr/bin/env node
// Starts, reloads or stops Debian's Varnish in front of the builds, composing the host's pages
// with ESI (deploy/varnish/bookmarked.vcl, written fresh by server/varnish-vcl.mjs), on the same
// ports as `pnpm serve` (plus PORT_OFFSET). Behind it, server/serve.mjs serves every app
// LISTEN_PORT_SHIFT ports higher, as each app's own server. DIST_ROOT serves a deployed copy, as
// for server/nginx.mjs; the files of both go to <DIST_ROOT or the checkout>/.varnish. Used by
// `pnpm test:e2e:varnish` and the release e2e.
//   node server/varnish.mjs start | reload | stop
//
// A reload writes the VCL again (the host's pages, from its routes.json), has Varnish use it and
// drops everything it kept: after a host deploy, or a hand edit of remotes.json that moves a
// remote to another origin (the pages' CSP and Link name it; a kept page would still carry the
// old ones for a few seconds). A promotion or a rollback needs none: the apps' own server reads
// remotes.json on every request, and Varnish asks it again within seconds.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.config.mjs';
import { pagesLocationRegex, sitePaths } from './siteRoutes.mjs';
import { originPortPlaceholder, renderVcl } from './varnish-vcl.mjs';
import { SERVE_NODE_ARGS } from './serveNodeArgs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distRoot = process.env.DIST_ROOT;
const prefix = join(distRoot ?? root, '.varnish');
const offset = Number(process.env.PORT_OFFSET ?? 0);
/** How far above its address each app's own server listens. */
const ORIGIN_SHIFT = 10_000;
/** Varnish's own socket for assembling pages, on 127.0.0.1 only: this far above the host's port. */
const ASSEMBLE_SHIFT = 2 * ORIGIN_SHIFT;
const composeTimeoutMs = Number(process.env.COMPOSE_TIMEOUT_MS ?? 500);
const registered = [['host', apps.host], ...Object.entries(apps.remotes)];
const portOf = (app) => app.ports.prod + offset;
const hostDir = join(distRoot ?? root, apps.host.dir, distRoot ? '' : 'dist');
const files = {
  vcl: join(prefix, 'bookmarked.vcl'),
  varnishPid: join(prefix, 'varnish.pid'),
  originPid: join(prefix, 'origin.pid'),
  originLog: join(prefix, 'origin.log'),
  workDir: join(prefix, 'work'),
};

if (!existsSync('/usr/sbin/varnishd')) {
  console.error('Varnish is not installed (Debian: apt-get install -y varnish).');
  process.exit(1);
}

function writeVcl() {
  const paths = sitePaths(hostDir);
  const values = {
    ORIGIN_HOST: '127.0.0.1',
    ...Object.fromEntries(registered.map(([name, app]) => [originPortPlaceholder(name), portOf(app) + ORIGIN_SHIFT])),
    HOST_PAGES: paths ? pagesLocationRegex(paths) : '^/[^.]*$',
    // The apps' server gives up on a remote within its budget and answers; this is its ceiling.
    PART_TIMEOUT: `${composeTimeoutMs + 1000}ms`,
    ASSEMBLE_PORT: portOf(apps.host) + ASSEMBLE_SHIFT,
  };
  writeFileSync(files.vcl, renderVcl().replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key])));
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** serve.mjs as every app's own server, behind Varnish; resolves once the last app listens. */
async function startOrigin() {
  const log = openSync(files.originLog, 'w');
  const origin = spawn(process.execPath, [...SERVE_NODE_ARGS, join(root, 'server/serve.mjs')], {
    env: { ...process.env, LISTEN_PORT_SHIFT: String(ORIGIN_SHIFT) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  origin.unref();
  const last = registered.at(-1)[0];
  for (let waited = 0; waited < 15_000; waited += 50) {
    const text = readFileSync(files.originLog, 'utf8');
    if (new RegExp(`^${last}\\s`, 'm').test(text)) {
      writeFileSync(files.originPid, String(origin.pid));
      return;
    }
    if (origin.exitCode !== null) break;
    await delay(50);
  }
  origin.kill();
  throw new Error(`the apps' own server did not start:\n${readFileSync(files.originLog, 'utf8')}`);
}

const varnishadm = (...args) => execFileSync('varnishadm', ['-n', files.workDir, ...args], { encoding: 'utf8' });

function startVarnish() {
  execFileSync('/usr/sbin/varnishd', [
    '-j', 'none',
    '-n', files.workDir,
    '-P', files.varnishPid,
    '-f', files.vcl,
    ...registered.flatMap(([name, app]) => ['-a', `${name}=:${portOf(app)}`]),
    '-a', `assemble=127.0.0.1:${portOf(apps.host) + ASSEMBLE_SHIFT}`,
    '-s', 'malloc,256m',
    // An include that fails leaves its place empty (onerror="continue") instead of aborting the page.
    '-p', 'feature=+esi_include_onerror',
  ], { stdio: 'inherit' });
}

/** Whether the process a pid file names still runs. */
function running(file) {
  try {
    process.kill(Number(readFileSync(file, 'utf8').trim()), 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a process this script started, by the pid it wrote, and waits until it is gone. */
async function stopByPidFile(file, { group = false } = {}) {
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').trim());
  try {
    process.kill(group ? -pid : pid, 'SIGTERM');
    for (let waited = 0; waited < 5000; waited += 50) {
      process.kill(pid, 0);
      await delay(50);
    }
  } catch {
    // Gone.
  }
  rmSync(file, { force: true });
}

const command = process.argv[2];
if (command === 'start') {
  if (running(files.varnishPid) || running(files.originPid)) {
    console.error(`Varnish already serves from ${prefix}: node server/varnish.mjs stop first.`);
    process.exit(1);
  }
  mkdirSync(prefix, { recursive: true });
  writeVcl();
  await startOrigin();
  try {
    startVarnish();
  } catch (error) {
    await stopByPidFile(files.originPid, { group: true });
    throw error;
  }
  console.log(`Varnish serving the composed site at http://localhost:${portOf(apps.host)}`);
} else if (command === 'reload') {
  writeVcl();
  const name = `bookmarked_${Date.now()}`;
  varnishadm('vcl.load', name, files.vcl);
  varnishadm('vcl.use', name);
  varnishadm('ban', 'req.url', '~', '.');
  console.log(`Varnish uses ${files.vcl} afresh`);
} else if (command === 'stop') {
  await stopByPidFile(files.varnishPid);
  await stopByPidFile(files.originPid, { group: true });
} else {
  console.error('usage: node server/varnish.mjs start|reload|stop');
  process.exit(2);
}
