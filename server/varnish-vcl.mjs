#!/usr/bin/env node
// Writes deploy/varnish/bookmarked.vcl from the app registry, the header table and the surrogate
// contract (server/composition/surrogate.mjs): Varnish in front of each app's own server,
// composing the host's pages with ESI. Run it after adding an app (pnpm new:remote does); a
// unit test fails while the committed file differs from what it writes.
//   node server/varnish-vcl.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps } from '../apps.config.mjs';
import { notFoundCacheControl } from './headers.mjs';
import { viewParamPages } from './composition/pageRoute.mjs';
import { ESI_PART_PREFIX } from './composition/composePage.mjs';
import { SURROGATE_CAPABILITY, VIEW_HEADER } from './composition/surrogate.mjs';
import { pagePath, pagesLocationRegex } from './siteRoutes.mjs';
import { portPlaceholder } from './nginx-conf.mjs';

/** The placeholder for the port an app's own server listens on behind Varnish: {{HOST_ORIGIN_PORT}}, … */
export const originPortPlaceholder = (name) => portPlaceholder(`${name}_origin`);

/**
 * How long each part and the template are fresh, then how long a stale copy is served while a
 * fresh one is fetched (the remote well) or instead of one (the remote failing).
 */
const EDGE_TIMES = { ttl: '1s', revalidating: '3s', staleIfError: '24h' };

const remoteNames = Object.keys(apps.remotes);
const firstPagePath = (name) => pagePath(Object.values(apps.remotes[name].pages)[0].path);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each remote's parts go through a backend of their own on the host's server, whose probe asks
 * for the remote's first page: a remote found failing gets its last good parts for as long as
 * it fails, without a visitor waiting for it first.
 */
const partBackends = () =>
  remoteNames
    .map(
      (name) => `probe part_${name} {
  .request = "GET ${ESI_PART_PREFIX}page${firstPagePath(name)} HTTP/1.1"
    "Host: localhost"
    {"Surrogate-Capability: ${SURROGATE_CAPABILITY}"}
    "Connection: close";
  .interval = 1s;
  .timeout = {{PART_TIMEOUT}};
  .window = 3;
  .threshold = 2;
  .initial = 2;
}
backend parts_${name} {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{${originPortPlaceholder('host')}}}";
  .probe = part_${name};
}
`,
    )
    .join('');

const backends = () =>
  `${['host', ...remoteNames]
    .map(
      (name) => `backend ${name} {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{${originPortPlaceholder(name)}}}";
}
`,
    )
    .join('')}backend assembler {
  .host = "127.0.0.1";
  .port = "{{ASSEMBLE_PORT}}";
}
`;

/** The remote whose parts a part's address (`/__fragments/page/details?id=5`) asks for. */
const partRemote = () =>
  Object.entries(apps.remotes)
    .map(([name, app], index) => {
      const paths = Object.values(app.pages).map((page) => escapeRegex(pagePath(page.path)));
      return `  ${index === 0 ? 'if' : '} elsif'} (req.url ~ "^${ESI_PART_PREFIX}(page|head)(${paths.join('|')})/*(\\?|$)") {
    set req.backend_hint = parts_${name};`;
    })
    .join('\n');

/**
 * The page a request is for, as \`X-Bookmarked-View\`: its path without a trailing slash, then,
 * for a page whose every view is rendered, its view parameters alone (a link's utm_source
 * changes nothing), else its whole query, as server/composition/pageRoute.mjs keys it.
 */
const pageView = () => {
  const viewParamBranches = viewParamPages.map(({ path, viewParams }) => {
    const params = viewParams.map(
      (name, index) => `    if (req.url ~ "[?&]${name}=") {
      set req.http.X-Bookmarked-View = req.http.X-Bookmarked-View + "${index === 0 ? '?' : '&'}${name}=" + regsub(req.url, "^[^?]*\\?(.*&)?${name}=([^&#]*).*$", "\\2");
    }`,
    );
    return `  if (req.http.X-Bookmarked-Path ~ "${pagesLocationRegex([path])}") {
    set req.http.X-Bookmarked-View = "${pagePath(path)}";
${params.join('\n')}
    return;
  }`;
  });
  return `sub bookmarked_view {
${viewParamBranches.join('\n')}
  set req.http.X-Bookmarked-View = regsub(req.url, "^(/.*?)/*(\\?.*)?$", "\\1\\2");
}`;
};

export function renderVcl() {
  const socketBackends = remoteNames.map((name) => `  } elsif (local.socket == "${name}") {
    set req.backend_hint = ${name};`).join('\n');
  return `vcl 4.1;
# Bookmarked at the edge: Varnish answers on each app's port, in front of that app's own server
# (server/serve.mjs run with LISTEN_PORT_SHIFT), and composes the host's pages with ESI.
# Written by server/varnish-vcl.mjs from apps.config.mjs and server/headers.mjs: edit those.
# server/varnish.mjs fills in the {{...}} placeholders and names each listening socket after its
# app (-a host=:4173 -a catalog=:4174 …); on a real server, write them by hand:
#   {{ORIGIN_HOST}}       where the apps' own servers are
#   {{*_ORIGIN_PORT}}     the port each app's own server listens on
#   {{HOST_PAGES}}        a regex of the host's page paths, from its build's routes.json, e.g.
#                         ^(/|/details|/listed|/pages-graph|/__versions)/?$
#   {{PART_TIMEOUT}}      the most a part may take: the host's server gives up on a remote in its
#                         own budget (COMPOSE_TIMEOUT_MS) and answers 503 before this
#   {{ASSEMBLE_PORT}}     the port of Varnish's own \`assemble\` socket, on 127.0.0.1 only
#                         (-a assemble=127.0.0.1:<port>), where it assembles pages for itself
#
# The host's server answers a request that says \`Surrogate-Capability: ${SURROGATE_CAPABILITY}\` with the
# page's template (one for every page, \`Surrogate-Control: content="ESI/1.0"\`) and its parts
# under ${ESI_PART_PREFIX}page|head/<page path and query>, with \`${VIEW_HEADER}\`; every other
# answer, its headers included, is the one it gives a visitor.
#
# What is kept: the template and each part ${EDGE_TIMES.ttl}, then revalidated by ETag (an
# unchanged part costs a 304), a stale copy served meanwhile for up to ${EDGE_TIMES.revalidating}: a promotion
# or a rollback reaches every visitor within ${EDGE_TIMES.ttl} + ${EDGE_TIMES.revalidating}, with no purge. A part that cannot be
# had (a 5xx, no answer in time) gets the last good copy for up to ${EDGE_TIMES.staleIfError}, else what the host's
# build put there (composition/head.html, composition/page.html); a failing include never
# aborts the page. The apps' other files are kept as their Cache-Control says (hashed assets and
# releases for good; \`no-cache\` ones asked for each time). The site sets no cookie: a visitor's
# cookies are dropped, so nothing of one visitor is keyed on or kept.
#
# A visitor's page is kept whole too, as assembled, ${EDGE_TIMES.ttl} and ${EDGE_TIMES.revalidating} more while it is assembled
# again: Varnish asks its own \`assemble\` socket for it, which puts it together from the
# template and the parts as above. So ESI runs once a second per address, not once per visitor,
# and a page Varnish keeps costs what a file it keeps does. A change reaches visitors a second or
# two later than through the parts alone. Should the assembling fail, the page is put together in
# the visitor's own request, with every fallback above.

import std;

${backends()}
${partBackends()}
sub vcl_recv {
  unset req.http.Cookie;
  if (req.restarts == 0) {
    # Varnish's own notes between restarts and to the includes; never a visitor's.
    unset req.http.X-Bookmarked-Path;
    unset req.http.X-Bookmarked-View;
    unset req.http.X-Bookmarked-Check;
    unset req.http.X-Bookmarked-Status;
    unset req.http.X-Bookmarked-Stale;
    unset req.http.X-Bookmarked-Default;
    unset req.http.X-Bookmarked-Whole;
    unset req.http.X-Bookmarked-Here;
    unset req.http.X-Bookmarked-Template;
    unset req.http.Surrogate-Capability;
  }
  if (local.socket == "host" || local.socket == "assemble") {
    set req.backend_hint = host;
    call bookmarked_host;
${socketBackends}
  }
}

sub bookmarked_host {
  if (req.url ~ "^/(rum|csp-report)(\\?|$)") {
    # RUM beacons and CSP reports, for the collector in the apps' server: never kept. Varnish
    # has added the visitor's address to X-Forwarded-For, which the collector reads.
    return (pass);
  }
  if (req.http.X-Bookmarked-Default) {
    return (hash);
  }
  if (req.esi_level > 0 && req.url ~ "^${ESI_PART_PREFIX}(page|head)$") {
    # An include of the template: that part of the page the visitor asked for.
    set req.url = req.url + req_top.http.X-Bookmarked-View;
  } elsif (req.restarts == 0 && req.url ~ "^${ESI_PART_PREFIX}") {
    return (synth(404));
  }
  if (req.url ~ "^${ESI_PART_PREFIX}(page|head)/") {
    call bookmarked_part;
  }
  if (req.http.X-Bookmarked-Stale) {
    set req.grace = ${EDGE_TIMES.staleIfError};
    return (hash);
  }
  set req.http.X-Bookmarked-Path = regsub(req.url, "\\?.*$", "");
  if (req.esi_level > 0 || (req.method != "GET" && req.method != "HEAD") || req.http.X-Bookmarked-Path !~ {"{{HOST_PAGES}}"}) {
    return;
  }
  if (local.socket == "host" && !req.http.X-Bookmarked-Here) {
    # The visitor's page, kept whole as the assemble socket put it together.
    set req.http.X-Bookmarked-Whole = "1";
    set req.backend_hint = assembler;
    set req.grace = ${EDGE_TIMES.revalidating};
    return (hash);
  }
  call bookmarked_view;
${viewParamPages.length === 0 ? '' : `  # A page whose every view its remote rendered: a view it has not is a 404. Its part is looked
  # up first (the same object the include gets), then the page.
  if (!req.http.X-Bookmarked-Status && req.http.X-Bookmarked-Path ~ "${pagesLocationRegex(viewParamPages.map(({ path }) => path))}") {
    set req.http.X-Bookmarked-Check = req.url;
    set req.url = "${ESI_PART_PREFIX}page" + req.http.X-Bookmarked-View;
    call bookmarked_part;
    return (hash);
  }
`}  # Every page is its path's template (its header link marked current); the includes carry the page.
  set req.url = std.tolower(regsub(req.http.X-Bookmarked-Path, "(.)/+$", "\\1"));
  set req.http.X-Bookmarked-Template = "1";
  set req.grace = ${EDGE_TIMES.revalidating};
  return (hash);
}

sub bookmarked_part {
${partRemote()}
  }
  if (req.http.X-Bookmarked-Stale || !std.healthy(req.backend_hint)) {
    set req.grace = ${EDGE_TIMES.staleIfError};
  } else {
    set req.grace = ${EDGE_TIMES.revalidating};
  }
  return (hash);
}

${pageView()}

sub vcl_hash {
  if (req.http.X-Bookmarked-Whole) {
    # Kept apart from the template, whose address the page shares.
    hash_data("whole");
  }
}

sub vcl_miss {
  # After a failed part: no copy kept, so what the build put there.
  if (req.http.X-Bookmarked-Stale && req.url ~ "^${ESI_PART_PREFIX}(page|head)/") {
    set req.url = regsub(req.url, "^${ESI_PART_PREFIX}(page|head)/.*$", "/composition/\\1.html");
    unset req.http.X-Bookmarked-Stale;
    set req.http.X-Bookmarked-Default = "1";
    return (restart);
  }
}

sub vcl_backend_fetch {
  if (bereq.backend == assembler) {
    # Asked for plain and compressed here in one go (vcl_backend_response): as assembled, a
    # compressed page is hundreds of small gzip pieces, every one of them a write to each visitor.
    unset bereq.http.Accept-Encoding;
    return (fetch);
  }
  # Only the template and the parts are asked for as an edge: a page this VCL does not know yet
  # (a host deployed since the last reload) is composed by the host's server itself.
  if (bereq.http.X-Bookmarked-Template || bereq.url ~ "^${ESI_PART_PREFIX}") {
    set bereq.http.Surrogate-Capability = {"${SURROGATE_CAPABILITY}"};
  }
  if (bereq.url ~ "^${ESI_PART_PREFIX}") {
    set bereq.first_byte_timeout = {{PART_TIMEOUT}};
    set bereq.between_bytes_timeout = {{PART_TIMEOUT}};
  }
}

sub vcl_backend_response {
  if (bereq.backend == assembler) {
    if (beresp.status >= 500) {
      # Put together in the visitor's own request instead (vcl_synth).
      return (abandon);
    }
    set beresp.do_gzip = true;
    # A 404 page too, as the host's server keeps its composed pages.
    set beresp.ttl = ${EDGE_TIMES.ttl};
    set beresp.grace = ${EDGE_TIMES.revalidating};
    return (deliver);
  }
  if (bereq.url ~ "^${ESI_PART_PREFIX}") {
    if (beresp.status != 200) {
      # Kept as it was: a stale copy, or the restart in vcl_synth.
      return (abandon);
    }
    set beresp.ttl = ${EDGE_TIMES.ttl};
    set beresp.grace = ${EDGE_TIMES.staleIfError};
    return (deliver);
  }
  if (beresp.http.Surrogate-Control ~ "ESI/1\\.0") {
    unset beresp.http.Surrogate-Control;
    set beresp.do_esi = true;
    set beresp.ttl = ${EDGE_TIMES.ttl};
    set beresp.grace = ${EDGE_TIMES.staleIfError};
    return (deliver);
  }
  if (bereq.url ~ "^/composition/" && beresp.status == 200) {
    # The build's default parts follow a host deploy as fast as the template.
    set beresp.ttl = ${EDGE_TIMES.ttl};
    set beresp.grace = ${EDGE_TIMES.staleIfError};
    return (deliver);
  }
}

sub vcl_backend_error {
  if (bereq.backend == assembler || bereq.url ~ "^${ESI_PART_PREFIX}" || bereq.http.X-Bookmarked-Template) {
    return (abandon);
  }
}

sub vcl_deliver {
  if (req.http.X-Bookmarked-Check) {
    if (resp.http.${VIEW_HEADER} == "not-found") {
      set req.http.X-Bookmarked-Status = "404";
    } else {
      set req.http.X-Bookmarked-Status = "200";
    }
    set req.url = req.http.X-Bookmarked-Check;
    unset req.http.X-Bookmarked-Check;
    return (restart);
  }
  unset resp.http.${VIEW_HEADER};
  if (req.esi_level == 0 && req.http.X-Bookmarked-Status == "404") {
    set resp.status = 404;
    set resp.http.Cache-Control = "${notFoundCacheControl}";
  }
  if (local.socket == "assemble") {
    # A page for Varnish itself to keep: as fresh as now (an Age here would count against the
    # second it is kept), and one hop in the headers a visitor sees.
    unset resp.http.Age;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
  }
}

sub vcl_synth {
  if (resp.status == 503 && req.http.X-Bookmarked-Whole) {
    # The page could not be had whole: it is put together here, its parts falling back as usual.
    unset req.http.X-Bookmarked-Whole;
    set req.http.X-Bookmarked-Here = "1";
    return (restart);
  }
  if (req.http.X-Bookmarked-Check) {
    # The view could not be checked: the page goes out as usual, its part falling back.
    set req.url = req.http.X-Bookmarked-Check;
    unset req.http.X-Bookmarked-Check;
    set req.http.X-Bookmarked-Status = "200";
    return (restart);
  }
  if (resp.status == 503 && !req.http.X-Bookmarked-Stale && !req.http.X-Bookmarked-Default && (req.url ~ "^${ESI_PART_PREFIX}(page|head)/" || req.http.X-Bookmarked-View)) {
    # A part or the template failed: again, taking a stale copy of any age.
    set req.http.X-Bookmarked-Stale = "1";
    return (restart);
  }
  if (req.esi_level > 0) {
    # Not even the build's default part: an empty place, never an aborted page.
    set resp.status = 200;
    set resp.body = "";
  }
}
`;
}

export const vclFile = 'deploy/varnish/bookmarked.vcl';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(`${root}${vclFile}`, renderVcl());
  console.log(`wrote ${vclFile}`);
}
