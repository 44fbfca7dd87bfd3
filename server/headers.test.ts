import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, preconnectLinks } from './headers.mjs';
import { confFiles, renderMainConf } from './nginx-conf.mjs';

const root = join(import.meta.dirname, '..');

describe('the header table', () => {
  it.each([
    ['/', 'no-cache'],
    ['/listed', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/remoteEntry-BBTW8XG5.js', 'public, max-age=31536000, immutable'],
    ['/releases/graph/7/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/mf-manifest.json', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/booksData.json', 'no-cache'],
    ['/booksData/index.json', 'no-cache'],
    ['/booksData/page-12.json', 'no-cache'],
    ['/assets/index-3f2a1b.js', 'public, max-age=31536000, immutable'],
    ['/covers/1.webp', 'public, max-age=3600'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('%s is served with Cache-Control: %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });

  it('lets the host load code from its remotes, and nothing else from anywhere', () => {
    expect(contentSecurityPolicy(['https://a.example', 'https://b.example'])).toContain(
      "script-src 'self' https://a.example https://b.example;",
    );
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|unsafe-inline'; object|\s;|report/);
    expect(contentSecurityPolicy(['https://a.example'], { inlineScripts: ["'sha256-x'"] }), 'a composed page runs its import map, by its hash').toContain(
      "script-src 'self' 'sha256-x' https://a.example;",
    );
    expect(contentSecurityPolicy([], { inlineScripts: ["'sha256-x'"] }).split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it("has the host's pages report violations to its own /csp-report", () => {
    expect(contentSecurityPolicy([], { reports: true })).toMatch(/; report-uri \/csp-report; report-to csp$/);
  });

  it("asks the browser to connect to each remote's origin early, for CORS requests", () => {
    expect(preconnectLinks(['https://a.example', 'https://b.example'])).toBe(
      '<https://a.example>; rel=preconnect; crossorigin, <https://b.example>; rel=preconnect; crossorigin',
    );
    expect(preconnectLinks([])).toBe('');
  });
});

describe('deploy/nginx', () => {
  it.each(Object.entries(confFiles))('%s is what server/nginx-conf.mjs writes from the registry and the header table', (file, render) => {
    expect(readFileSync(join(root, file), 'utf8'), 'run "node server/nginx-conf.mjs"').toBe(render());
  });

  it("listens as {{LISTEN_OPTIONS}} says on every app's port", () => {
    expect(renderMainConf().match(/listen \{\{[A-Z_]+_PORT\}\}\{\{LISTEN_OPTIONS\}\};/g)).toHaveLength(4);
  });

  it('gives out the local entries of remotes.json as https, on their moved ports, when served with TLS', () => {
    const conf = renderMainConf({ movedPorts: [[4174, 4214]], localScheme: 'https' });
    expect(conf).toContain("sub_filter 'http://localhost:4174/' 'https://localhost:4214/';");
    expect(conf).toContain("sub_filter 'https://localhost:4174/' 'https://localhost:4214/';");
    expect(renderMainConf({ movedPorts: [[4174, 4174]], localScheme: 'https' })).not.toContain("sub_filter 'https://localhost:4174/'");
    expect(renderMainConf({ movedPorts: [[4174, 4214]] })).toContain("sub_filter '//localhost:4174/' '//localhost:4214/';");
  });

  it("names one import map per composed page: the one it includes, keeps the copy under and allows in the host's CSP", () => {
    const conf = renderMainConf();
    const pages = /location ~ \{\{HOST_PAGES\}\} \{\n {4}root [^\n]*\n([\s\S]*?)\n {2}\}/.exec(conf)?.[1] ?? '';
    expect(pages).toContain('proxy_set_header X-Bookmarked-Import-Map $bookmarked_import_map;');
    expect(pages).toContain('proxy_cache_key $request_uri$bookmarked_gzip$bookmarked_import_map;');
    expect(conf).toContain("script-src 'self' $bookmarked_import_map_source {{REMOTE_ORIGINS}};");
    expect(conf.match(/Content-Security-Policy "[^"]*\$bookmarked_import_map_source/g), "the host's block alone").toHaveLength(1);
  });
});
