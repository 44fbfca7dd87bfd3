#!/usr/bin/env node
// Serves the four production builds as the composed site: the host on :4173 and each remote
// on its own port, with the same caching, CORS, CSP and SPA-fallback rules as deploy/nginx.
// PORT_OFFSET=N moves every app N ports up (parallel test runs), and the host's remotes.json
// entries that name the default local ports move with them. DIST_ROOT serves copies of the
// four dist folders from elsewhere (the redeploy test). A replaced folder is picked up live.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { pagePath, sitePaths } from './siteRoutes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ports = JSON.parse(readFileSync(join(root, 'shared/build/ports.json'), 'utf8'));
const offset = Number(process.env.PORT_OFFSET ?? 0);
const distRoot = process.env.DIST_ROOT;
const only = process.argv.slice(2);

const apps = [
  { name: 'host', dir: 'host/dist' },
  { name: 'catalog', dir: 'mfe-catalog/dist' },
  { name: 'lists', dir: 'mfe-lists/dist' },
  { name: 'graph', dir: 'mfe-graph/dist' },
]
  .filter((app) => only.length === 0 || only.includes(app.name))
  .map((app) => ({ ...app, dir: distRoot ? join(distRoot, app.dir.split('/')[0]) : join(root, app.dir) }));

const portOf = (name) => ports[name].prod + offset;

/** Files whose name stays the same across deploys: always revalidate. */
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|offline-files\.json|remotes\.json|routes\.json|booksData\.json|sw\.js|manifest\.webmanifest)$/;

const defaultPorts = new Set(Object.values(ports).map((port) => String(port.prod)));

/** What the host falls back to without a usable remotes.json: the remotes on the local ports. */
const localRemotes = () => ({
  remotes: Object.fromEntries(
    Object.keys(ports)
      .filter((name) => name !== 'host')
      .map((name) => [name, `http://localhost:${portOf(name)}/remoteEntry.js`]),
  ),
});

let reportedProblem;
/**
 * The host's remotes.json, read on every request so an edit applies at once. A missing or broken
 * file must not take the site down: it is reported once and the local ports are assumed, as
 * the host page itself does.
 */
function remotesConfig(dir) {
  let config;
  try {
    config = JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8'));
    if (typeof config !== 'object' || config === null) throw new Error('not a JSON object');
    Object.values(config.remotes ?? {}).forEach((entry) => new URL(entry, 'http://localhost'));
    reportedProblem = undefined;
  } catch (error) {
    if (reportedProblem !== error.message) console.error(`${join(dir, 'remotes.json')} is unusable (${error.message}); serving with the local ports`);
    reportedProblem = error.message;
    return localRemotes();
  }
  if (offset === 0) return config;
  const shift = (entry) => {
    const url = new URL(entry);
    if (url.hostname === 'localhost' && defaultPorts.has(url.port)) url.port = String(Number(url.port) + offset);
    return url.href;
  };
  return { ...config, remotes: Object.fromEntries(Object.entries(config.remotes ?? {}).map(([k, v]) => [k, shift(v)])) };
}

/** The host may load code from wherever remotes.json points, and from nowhere else. */
function contentSecurityPolicy(remoteOrigins) {
  const extra = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`,
    `style-src 'self' 'unsafe-inline' ${extra}`,
    `img-src 'self' data: ${extra}`,
    `connect-src 'self' ${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function originsOf(config) {
  return [...new Set(Object.values(config.remotes ?? {}).map((url) => new URL(url, 'http://localhost').origin))];
}

function setHeaders(res, pathname, csp) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Content-Security-Policy', csp());
  if (NO_CACHE.test(pathname) || pathname.endsWith('/')) res.setHeader('Cache-Control', 'no-cache');
  else if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

for (const app of apps) {
  const { dir } = app;
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} is missing: run "pnpm build" first.`);
    process.exit(1);
  }
  const isHost = app.name === 'host';
  const csp = () => contentSecurityPolicy(isHost ? originsOf(remotesConfig(dir)) : []);
  // sirv indexes the folder once; a deploy that swaps the folder gets a fresh index.
  let served;
  const files = (req, res, next) => {
    const { ino, mtimeMs } = statSync(dir);
    const version = `${ino}:${mtimeMs}`;
    if (served?.version !== version) {
      served = { version, handler: sirv(dir, { dev: false, etag: true, setHeaders: (r, pathname) => setHeaders(r, pathname, csp) }) };
    }
    served.handler(req, res, next);
  };

  // Compressed on the fly like nginx's `gzip on` (level 6, text types only, above 512 bytes).
  const compress = compression({ level: 6, threshold: 512 });
  const server = createServer((req, res) => compress(req, res, () => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Every answer carries the CORS and caching headers, a 304 or a 404 as much as a 200, and a
    // 304 repeats the ETag it matched (sirv answers 304s before its own header hook runs).
    setHeaders(res, pathname, csp);
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      if (status === 304 && req.headers['if-none-match']) res.setHeader('ETag', req.headers['if-none-match']);
      return writeHead(status, ...rest);
    };
    if (isHost && pathname === '/remotes.json' && offset !== 0 && existsSync(join(dir, 'remotes.json'))) {
      setHeaders(res, pathname, csp);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(remotesConfig(dir)));
      return;
    }
    files(req, res, () => {
      // An asset that is not there is a 404; any other path is a client route.
      if (extname(pathname) !== '') {
        res.statusCode = 404;
        res.setHeader('Cache-Control', 'no-cache');
        res.end('Not found');
        return;
      }
      // A path that is none of the site's pages gets the app's own 404 page, with a 404 status.
      const pages = isHost ? sitePaths(dir) : undefined;
      if (pages && !pages.includes(pagePath(pathname))) res.statusCode = 404;
      const index = join(dir, 'index.html');
      setHeaders(res, '/index.html', csp);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', statSync(index).size);
      res.end(readFileSync(index));
    });
  }));
  server.listen(portOf(app.name), () => {
    console.log(`${app.name.padEnd(8)} http://localhost:${portOf(app.name)}`);
  });
}
