// The benchmark's sides, served on their own ports (ports.mjs): the composed site by
// server/serve.mjs twice (composing each page on the server, and with no page composed: its
// client path, the site as it was before server composition), and the one-bundle build twice,
// with the same compression and caching headers: client-rendered (its index.html for every
// page), and prerendered (the page its build drew for the address, found as the composed
// site's server finds a remote's rendered page; prerendered.html, drawn by the browser, for an
// address the build drew nothing for).
// The HTTP/2 run (bench/bench.mjs) serves them all with TLS and HTTP/2: the composed site on the
// project's nginx (server/nginx.mjs, composing with SSI as in production), its client path on
// server/serve.mjs (no page composed), the one-bundle build on a neutral nginx (staticNginx.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import {
  BASELINE_PORT,
  CLIENT_PATH_PORT_OFFSET,
  COMPOSED_PORT_OFFSET,
  H2_BASELINE_PORT,
  H2_CLIENT_PATH_PORT_OFFSET,
  H2_COMPOSED_PORT_OFFSET,
  H2_PRERENDERED_PORT,
  PRERENDERED_PORT,
} from './ports.mjs';
import { deployCopy } from './deployedSite.mjs';
import { PRERENDERED_LIST, prerenderedFileFor } from './prerenderedPages.mjs';
import { startStaticNginx } from './staticNginx.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const monolith = join(root, '.bench/monolith');

/** The one-bundle build; `pageFor` names the file a page's address is answered with. */
function staticServer(port, pageFor) {
  const files = sirv(monolith, {
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const compress = compression({ level: 6, threshold: 512 });
  return createServer((req, res) =>
    compress(req, res, () => {
      const url = req.url ?? '/';
      const { pathname } = new URL(url, 'http://localhost');
      // A page's address has no extension; anything else is a file of the build.
      if (extname(pathname) === '') req.url = `/${pageFor(url)}`;
      files(req, res, () => {
        res.writeHead(404);
        res.end('Not found');
      });
    }),
  ).listen(port);
}

/**
 * `RUM=off`: the composed site's sides serve a copy of the builds whose remotes.json samples no
 * visitor (`rumSampleRate` 0), so their pages fetch no RUM client and keep nothing: a run with it
 * and one without, each against the one bundle, weigh what the RUM client costs a visitor.
 */
const RUM_OFF = process.env.RUM === 'off';

/** What the composed site's servers serve: this checkout's builds, or with `RUM=off` that copy. */
function composedSite() {
  if (!RUM_OFF) return { env: {}, remove: () => undefined };
  const { dir, remove } = deployCopy();
  const config = join(dir, 'host', 'remotes.json');
  writeFileSync(config, JSON.stringify({ ...JSON.parse(readFileSync(config, 'utf8')), rumSampleRate: 0 }, null, 2));
  return { env: { DIST_ROOT: dir }, remove };
}

/** The composed site from this checkout's build, every app `portOffset` ports up; resolves once it listens. */
async function composedServer(portOffset, env = {}) {
  const server = spawn('node', ['server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT_OFFSET: String(portOffset) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.on('data', (chunk) => chunk.toString().includes('graph') && resolve()));
  return server;
}

/** What serves each side, as the results record it. */
export const servedBy = {
  h1: { composed: 'server/serve.mjs', clientPath: 'server/serve.mjs', baseline: 'Node (sirv, compression)', prerendered: 'Node (sirv, compression)' },
  h2: { composed: 'nginx (server/nginx.mjs, SSI)', clientPath: 'server/serve.mjs', baseline: 'nginx', prerendered: 'nginx' },
};

/**
 * Every side of the HTTP/2 run, with TLS from `tls` (a key's and a certificate's paths).
 * @param {{ key: string, cert: string }} tls
 */
async function startH2Sides(tls) {
  const site = composedSite();
  const tlsEnv = { TLS_KEY: tls.key, TLS_CERT: tls.cert, ...site.env };
  const nginxEnv = { ...process.env, ...tlsEnv, PORT_OFFSET: String(H2_COMPOSED_PORT_OFFSET) };
  const nginx = (command) => execFileSync('node', ['server/nginx.mjs', command], { cwd: root, env: nginxEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  /** What is running so far, stopped in reverse order: a side that fails to start stops the others. */
  const started = [site.remove];
  const close = () => {
    for (const stop of started.reverse()) stop();
  };
  try {
    nginx('start');
    started.push(() => nginx('stop'));
    // Its composing fetches go to its own servers, whose certificate no authority signed.
    const clientPath = await composedServer(H2_CLIENT_PATH_PORT_OFFSET, { ...tlsEnv, NODE_EXTRA_CA_CERTS: tls.cert, COMPOSE_TIMEOUT_MS: '0' });
    started.push(() => clientPath.kill());
    const list = JSON.parse(readFileSync(join(monolith, PRERENDERED_LIST), 'utf8'));
    const oneBundle = startStaticNginx({ root: monolith, tls, baselinePort: H2_BASELINE_PORT, prerenderedPort: H2_PRERENDERED_PORT, list });
    started.push(() => oneBundle.close());
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}

/**
 * Starts every side: over HTTP/1.1, or with `tls`, over TLS and HTTP/2.
 * @param {{ key: string, cert: string }} [tls]
 */
export async function startSides(tls) {
  if (tls) return startH2Sides(tls);
  const site = composedSite();
  const composed = await composedServer(COMPOSED_PORT_OFFSET, site.env);
  // A remote given no time at all is never composed: every page is served as built.
  const clientPath = await composedServer(CLIENT_PATH_PORT_OFFSET, { ...site.env, COMPOSE_TIMEOUT_MS: '0' });
  const list = JSON.parse(readFileSync(join(monolith, PRERENDERED_LIST), 'utf8'));
  const baseline = staticServer(BASELINE_PORT, () => 'index.html');
  const prerendered = staticServer(PRERENDERED_PORT, (url) => prerenderedFileFor(list, url) ?? 'prerendered.html');
  return {
    close() {
      composed.kill();
      clientPath.kill();
      baseline.close();
      prerendered.close();
      site.remove();
    },
  };
}
