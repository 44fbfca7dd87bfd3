vcl 4.1;
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
#   {{ASSEMBLE_PORT}}     the port of Varnish's own `assemble` socket, on 127.0.0.1 only
#                         (-a assemble=127.0.0.1:<port>), where it assembles pages for itself
#
# The host's server answers a request that says `Surrogate-Capability: bookmarked="ESI/1.0"` with the
# page's template (one for every page, `Surrogate-Control: content="ESI/1.0"`) and its parts
# under /__fragments/page|head/<page path and query>, with `X-Bookmarked-View`; every other
# answer, its headers included, is the one it gives a visitor.
#
# What is kept: the template and each part 1s, then revalidated by ETag (an
# unchanged part costs a 304), a stale copy served meanwhile for up to 3s: a promotion
# or a rollback reaches every visitor within 1s + 3s, with no purge. A part that cannot be
# had (a 5xx, no answer in time) gets the last good copy for up to 24h, else what the host's
# build put there (composition/head.html, composition/page.html); a failing include never
# aborts the page. The apps' other files are kept as their Cache-Control says (hashed assets and
# releases for good; `no-cache` ones asked for each time). The site sets no cookie: a visitor's
# cookies are dropped, so nothing of one visitor is keyed on or kept.
#
# A visitor's page is kept whole too, as assembled, 1s and 3s more while it is assembled
# again: Varnish asks its own `assemble` socket for it, which puts it together from the
# template and the parts as above. So ESI runs once a second per address, not once per visitor,
# and a page Varnish keeps costs what a file it keeps does. A change reaches visitors a second or
# two later than through the parts alone. Should the assembling fail, the page is put together in
# the visitor's own request, with every fallback above.

import std;

backend host {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{HOST_ORIGIN_PORT}}";
}
backend catalog {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{CATALOG_ORIGIN_PORT}}";
}
backend lists {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{LISTS_ORIGIN_PORT}}";
}
backend graph {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{GRAPH_ORIGIN_PORT}}";
}
backend assembler {
  .host = "127.0.0.1";
  .port = "{{ASSEMBLE_PORT}}";
}

probe part_catalog {
  .request = "GET /__fragments/page/ HTTP/1.1"
    "Host: localhost"
    {"Surrogate-Capability: bookmarked="ESI/1.0""}
    "Connection: close";
  .interval = 1s;
  .timeout = {{PART_TIMEOUT}};
  .window = 3;
  .threshold = 2;
  .initial = 2;
}
backend parts_catalog {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{HOST_ORIGIN_PORT}}";
  .probe = part_catalog;
}
probe part_lists {
  .request = "GET /__fragments/page/listed HTTP/1.1"
    "Host: localhost"
    {"Surrogate-Capability: bookmarked="ESI/1.0""}
    "Connection: close";
  .interval = 1s;
  .timeout = {{PART_TIMEOUT}};
  .window = 3;
  .threshold = 2;
  .initial = 2;
}
backend parts_lists {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{HOST_ORIGIN_PORT}}";
  .probe = part_lists;
}
probe part_graph {
  .request = "GET /__fragments/page/pages-graph HTTP/1.1"
    "Host: localhost"
    {"Surrogate-Capability: bookmarked="ESI/1.0""}
    "Connection: close";
  .interval = 1s;
  .timeout = {{PART_TIMEOUT}};
  .window = 3;
  .threshold = 2;
  .initial = 2;
}
backend parts_graph {
  .host = "{{ORIGIN_HOST}}";
  .port = "{{HOST_ORIGIN_PORT}}";
  .probe = part_graph;
}

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
  } elsif (local.socket == "catalog") {
    set req.backend_hint = catalog;
  } elsif (local.socket == "lists") {
    set req.backend_hint = lists;
  } elsif (local.socket == "graph") {
    set req.backend_hint = graph;
  }
}

sub bookmarked_host {
  if (req.url ~ "^/(rum|csp-report)(\?|$)") {
    # RUM beacons and CSP reports, for the collector in the apps' server: never kept. Varnish
    # has added the visitor's address to X-Forwarded-For, which the collector reads.
    return (pass);
  }
  if (req.http.X-Bookmarked-Default) {
    return (hash);
  }
  if (req.esi_level > 0 && req.url ~ "^/__fragments/(page|head)$") {
    # An include of the template: that part of the page the visitor asked for.
    set req.url = req.url + req_top.http.X-Bookmarked-View;
  } elsif (req.restarts == 0 && req.url ~ "^/__fragments/") {
    return (synth(404));
  }
  if (req.url ~ "^/__fragments/(page|head)/") {
    call bookmarked_part;
  }
  if (req.http.X-Bookmarked-Stale) {
    set req.grace = 24h;
    return (hash);
  }
  set req.http.X-Bookmarked-Path = regsub(req.url, "\?.*$", "");
  if (req.esi_level > 0 || (req.method != "GET" && req.method != "HEAD") || req.http.X-Bookmarked-Path !~ {"{{HOST_PAGES}}"}) {
    return;
  }
  if (local.socket == "host" && !req.http.X-Bookmarked-Here) {
    # The visitor's page, kept whole as the assemble socket put it together.
    set req.http.X-Bookmarked-Whole = "1";
    set req.backend_hint = assembler;
    set req.grace = 3s;
    return (hash);
  }
  call bookmarked_view;
  # A page whose every view its remote rendered: a view it has not is a 404. Its part is looked
  # up first (the same object the include gets), then the page.
  if (!req.http.X-Bookmarked-Status && req.http.X-Bookmarked-Path ~ "^(/details)/?$") {
    set req.http.X-Bookmarked-Check = req.url;
    set req.url = "/__fragments/page" + req.http.X-Bookmarked-View;
    call bookmarked_part;
    return (hash);
  }
  # Every page is its path's template (its header link marked current); the includes carry the page.
  set req.url = std.tolower(regsub(req.http.X-Bookmarked-Path, "(.)/+$", "\1"));
  set req.http.X-Bookmarked-Template = "1";
  set req.grace = 3s;
  return (hash);
}

sub bookmarked_part {
  if (req.url ~ "^/__fragments/(page|head)(/|/details)/*(\?|$)") {
    set req.backend_hint = parts_catalog;
  } elsif (req.url ~ "^/__fragments/(page|head)(/listed)/*(\?|$)") {
    set req.backend_hint = parts_lists;
  } elsif (req.url ~ "^/__fragments/(page|head)(/pages-graph)/*(\?|$)") {
    set req.backend_hint = parts_graph;
  }
  if (req.http.X-Bookmarked-Stale || !std.healthy(req.backend_hint)) {
    set req.grace = 24h;
  } else {
    set req.grace = 3s;
  }
  return (hash);
}

sub bookmarked_view {
  if (req.http.X-Bookmarked-Path ~ "^(/details)/?$") {
    set req.http.X-Bookmarked-View = "/details";
    if (req.url ~ "[?&]id=") {
      set req.http.X-Bookmarked-View = req.http.X-Bookmarked-View + "?id=" + regsub(req.url, "^[^?]*\?(.*&)?id=([^&#]*).*$", "\2");
    }
    return;
  }
  set req.http.X-Bookmarked-View = regsub(req.url, "^(/.*?)/*(\?.*)?$", "\1\2");
}

sub vcl_hash {
  if (req.http.X-Bookmarked-Whole) {
    # Kept apart from the template, whose address the page shares.
    hash_data("whole");
  }
}

sub vcl_miss {
  # After a failed part: no copy kept, so what the build put there.
  if (req.http.X-Bookmarked-Stale && req.url ~ "^/__fragments/(page|head)/") {
    set req.url = regsub(req.url, "^/__fragments/(page|head)/.*$", "/composition/\1.html");
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
  if (bereq.http.X-Bookmarked-Template || bereq.url ~ "^/__fragments/") {
    set bereq.http.Surrogate-Capability = {"bookmarked="ESI/1.0""};
  }
  if (bereq.url ~ "^/__fragments/") {
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
    set beresp.ttl = 1s;
    set beresp.grace = 3s;
    return (deliver);
  }
  if (bereq.url ~ "^/__fragments/") {
    if (beresp.status != 200) {
      # Kept as it was: a stale copy, or the restart in vcl_synth.
      return (abandon);
    }
    set beresp.ttl = 1s;
    set beresp.grace = 24h;
    return (deliver);
  }
  if (beresp.http.Surrogate-Control ~ "ESI/1\.0") {
    unset beresp.http.Surrogate-Control;
    set beresp.do_esi = true;
    set beresp.ttl = 1s;
    set beresp.grace = 24h;
    return (deliver);
  }
  if (bereq.url ~ "^/composition/" && beresp.status == 200) {
    # The build's default parts follow a host deploy as fast as the template.
    set beresp.ttl = 1s;
    set beresp.grace = 24h;
    return (deliver);
  }
}

sub vcl_backend_error {
  if (bereq.backend == assembler || bereq.url ~ "^/__fragments/" || bereq.http.X-Bookmarked-Template) {
    return (abandon);
  }
}

sub vcl_deliver {
  if (req.http.X-Bookmarked-Check) {
    if (resp.http.X-Bookmarked-View == "not-found") {
      set req.http.X-Bookmarked-Status = "404";
    } else {
      set req.http.X-Bookmarked-Status = "200";
    }
    set req.url = req.http.X-Bookmarked-Check;
    unset req.http.X-Bookmarked-Check;
    return (restart);
  }
  unset resp.http.X-Bookmarked-View;
  if (req.esi_level == 0 && req.http.X-Bookmarked-Status == "404") {
    set resp.status = 404;
    set resp.http.Cache-Control = "no-cache";
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
  if (resp.status == 503 && !req.http.X-Bookmarked-Stale && !req.http.X-Bookmarked-Default && (req.url ~ "^/__fragments/(page|head)/" || req.http.X-Bookmarked-View)) {
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
