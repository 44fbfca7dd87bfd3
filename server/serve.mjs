#!/usr/bin/env node
// Serves every app's production build as the composed site: the host on its port and each
// remote on its own (apps.config.mjs), with the headers of server/headers.mjs, the same
// table deploy/nginx is written from. sirv serves the files, ETags and the client-route
// fallback; this file adds what sirv does not: those headers on every answer (304s and 404s
// too), the host's CSP from its remotes.json, a 404 status for paths that are none of the host's
// pages, compression like nginx's, live folder swaps, and pages composed from the remotes'
// rendered HTML (server/composition): COMPOSE_TIMEOUT_MS bounds the wait for a remote (500 ms;
// 0 composes nothing, every page served as built: the site's client path, which the bench
// measures beside it).
// PORT_OFFSET=N moves every app N ports up (parallel test runs), and the host's remotes.json
// entries that name the default local ports move with them. DIST_ROOT serves copies of the
// dist folders from elsewhere (the redeploy test). A replaced folder is picked up live.
// LISTEN_PORT_SHIFT=N: each app listens N ports above its address, while every address it
// gives out (remotes.json, composed pages) stays the one visitors use: for an edge cache that
// answers there and asks this server (server/varnish.mjs), which then gets its ESI template
// and parts (server/composition/surrogate.mjs).
//   node server/serve.mjs [host catalog …]   (default: every app)
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compressionMiddleware from 'compression';
import sirv from 'sirv';
import { apps } from '../apps.config.mjs';
import { cacheControlFor, commonHeaders, compression, contentSecurityPolicy, notFoundCacheControl, preconnectLinks, reportingEndpoints } from './headers.mjs';
import { hostPlatformVersion, pagePath, sitePaths } from './siteRoutes.mjs';
import { shiftLocalEntries } from './localPorts.mjs';
import { readWhenChanged } from './readWhenChanged.mjs';
import { NOT_FOUND_FILE } from '@bookmarked/shared/composition';
import { remotesBlock } from '@bookmarked/shared/boot-blocks';
import { createComposedPages } from './composition/composedPages.mjs';
import { createFragmentSource } from './composition/fragmentSource.mjs';
import { createImportMaps, withPreloadIntegrity } from './composition/importMap.mjs';
import { createSurrogateAnswers } from './composition/surrogate.mjs';
import { remotePageFor } from './composition/pageRoute.mjs';
import { createReleaseFiles } from './release/serveReleases.mjs';
import { PRIVATE_HOST_FILES, sitePaths as releasePaths } from './release/site.mjs';
import { startSiteCollector } from './rum/siteCollector.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.PORT_OFFSET ?? 0);
const listenShift = Number(process.env.LISTEN_PORT_SHIFT ?? 0);
const distRoot = process.env.DIST_ROOT;
const only = process.argv.slice(2);

const registered = [['host', apps.host], ...Object.entries(apps.remotes)];
const servedApps = registered
  .filter(([name]) => only.length === 0 || only.includes(name))
  .map(([name, app]) => ({ name, port: app.ports.prod + offset, listenPort: app.ports.prod + offset + listenShift, dir: join(distRoot ?? root, app.dir, distRoot ? '' : 'dist') }));

/** What the host falls back to without a usable remotes.json: the remotes on the local ports. */
const localRemotes = () => ({
  remotes: Object.fromEntries(
    Object.entries(apps.remotes).map(([name, app]) => [name, `http://localhost:${app.ports.prod + offset}/remoteEntry.js`]),
  ),
});

let reportedProblem;
/** remotes.json checked and with its local ports moved, parsed again only once it changes. */
const readRemotesConfig = readWhenChanged((text) => {
  const config = JSON.parse(text);
  if (typeof config !== 'object' || config === null) throw new Error('not a JSON object');
  Object.values(config.remotes ?? {}).forEach((entry) => new URL(entry, 'http://localhost'));
  // A relative entry (a release on the host's own origin) moves with the host by itself.
  return shiftLocalEntries(config, offset);
});
/**
 * The host's remotes.json, looked at on every request so an edit applies at once. A missing or
 * broken file must not take the site down: it is reported once and the local ports are assumed,
 * as the host page itself does on a local host. The page reports mistakes inside the file.
 */
function remotesConfig(dir) {
  try {
    const config = readRemotesConfig(join(dir, 'remotes.json'));
    reportedProblem = undefined;
    return config;
  } catch (error) {
    if (reportedProblem !== error.message) console.error(`${join(dir, 'remotes.json')} is unusable (${error.message}); serving with the local ports`);
    reportedProblem = error.message;
    return localRemotes();
  }
}

/** remotes.json's boot data block, made once for each file read. */
const bootBlocksByConfig = new WeakMap();
/**
 * remotes.json as this request's page hands it to the browser (bootBlocks.mjs), or nothing
 * when the file is unusable: the page then fetches it, and reports its mistakes as ever.
 */
function remotesBootHtml(dir) {
  let config;
  try {
    config = readRemotesConfig(join(dir, 'remotes.json'));
  } catch {
    return '';
  }
  let block = bootBlocksByConfig.get(config);
  if (block === undefined) {
    block = remotesBlock(config);
    bootBlocksByConfig.set(config, block);
  }
  return block;
}

/** The host's index.html, read again only once it changes. */
const readIndexHtml = readWhenChanged((text) => text);

/** The origins a remotes.json names, worked out once for each file read. */
const originsByConfig = new WeakMap();
function originsOf(config) {
  let origins = originsByConfig.get(config);
  if (!origins) {
    origins = [...new Set(Object.values(config.remotes ?? {}).filter((url) => /^https?:/i.test(url)).map((url) => new URL(url).origin))];
    originsByConfig.set(config, origins);
  }
  return origins;
}

function setHeaders(res, pathname, csp, links) {
  for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', csp());
  const link = links();
  if (link) res.setHeader('Link', link);
  res.setHeader('Cache-Control', cacheControlFor(pathname));
}

const compressible = new Set(['text/html', ...compression.types]);
const compress = compressionMiddleware({
  level: compression.level,
  threshold: compression.minLength,
  filter: (_req, res) => compressible.has(String(res.getHeader('Content-Type') ?? '').split(';')[0].trim()),
});

const composeTimeoutMs = Number(process.env.COMPOSE_TIMEOUT_MS ?? 500);
const fragmentFor = createFragmentSource({ timeoutMs: composeTimeoutMs });
const importMapFor = createImportMaps(fragmentFor.readText);
const composedPages = createComposedPages({ level: compression.level });

/**
 * The route's page as its remote rendered it, and the view it shows, or undefined: a remote
 * without that page, down, slow or broken never makes a page fail.
 */
async function viewOf(dir, hostOrigin, url) {
  const target = composeTimeoutMs > 0 ? remotePageFor(url) : undefined;
  const entry = target && remotesConfig(dir).remotes?.[target.remote];
  if (!target || typeof entry !== 'string') return undefined;
  const [fragment, importMap] = await Promise.all([
    fragmentFor({
      remote: target.remote,
      entryUrl: new URL(entry, hostOrigin).href,
      path: target.key,
      notFoundPath: target.notFoundKey,
      platformVersion: hostPlatformVersion(dir),
    }),
    importMapFor(remotesConfig(dir), hostOrigin),
  ]);
  if (!fragment) return undefined;
  // Every id no book has shares the one 'not found'.
  return {
    fragment: {
      ...fragment,
      headHtml: importMap ? withPreloadIntegrity(fragment.headHtml, importMap.integrity) : fragment.headHtml,
      bootHtml: remotesBootHtml(dir),
      importMapHtml: importMap?.html ?? '',
    },
    inlineScripts: importMap ? [importMap.scriptSource] : [],
    view: fragment.notFound ? target.notFoundKey : target.key,
  };
}

/** The host's page with the route's page rendered in, or undefined for the page as built. */
async function composedPage(dir, hostOrigin, url) {
  const found = await viewOf(dir, hostOrigin, url);
  const page = found && composedPages(`${dir}\0${found.view}`, readIndexHtml(join(dir, 'index.html')), found.fragment);
  return page && { page, status: found.fragment.notFound ? 404 : 200, inlineScripts: found.inlineScripts };
}

/**
 * A composed page: 200 and revalidated by its ETag, or a 404 (a view its remote says does not
 * exist); gzipped once when it was composed, not on every request.
 */
function sendPage(req, res, { page, status }) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', page.etag);
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304);
      res.end();
      return;
    }
  } else {
    res.setHeader('Cache-Control', notFoundCacheControl);
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const body = gzip ? page.gzipped : page.html;
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const notFound = (_req, res) => {
  res.statusCode = 404;
  res.setHeader('Cache-Control', notFoundCacheControl);
  res.end('Not found');
};

/**
 * The operators' files beside remotes.json, and anything under the lock's folder, however the
 * path is spelled: sirv decodes it and finds the file under `/remotes%2Dhistory.json` too.
 */
function isPrivateHostPath(pathname) {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not decodable: sirv finds no file under it either.
  }
  return PRIVATE_HOST_FILES.some((file) => path === `/${file}` || path.startsWith(`/${file}/`));
}

// Remote releases (server/release), served from the host's origin under /releases/.
const releaseFiles = createReleaseFiles(releasePaths().releasesDir, notFound);

// The RUM collector (server/rum): POST /rum and /csp-report on the host's origin, its figures
// for Prometheus on the loopback's metrics port. Behind Varnish (LISTEN_PORT_SHIFT), the address a
// beacon came from is the one Varnish adds to X-Forwarded-For.
const servedHost = servedApps.find((app) => app.name === 'host');
const collector = servedHost && startSiteCollector({
  // A release on the host's own origin is told by its path (/releases/<remote>/), not its origin.
  remoteOrigins: () => Object.fromEntries(
    Object.entries(remotesConfig(servedHost.dir).remotes ?? {}).filter(([, entry]) => /^https?:/i.test(entry)).map(([name, entry]) => [name, new URL(entry).origin]),
  ),
  behindProxy: listenShift !== 0,
});

// Which Node serves the site: `pnpm start` and `pnpm serve` bring Node 24 (the root's `node`
// devDependency); .ci/run checks this line.
console.log(`serving on Node ${process.version}`);

for (const app of servedApps) {
  const { dir } = app;
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} is missing: run "pnpm build" first.`);
    process.exit(1);
  }
  const isHost = app.name === 'host';
  const remoteOrigins = () => (isHost ? originsOf(remotesConfig(dir)) : []);
  const csp = (inlineScripts = []) => contentSecurityPolicy(remoteOrigins(), { reports: isHost, inlineScripts });
  const links = () => preconnectLinks(remoteOrigins());
  const hostOrigin = `http://localhost:${app.port}/`;
  const answerSurrogate = isHost
    ? createSurrogateAnswers({
        indexHtml: () => readIndexHtml(join(dir, 'index.html')),
        viewOf: (url) => viewOf(dir, hostOrigin, url),
        importMap: () => importMapFor(remotesConfig(dir), hostOrigin),
        csp,
      })
    : () => false;
  // sirv indexes the folder once; a deploy that swaps the folder gets a fresh index. Paths
  // without an extension get index.html (client routes); a missing file is a 404.
  let served;
  const files = (req, res) => {
    const { ino, mtimeMs } = statSync(dir);
    const version = `${ino}:${mtimeMs}`;
    if (served?.version !== version) served = { version, handler: sirv(dir, { etag: true, single: true, onNoMatch: notFound }) };
    served.handler(req, res);
  };

  const server = createServer((req, res) => compress(req, res, () => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isHost && collector?.handle(req, res, pathname)) return;
    // sirv answers a 304 before any header hook of its own runs: the headers are set first,
    // and a 304 repeats the ETag it matched.
    setHeaders(res, pathname, csp, links);
    if (isHost) res.setHeader('Reporting-Endpoints', reportingEndpoints);
    // A path that is none of the host's pages gets the app's own 404 page with a 404 status.
    const pages = isHost && extname(pathname) === '' ? sitePaths(dir) : undefined;
    const notAPage = pages !== undefined && !pages.includes(pagePath(pathname));
    if (answerSurrogate(req, res, { pathname, isPage: isHost && !notAPage && extname(pathname) === '' })) return;
    if (notAPage) delete req.headers['if-none-match'];
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      if (status === 304 && req.headers['if-none-match']) res.setHeader('ETag', req.headers['if-none-match']);
      return writeHead(notAPage && status === 200 ? 404 : status, ...rest);
    };
    if (isHost && pathname === '/remotes.json' && offset !== 0 && existsSync(join(dir, 'remotes.json'))) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(remotesConfig(dir)));
      return;
    }
    if (isHost && isPrivateHostPath(pathname)) {
      notFound(req, res);
      return;
    }
    if (isHost && pathname.startsWith('/releases/')) {
      releaseFiles(req, res, pathname);
      return;
    }
    const isPage = isHost && !notAPage && extname(pathname) === '' && (req.method === 'GET' || req.method === 'HEAD');
    if (!isPage) {
      // The app's 404 page as its build drew it (index.html from a build without one).
      if (notAPage) req.url = `/${NOT_FOUND_FILE}`;
      files(req, res);
      return;
    }
    composedPage(dir, hostOrigin, req.url ?? '/').then(
      (page) => {
        if (!page) return files(req, res);
        res.setHeader('Content-Security-Policy', csp(page.inlineScripts));
        return sendPage(req, res, page);
      },
      () => files(req, res),
    );
  }));
  server.listen(app.listenPort, () => {
    console.log(`${app.name.padEnd(8)} http://localhost:${app.listenPort}`);
  });
}
