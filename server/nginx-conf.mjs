#!/usr/bin/env node
// Writes deploy/nginx/bookmarked.conf and bookmarked-common.conf from the app registry and the
// header table: one server block per app. Run it after adding an app (pnpm new:remote does);
// a unit test fails while the committed files differ from what it writes.
//   node server/nginx-conf.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps } from '../apps.config.mjs';
import { cacheRules, commonHeaders, compression, contentSecurityPolicy, defaultCacheControl, notFoundCacheControl, reportingEndpoints } from './headers.mjs';
import { DEFAULT_HEAD_FILE, DEFAULT_PAGE_FILE, navToken, NOT_FOUND_FILE, PAGE_QUERY_CHARACTERS, SSI_INDEX } from '@bookmarked/shared/composition';
import { LIVE_LINK } from './release/liveLinks.mjs';
import { pagesLocationRegex } from './siteRoutes.mjs';
import { viewParamPages } from './composition/pageRoute.mjs';
import { IMPORT_MAP_HEADER, SSI_CURRENT_PAGE, SSI_IMPORT_MAP, SSI_REMOTES_JSON } from './composition/composePage.mjs';
import { IMPORT_MAP_FOLDER, LIVE_MAP, MAP_FILE, MAP_HASH_PATTERN } from './composition/importMapFolder.mjs';
import { STALE_PAGE_TIMING } from '@bookmarked/shared/boot-blocks';
import { RELEASE_ID_PATTERN } from './release/releaseFolder.mjs';
import { PRIVATE_HOST_FILES } from './release/site.mjs';
import { MAX_BODY_BYTES } from './rum/contract.mjs';

/** The placeholder for an app's port: {{HOST_PORT}}, {{CATALOG_PORT}}, … */
export const portPlaceholder = (name) => `${name.toUpperCase().replace(/\W/g, '_')}_PORT`;

/** The placeholder for where a remote's files live, from remotes.json: {{CATALOG_BASE}}, … */
export const basePlaceholder = (name) => `${name.toUpperCase().replace(/\W/g, '_')}_BASE`;

const viewParamRemotes = Object.entries(apps.remotes)
  .filter(([, app]) => Object.values(app.pages).some((page) => 'viewParams' in page))
  .map(([name]) => name);
/** The pages the header links to. */
const navPaths = Object.values(apps.remotes).flatMap((app) => Object.values(app.pages).flatMap((page) => ('nav' in page && page.nav ? [page.path] : [])));
/** A page's path as a regex of its own, without its trailing slash. */
const escapePath = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/$/, '');

/** How long a page waits for a remote's rendered page before it is served without it. */
const FRAGMENT_TIMEOUT = { connect: '300ms', read: '500ms' };

/**
 * A remote's rendered page (`page`) or its head (`head`), for the host's SSI includes only.
 *
 * A remote promoted through server/release is read from its live release's folder, through
 * the `releases/<remote>/live` link that every promotion and rollback moves
 * (server/release/liveLinks.mjs): nginx reads no JSON, so this is how it follows remotes.json
 * on the next request, without a reload. A page the release does not have gets the build's
 * default, never another build's page. The folder's real name (the link resolved) gives the
 * release's address for its style sheets.
 *
 * Without a link, the remote lives elsewhere (its own origin): its pages are fetched from the
 * address remotes.json gave when the config was written, uncompressed so the page's style
 * sheets' addresses can be made absolute. A missing page, an error or a slow remote gets what the
 * host's build put there instead.
 */
const fragmentLocation = (name, part) => `  location ^~ /__fragments/${part}/${name}/ {
    internal;
    if (-e {{DIST}}/releases/${name}/${LIVE_LINK}) {
      rewrite ^/__fragments/${part}/${name}/(.*)$ /__live/${part}/${name}/fragments/$1 last;
    }
    proxy_pass {{${basePlaceholder(name)}}}fragments/;
    proxy_set_header Accept-Encoding "";
    proxy_connect_timeout ${FRAGMENT_TIMEOUT.connect};
    proxy_send_timeout ${FRAGMENT_TIMEOUT.read};
    proxy_read_timeout ${FRAGMENT_TIMEOUT.read};
    proxy_intercept_errors on;
    error_page 400 403 404 500 502 503 504 = @bookmarked_default_${part};
    sub_filter 'href="assets/' 'href="{{${basePlaceholder(name)}}}assets/';
    sub_filter_once off;
  }
  location ^~ /__live/${part}/${name}/ {
    internal;
    alias {{DIST}}/releases/${name}/${LIVE_LINK}/;
    log_not_found off;
    error_page 403 404 = @bookmarked_default_${part};
    sub_filter 'href="assets/' 'href="/releases/${name}/$bookmarked_live_release/assets/';
    sub_filter_once off;
  }
`;

/**
 * Whether a remote rendered the view a request names, for a page whose every view is rendered
 * (`viewParams`), asked before the page's status goes out (auth_request): 403 when it did not,
 * so the page is answered 404 with its 'not found' view; anything else (a remote down or slow)
 * lets the page be composed as usual, its includes falling back as ever.
 */
const viewCheckLocation = (name) => `  location ^~ /__view_check/${name}/ {
    internal;
    if (-e {{DIST}}/releases/${name}/${LIVE_LINK}) {
      rewrite ^/__view_check/${name}/(.*)$ /__view_check_live/${name}/fragments/$1 last;
    }
    proxy_pass {{${basePlaceholder(name)}}}fragments/;
    proxy_method HEAD;
    proxy_pass_request_body off;
    proxy_set_header Content-Length "";
    proxy_connect_timeout ${FRAGMENT_TIMEOUT.connect};
    proxy_read_timeout ${FRAGMENT_TIMEOUT.read};
    proxy_intercept_errors on;
    error_page 404 = @bookmarked_no_view;
    error_page 400 403 500 502 503 504 = @bookmarked_view_unknown;
  }
  location ^~ /__view_check_live/${name}/ {
    internal;
    alias {{DIST}}/releases/${name}/${LIVE_LINK}/;
    log_not_found off;
    error_page 403 404 = @bookmarked_no_view;
  }
`;

/** The view checks' answers, and the 'not found' view of a page whose every view is rendered. */
const viewChecks = `  # auth_request names a fixed address: the view's own is made here.
  location = /__view_check {
    internal;
    rewrite ^ /__view_check/$bookmarked_page.html last;
  }
  location ^~ /__view_check/ {
    internal;
    return 204;
  }
  location @bookmarked_no_view {
    return 403;
  }
  location @bookmarked_view_unknown {
    return 204;
  }
  location @bookmarked_view_not_found {
    ssi on;
    set $bookmarked_page $bookmarked_page_remote$bookmarked_page_dir/index;
    set $${SSI_CURRENT_PAGE} $bookmarked_nav_token;
    try_files /${SSI_INDEX} /index.html =404;
  }
`;

/** What the build put into the head and the slot, for a page no remote renders. */
const defaultPart = (part, file) => `  location ^~ /__fragments/${part}/ {
    internal;
    try_files /${file} =404;
  }
  location @bookmarked_default_${part} {
    try_files /${file} =404;
  }
`;

/**
 * With PORT_OFFSET (server/nginx.mjs), the local ports remotes.json names move with the apps,
 * as server/serve.mjs moves them: rewritten on the way out, so promotions still apply at once.
 * Served with TLS (`localScheme` https), those entries become https too, whichever they named.
 */
const movedPortFilters = (moved, localScheme) =>
  moved
    .flatMap(([from, to]) =>
      localScheme === 'http'
        ? [`'//localhost:${from}/' '//localhost:${to}/'`]
        : [`'http://localhost:${from}/' '${localScheme}://localhost:${to}/'`, ...(from === to ? [] : [`'https://localhost:${from}/' 'https://localhost:${to}/'`])],
    )
    .map((filter) => `    sub_filter ${filter};
`)
    .join('');

const movedRemotesJson = (moved, localScheme) =>
  moved.length === 0
    ? ''
    : `  location = /remotes.json {
    sub_filter_types application/json;
    sub_filter_once off;
${movedPortFilters(moved, localScheme)}    try_files $uri =404;
  }
`;

/**
 * remotes.json for the composed page's boot data block (shared/src/composition/bootBlocks.mjs),
 * as the host's block serves it, with every \`<\` written \`\u003c\` so nothing in it can end the
 * block. A missing file leaves the block empty, and the page fetches the file.
 */
const bootRemotesJson = (moved, localScheme) => `  location = ${SSI_REMOTES_JSON} {
    internal;
    sub_filter_types *;
    sub_filter_once off;
    sub_filter '<' '\\u003c';
${movedPortFilters(moved, localScheme)}    try_files /remotes.json =204;
  }
`;

/**
 * The import map the visitors' block names by its hash (IMPORT_MAP_HEADER), from its folder
 * (server/composition/importMapFolder.mjs), for the SSI template's head; nothing when none is
 * named, or when that map is gone (the page then loads its modules unchecked, never breaks).
 */
const importMapLocations = `  location ~ "^${SSI_IMPORT_MAP}(?<bookmarked_map_named>${MAP_HASH_PATTERN})$" {
    internal;
    alias {{DIST}}/releases/${IMPORT_MAP_FOLDER}/$bookmarked_map_named/${MAP_FILE};
    log_not_found off;
    error_page 403 404 = @bookmarked_no_import_map;
  }
  location ${SSI_IMPORT_MAP} {
    internal;
    return 204;
  }
  location @bookmarked_no_import_map {
    return 204;
  }
`;

/** How long nginx keeps a composed page: a promotion or rollback reaches visitors within it. */
const COMPOSED_PAGE_KEPT = '1s';

/**
 * The host's pages composed (SSI) with the route's page as its remote rendered it, from
 * index.ssi.html, in a server block that only the host's own block reaches (a socket): composing
 * and gzipping a page takes most of a request's time, so the visitors' block keeps each
 * composed page for COMPOSED_PAGE_KEPT and answers from that copy.
 */
const composingRoutes = `${viewParamPages.length === 0 ? '' : `  # A page whose every view its remote rendered: a view it did not render is a 404 (its 'not found').
  location ~ ${pagesLocationRegex(viewParamPages.map(({ path }) => path))} {
    ssi on;
    set $bookmarked_page $bookmarked_page_remote$bookmarked_page_dir/$bookmarked_page_query;
    set $${SSI_CURRENT_PAGE} $bookmarked_nav_token;
    auth_request /__view_check;
    error_page 403 =404 @bookmarked_view_not_found;
    try_files /${SSI_INDEX} /index.html =404;
  }
`}  location ~ {{HOST_PAGES}} {
    ssi on;
    set $bookmarked_page $bookmarked_page_remote$bookmarked_page_dir/$bookmarked_page_query;
    set $${SSI_CURRENT_PAGE} $bookmarked_nav_token;
    try_files /${SSI_INDEX} /index.html =404;
  }
${Object.keys(apps.remotes)
  .flatMap((name) => [fragmentLocation(name, 'page'), fragmentLocation(name, 'head'), ...(viewParamRemotes.includes(name) ? [viewCheckLocation(name)] : [])])
  .join('')}${viewParamPages.length === 0 ? '' : viewChecks}${defaultPart('page', DEFAULT_PAGE_FILE)}${defaultPart('head', DEFAULT_HEAD_FILE)}`;

/**
 * A composed page, from the composing block, as kept: one copy a page and encoding, composed at
 * most once per COMPOSED_PAGE_KEPT (the visitors who ask meanwhile wait for that one, and once
 * it is older, get it while a fresh one is made), the last one served while the composing
 * block fails. The page is the same for every visitor (a canary splits them in the browser), so
 * it is keyed by its address and the import map it carries alone. The headers are this block's,
 * as for any other file.
 *
 * The import map is the one the live link leads to when the request comes in: its folder's name
 * is its hash ($bookmarked_import_map), which the composing block is told to include, the copy
 * is kept under, and the CSP allows (the root is never served from here; it only names the map).
 * A copy kept and the header sent with it name the same map, whenever the link moves.
 */
const composedPagesProxy = `  location ~ {{HOST_PAGES}} {
    root {{DIST}}/releases/${IMPORT_MAP_FOLDER}/${LIVE_MAP};
    set $bookmarked_import_map $bookmarked_live_import_map;
    proxy_pass http://bookmarked_composing;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Accept-Encoding $bookmarked_gzip;
    proxy_set_header ${IMPORT_MAP_HEADER} $bookmarked_import_map;
    proxy_cache bookmarked_pages;
    proxy_cache_key $request_uri$bookmarked_gzip$bookmarked_import_map;
    proxy_cache_valid 200 404 ${COMPOSED_PAGE_KEPT};
    proxy_cache_lock on;
    proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
    proxy_cache_background_update on;
  }
`;

/** The composing block: it listens on a socket, not a port, so no visitor reaches it. */
const composingBlock = (moved, localScheme) => `upstream bookmarked_rum {
  server unix:{{RUM_SOCKET}};
}
upstream bookmarked_composing {
  server unix:{{COMPOSING_SOCKET}};
  keepalive 16;
}
server {
  listen unix:{{COMPOSING_SOCKET}};
  root {{DIST}}/host;
${bootRemotesJson(moved, localScheme)}${importMapLocations}${composingRoutes}}
`;

/**
 * RUM beacons and CSP reports, for the collector (server/rum) on its socket: nginx refuses a
 * body over the beacon's cap itself, and gives the collector the visitor's address.
 */
const collectorRoutes = ['/rum', '/csp-report'].map((path) => `  location = ${path} {
    client_max_body_size ${MAX_BODY_BYTES / 1024}k;
    proxy_pass http://bookmarked_rum;
    proxy_set_header X-Forwarded-For $remote_addr;
  }
`).join('');

/** The host's block: its pages from the composed copies kept, any other path a file or the app's own 404. */
const hostRoutes = (moved, localScheme) => `  # No import map but on a composed page (set there).
  set $bookmarked_import_map "";
${movedRemotesJson(moved, localScheme)}  # RUM beacons and CSP reports go to the collector.
${collectorRoutes}  # The site's pages are the app, with the route's page from its remote put in (composed
  # below); any other path gets the app's own 404 page with a 404 status.
${composedPagesProxy}  # The operators' files beside remotes.json (the promotions' history, a promotion's lock).
${PRIVATE_HOST_FILES.map((file) => `  location ^~ /${file} {
    return 404;
  }
`).join('')}
  # Remote releases (server/release): {{DIST}}/releases/<app>/<id>/, each file cached for good.
  # Only a release's own folder: the live link beside it names different files over time.
  location ^~ /releases/ {
    root {{DIST}};
    location ~ "^/releases/[a-z][a-z0-9-]*/${RELEASE_ID_PATTERN}/" {
      try_files $uri =404;
    }
    return 404;
  }
  location / {
    try_files $uri =404;
    error_page 404 /${NOT_FOUND_FILE};
  }
  # The app's 404 page as its build drew it (index.html from a build without one).
  location = /${NOT_FOUND_FILE} {
    try_files $uri /index.html;
  }
`;

/**
 * Which remote's rendered page a request asks for, as \`$bookmarked_page\`: the remote, the path's
 * folders and the query (or \`index\`), the names a remote's build gives its pages. A query of
 * other characters than a page's query holds names no page.
 */
function pageMaps() {
  const routes = Object.entries(apps.remotes).flatMap(([name, app]) =>
    Object.values(app.pages).map((page) => `  ~^${escapePath(page.path)}/?$ ${name};`),
  );
  return `map $uri $bookmarked_page_route {
${routes.join('\n')}
  default "";
}
# A remote listed here is never composed: nginx cannot read a semver range, so server/nginx.mjs
# checks each remote's range against the host's platform when it writes the config.
map $bookmarked_page_route $bookmarked_page_remote {
{{UNCOMPOSED_REMOTES}}
  default $bookmarked_page_route;
}
# The release a live link leads to (its folder's real name), for its style sheets' address.
map $realpath_root $bookmarked_live_release {
  "~/(?<bookmarked_release_id>${RELEASE_ID_PATTERN})/?$" $bookmarked_release_id;
  default "";
}
# The header link marked current: the page's path as a word SSI compares (navToken).
map $uri $bookmarked_nav_token {
${navPaths.map((path) => `  ~*^${escapePath(path)}/*$ ${navToken(path)};`).join('\n')}
  default "";
}
map $uri $bookmarked_page_dir {
  / "";
  ~^(?<bookmarked_dir>/.*?)/*$ $bookmarked_dir;
}
# The query a page's view is named after: for a page whose every view is rendered, its view
# parameters alone (a link's utm_source changes nothing); the whole query for any other.
map $uri $bookmarked_view_args {
${viewParamPages.map(({ path, viewParams }) => `  ~^${escapePath(path)}/?$ "${viewParams.map((name) => `${name}=$arg_${name}`).join('&')}";
`).join('')}  default $args;
}
map $bookmarked_view_args $bookmarked_page_query {
  "" index;
  ~^[${PAGE_QUERY_CHARACTERS}]+$ $bookmarked_view_args;
  default "-";
}`;
}

/** A remote run on its own: any other path is a client-side route of its page. */
const remoteRoutes = `  # Any other path is a client-side route of the remote's own page.
  location / {
    try_files $uri /index.html;
  }
`;

const serverBlock = (name, dir, csp, routes, extraHeaders = '') => `server {
  listen {{${portPlaceholder(name)}}}{{LISTEN_OPTIONS}};
  root {{DIST}}/${dir};
  include {{CONF_DIR}}/bookmarked-common.conf;
${routes}  add_header Content-Security-Policy "${csp}" always;
${extraHeaders}}
`;

/**
 * The main config.
 *   movedPorts: [default port, port served on] of each app, when server/nginx.mjs runs with a
 *   PORT_OFFSET or TLS (never in deploy/nginx).
 *   localScheme: the scheme those local entries are rewritten to: https when it serves with TLS.
 * @param {{ movedPorts?: [number, number][], localScheme?: string }} [options]
 */
export function renderMainConf({ movedPorts = [], localScheme = 'http' } = {}) {
  const width = Math.max(...cacheRules.map((rule) => rule.pattern.length)) + 3;
  const map = [
    ...cacheRules.map((rule) => `  ${`~${rule.pattern}`.padEnd(width)}"${rule.value}";`),
    `  ${'default'.padEnd(width)}"${defaultCacheControl}";`,
  ].join('\n');
  const remotes = Object.entries(apps.remotes)
    .map(([name, app]) => serverBlock(name, app.dir, contentSecurityPolicy(), remoteRoutes))
    .join('\n');
  return `# Bookmarked on nginx: the host and each remote on its own port (origin).
# Written by server/nginx-conf.mjs from apps.config.mjs and server/headers.mjs: edit those.
# server/nginx.mjs fills in the {{...}} placeholders; on a real server, write them by hand:
#   {{DIST}}            folder holding each app's dist/ output under its folder name (host/, mfe-catalog/, …)
#                       and the remotes' releases (releases/, see server/release), with the
#                       import maps the composed pages carry in releases/.import-map/ (written by
#                       node server/composition/importMapFolder.mjs, then by promote and rollback)
#   {{CONF_DIR}}        folder holding bookmarked-common.conf
#   {{*_PORT}}          the ports to listen on
#   {{LISTEN_OPTIONS}}  empty for plain HTTP/1.1, or " ssl http2" for TLS and HTTP/2 (nginx 1.22's
#                       spelling; 1.25.1 on takes "ssl" and \`http2 on;\`), with ssl_certificate and
#                       ssl_certificate_key set in the http block
#   {{REMOTE_ORIGINS}}  the origins remotes.json points at (space-separated), for the CSP
#   {{REMOTE_PRECONNECT}} the same origins as a Link header value: <origin>; rel=preconnect; crossorigin, …
#   {{HOST_PAGES}}      a regex of the host's page paths, from its build's routes.json, e.g.
#                       ^(/|/details|/listed|/pages-graph|/__versions)/?$
#   {{*_BASE}}          where each remote's files are when no release of it is live (its
#                       own origin), from remotes.json: its entry's folder, e.g. http://localhost:4174/
#                       (its rendered pages are under fragments/)
#   {{COMPOSING_SOCKET}} a socket path for the block that composes the host's pages, e.g.
#                       /run/nginx/bookmarked-composing.sock
#   {{RUM_SOCKET}}      the socket the RUM collector (node server/rum/standalone.mjs <socket>)
#                       listens on, e.g. /run/bookmarked/rum.sock
#   {{CACHE_DIR}}       a folder nginx may write the composed pages it keeps to, e.g.
#                       /var/cache/nginx/bookmarked
#   {{UNCOMPOSED_REMOTES}} one line \`<remote> "";\` for each remote whose platform range the host
#                       does not meet (or that could not be checked); empty for none

# Cache-Control by path, first match wins (after a client-route fallback, $uri is /index.html).
map $uri $bookmarked_cache_control {
${map}
}
# A 404 keeps nothing, whatever its path: a hashed asset's row would keep a missing file for good.
map $status $bookmarked_response_cache_control {
  404 "${notFoundCacheControl}";
  default $bookmarked_cache_control;
}

# The remote page a host page is composed with (see the host's server block).
${pageMaps()}

# Debian's mime.types has no entry for the web app manifest.
types {
  application/manifest+json webmanifest;
}

# A composed page served from the copy kept while a fresh one is made (the first request after
# it went out of date, however long ago) says so: its boot data (remotes.json) may be that old,
# and the page then fetches the file instead (host/src/startup/head/bootData.ts). Empty: no header.
map $upstream_cache_status $bookmarked_stale_page {
  STALE "${STALE_PAGE_TIMING}";
  UPDATING "${STALE_PAGE_TIMING}";
  default "";
}

# The import map of the next composed page (server/composition/importMapFolder.mjs): the folder
# the live link leads to is named by the map's sha256, which the page's CSP allows it by.
map $realpath_root $bookmarked_live_import_map {
  "~/${IMPORT_MAP_FOLDER.replaceAll('.', '\\.')}/(?<bookmarked_map_hash>${MAP_HASH_PATTERN})$" $bookmarked_map_hash;
  default "";
}
map $bookmarked_import_map $bookmarked_import_map_source {
  "" "";
  default "'sha256-$bookmarked_import_map'";
}

# The composed pages kept (see the host's block): a client that takes gzip gets the gzipped copy.
proxy_cache_path {{CACHE_DIR}} levels=1:2 keys_zone=bookmarked_pages:10m max_size=256m inactive=10m use_temp_path=off;
map $http_accept_encoding $bookmarked_gzip {
  ~*gzip gzip;
  default "";
}

gzip on;
gzip_comp_level ${compression.level};
gzip_min_length ${compression.minLength};
gzip_types ${compression.types.join(' ')};

# The host's pages, composed for the host's block below.
${composingBlock(movedPorts, localScheme)}
# The host: may run code only from itself and from the remotes it is configured with.
${serverBlock('host', apps.host.dir, contentSecurityPolicy(['{{REMOTE_ORIGINS}}'], { reports: true, inlineScripts: ['$bookmarked_import_map_source'] }), hostRoutes(movedPorts, localScheme), `  add_header Link "{{REMOTE_PRECONNECT}}" always;\n  add_header Server-Timing $bookmarked_stale_page always;\n  add_header Reporting-Endpoints '${reportingEndpoints}' always;\n`)}
# Each remote: its files are fetched cross-origin by the host (CORS), and its own index.html
# is the remote running standalone.
${remotes}`;
}

export function renderCommonConf() {
  const headers = Object.entries(commonHeaders)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
  return `# Shared by every Bookmarked server block. Written by server/nginx-conf.mjs.
add_header Cache-Control $bookmarked_response_cache_control always;
${headers}

# A missing asset is a 404, never the app's HTML.
location /assets/ {
  try_files $uri =404;
}
location ~ \\.[A-Za-z0-9]+$ {
  try_files $uri =404;
}
`;
}

/**
 * nginx.conf for an nginx run from a folder of its own (server/nginx.mjs, the bench's neutral
 * nginx): its pid, log and temp files there, root only when run as root, and `http` inside the
 * http block, after the certificate when it serves with TLS.
 * @param {{ dir: string, tempDir: string, tls?: { key: string, cert: string }, http: string }} options
 */
export function processConf({ dir, tempDir, tls, http }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${tempDir}/body;
  proxy_temp_path ${tempDir}/proxy;
  fastcgi_temp_path ${tempDir}/fastcgi;
  uwsgi_temp_path ${tempDir}/uwsgi;
  scgi_temp_path ${tempDir}/scgi;
${tls ? `  ssl_certificate ${tls.cert};\n  ssl_certificate_key ${tls.key};\n` : ''}${http}}
`;
}

export const confFiles = {
  'deploy/nginx/bookmarked.conf': renderMainConf,
  'deploy/nginx/bookmarked-common.conf': renderCommonConf,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [file, render] of Object.entries(confFiles)) writeFileSync(`${root}${file}`, render());
  console.log(`wrote ${Object.keys(confFiles).join(', ')}`);
}
