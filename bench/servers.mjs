// The benchmark's three sides, served on their own ports (ports.mjs): the composed site by
// scripts/serve.mjs, and the one-bundle build twice, client-rendered and prerendered, with the
// same compression and caching headers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { BASELINE_PORT, COMPOSED_PORT_OFFSET, PRERENDERED_PORT, sides } from './ports.mjs';
import { prerenderedPage } from './prerenderedPage.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const monolith = `${root}/.bench/monolith`;

function staticServer(port, pageFor = () => undefined) {
  const files = sirv(monolith, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const compress = compression({ level: 6, threshold: 512 });
  return createServer((req, res) =>
    compress(req, res, () => {
      const page = pageFor(req.url ?? '/');
      if (page === undefined) return files(req, res);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(page);
    }),
  ).listen(port);
}

/**
 * The composed site's page for each of `paths`, as its server sends it, in the one-bundle
 * build's prerendered.html: the same HTML, drawn by the same components, on both sides.
 */
async function prerenderedPages(paths) {
  const template = readFileSync(`${monolith}/prerendered.html`, 'utf8');
  const pages = new Map();
  for (const path of paths) {
    // The server's first composition of a page may miss its time budget while it starts up.
    let html = '';
    for (let attempt = 0; attempt < 5 && !html.includes('data-composed-page'); attempt += 1) html = await (await fetch(sides.composed + path)).text();
    if (!html.includes('data-composed-page')) throw new Error(`${path}: the composed site's server sent no page to prerender from`);
    pages.set(path, prerenderedPage(template, html));
  }
  return pages;
}

/** Starts all three sides; `paths` are the pages the prerendered side serves drawn. */
export async function startSides(paths) {
  const composed = spawn('node', ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT_OFFSET: String(COMPOSED_PORT_OFFSET) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => composed.stdout.on('data', (chunk) => chunk.toString().includes('graph') && resolve()));
  const baseline = staticServer(BASELINE_PORT);
  const pages = await prerenderedPages(paths);
  const prerendered = staticServer(PRERENDERED_PORT, (url) => pages.get(url));
  return {
    close() {
      composed.kill();
      baseline.close();
      prerendered.close();
    },
  };
}
