#!/usr/bin/env node
// Writes deploy/nginx/bookmarked.conf and bookmarked-common.conf from the app registry and the
// header table: one server block per app. Run it after adding an app (pnpm new:remote does);
// a unit test fails while the committed files differ from what it writes.
//   node scripts/nginx-conf.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps } from '../apps.config.mjs';
import { cacheRules, commonHeaders, compression, contentSecurityPolicy, defaultCacheControl } from './headers.mjs';
import { DEFAULT_HEAD_FILE, DEFAULT_PAGE_FILE, SSI_INDEX } from './composition/markers.mjs';
import { PRIVATE_HOST_FILES } from './release/site.mjs';

/** The placeholder for an app's port: {{HOST_PORT}}, {{CATALOG_PORT}}, … */
export const portPlaceholder = (name) => `${name.toUpperCase().replace(/\W/g, '_')}_PORT`;

/** The placeholder for where a remote's files live, from remotes.json: {{CATALOG_BASE}}, … */
export const basePlaceholder = (name) => `${name.toUpperCase().replace(/\W/g, '_')}_BASE`;
/** The same address in two parts, its origin and its path: {{CATALOG_ORIGIN}}, {{CATALOG_BASE_PATH}}. */
export const originPlaceholder = (name) => `${name.toUpperCase().replace(/\W/g, '_')}_ORIGIN`;
export const basePathPlaceholder = (name) => `${basePlaceholder(name)}_PATH`;

/** How long a page waits for a remote's rendered page before it is served without it. */
const FRAGMENT_TIMEOUT = { connect: '300ms', read: '500ms' };

/**
 * A remote's rendered page (`page`) or its head (`head`), for the host's SSI includes only.
 * From the remote's live release on disk when it has one (releases/<app>/live, which
 * `pnpm promote` and `pnpm rollback` move, so the next request composes the new release with
 * no reload); else fetched from the remote's origin (the address remotes.json gave when nginx
 * started), uncompressed so the page's style sheets' addresses can be made absolute. A missing
 * page, an error or a slow remote gets what the host's build put there instead.
 */
const fragmentLocation = (name, part) => `  location ^~ /__fragments/${part}/${name}/ {
    internal;
    root {{DIST}};
    rewrite ^/__fragments/${part}/${name}/(.*)$ /releases/${name}/live/fragments/$1 break;
    try_files $uri @bookmarked_${part}_from_${name};
  }
  location @bookmarked_${part}_from_${name} {
    rewrite ^/releases/${name}/live/fragments/(.*)$ {{${basePathPlaceholder(name)}}}fragments/$1 break;
    proxy_pass {{${originPlaceholder(name)}}};
    proxy_set_header Accept-Encoding "";
    proxy_connect_timeout ${FRAGMENT_TIMEOUT.connect};
    proxy_send_timeout ${FRAGMENT_TIMEOUT.read};
    proxy_read_timeout ${FRAGMENT_TIMEOUT.read};
    proxy_intercept_errors on;
    error_page 400 403 404 500 502 503 504 = @bookmarked_default_${part};
${part === 'page' ? `    sub_filter 'href="assets/' 'href="{{${basePlaceholder(name)}}}assets/';
    sub_filter_once off;
` : ''}  }
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
 * The host's pages are the app, composed with the route's page as its remote rendered it
 * (SSI, from index.ssi.html); any other path gets the app's own 404 page with a 404 status.
 */
const hostRoutes = `  # The site's pages are the app, with the route's page from its remote put in (SSI); any other
  # path gets the app's own 404 page with a 404 status.
  location ~ {{HOST_PAGES}} {
    ssi on;
    set $bookmarked_page $bookmarked_page_remote$bookmarked_page_dir/$bookmarked_page_query;
    try_files /${SSI_INDEX} /index.html =404;
  }
${Object.keys(apps.remotes)
  .flatMap((name) => [fragmentLocation(name, 'page'), fragmentLocation(name, 'head')])
  .join('')}${defaultPart('page', DEFAULT_PAGE_FILE)}${defaultPart('head', DEFAULT_HEAD_FILE)}  # The operators' files beside remotes.json (the promotions' history, a promotion's lock).
${PRIVATE_HOST_FILES.map((file) => `  location ^~ /${file} {
    return 404;
  }
`).join('')}
  # Remote releases (scripts/release): {{DIST}}/releases/<app>/<id>/, each file cached for good.
  location ^~ /releases/ {
    root {{DIST}};
    try_files $uri =404;
  }
  location / {
    try_files $uri =404;
    error_page 404 /index.html;
  }
`;

/**
 * Which remote's rendered page a request asks for, as \`$bookmarked_page\`: the remote, the path's
 * folders and the query (or \`index\`), the names a remote's build gives its pages. A query of
 * anything but plain characters names no page.
 */
function pageMaps() {
  const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/$/, '');
  const routes = Object.entries(apps.remotes).flatMap(([name, app]) =>
    Object.values(app.pages).map((page) => `  ~^${escape(page.path)}/?$ ${name};`),
  );
  return `map $uri $bookmarked_page_remote {
${routes.join('\n')}
  default "";
}
map $uri $bookmarked_page_dir {
  / "";
  ~^(?<bookmarked_dir>/.*?)/*$ $bookmarked_dir;
}
map $args $bookmarked_page_query {
  "" index;
  ~^[A-Za-z0-9=&_-]+$ $args;
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
  listen {{${portPlaceholder(name)}}};
  root {{DIST}}/${dir};
  include {{CONF_DIR}}/bookmarked-common.conf;
${routes}  add_header Content-Security-Policy "${csp}" always;
${extraHeaders}}
`;

export function renderMainConf() {
  const width = Math.max(...cacheRules.map((rule) => rule.pattern.length)) + 3;
  const map = [
    ...cacheRules.map((rule) => `  ${`~${rule.pattern}`.padEnd(width)}"${rule.value}";`),
    `  ${'default'.padEnd(width)}"${defaultCacheControl}";`,
  ].join('\n');
  const remotes = Object.entries(apps.remotes)
    .map(([name, app]) => serverBlock(name, app.dir, contentSecurityPolicy(), remoteRoutes))
    .join('\n');
  return `# Bookmarked on nginx: the host and each remote on its own port (origin).
# Written by scripts/nginx-conf.mjs from apps.config.mjs and scripts/headers.mjs: edit those.
# scripts/nginx.mjs fills in the {{...}} placeholders; on a real server, write them by hand:
#   {{DIST}}            folder holding each app's dist/ output under its folder name (host/, mfe-catalog/, …)
#                       and the remotes' releases (releases/, see scripts/release)
#   {{CONF_DIR}}        folder holding bookmarked-common.conf
#   {{*_PORT}}          the ports to listen on
#   {{REMOTE_ORIGINS}}  the origins remotes.json points at (space-separated), for the CSP
#   {{REMOTE_PRECONNECT}} the same origins as a Link header value: <origin>; rel=preconnect; crossorigin, …
#   {{HOST_PAGES}}      a regex of the host's page paths, from its build's routes.json, e.g.
#                       ^(/|/details|/listed|/pages-graph|/__versions)/?$
#   {{*_BASE}}          where each remote's files are, from remotes.json: its entry's folder,
#                       e.g. http://localhost:4174/ (its rendered pages are under fragments/);
#                       {{*_ORIGIN}} and {{*_BASE_PATH}} the same in two parts (http://localhost:4174, /).
#                       Composed pages come from releases/<app>/live/ first, when it exists.

# Cache-Control by path, first match wins (after a client-route fallback, $uri is /index.html).
map $uri $bookmarked_cache_control {
${map}
}

# The remote page a host page is composed with (see the host's server block).
${pageMaps()}

# Debian's mime.types has no entry for the web app manifest.
types {
  application/manifest+json webmanifest;
}

gzip on;
gzip_comp_level ${compression.level};
gzip_min_length ${compression.minLength};
gzip_types ${compression.types.join(' ')};

# The host: may run code only from itself and from the remotes it is configured with.
${serverBlock('host', apps.host.dir, contentSecurityPolicy(['{{REMOTE_ORIGINS}}']), hostRoutes, '  add_header Link "{{REMOTE_PRECONNECT}}" always;\n')}
# Each remote: its files are fetched cross-origin by the host (CORS), and its own index.html
# is the remote running standalone.
${remotes}`;
}

export function renderCommonConf() {
  const headers = Object.entries(commonHeaders)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
  return `# Shared by every Bookmarked server block. Written by scripts/nginx-conf.mjs.
add_header Cache-Control $bookmarked_cache_control always;
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

export const confFiles = {
  'deploy/nginx/bookmarked.conf': renderMainConf,
  'deploy/nginx/bookmarked-common.conf': renderCommonConf,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [file, render] of Object.entries(confFiles)) writeFileSync(`${root}${file}`, render());
  console.log(`wrote ${Object.keys(confFiles).join(', ')}`);
}
