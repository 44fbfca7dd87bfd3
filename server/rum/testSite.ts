// A site on disk for the collector's tests: each app's build with a build id, a catalog release,
// and the collector serving POST /rum and /csp-report on a port of its own.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCollector } from './collector.mjs';

function write(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

const manifest = (buildId: string) => JSON.stringify({ metaData: { buildInfo: { buildId } } });

/** Writes a catalog release whose build is `buildId`, `age` seconds old. */
export function writeRelease(root: string, id: string, buildId: string, age = 0): void {
  write(root, `releases/catalog/${id}/mf-manifest.json`, manifest(buildId));
  const time = new Date(Date.now() - age * 1000);
  utimesSync(join(root, 'releases/catalog', id), time, time);
}

export function testSite() {
  const root = mkdtempSync(join(tmpdir(), 'bookmarked-rum-'));
  write(root, 'host/index.html', '<script type="module" crossorigin src="/assets/index-AbC1.js"></script>');
  write(root, 'host/assets/index-AbC1.js', 'const i={name:`host`,version:`1.0.0`,buildId:`host-build-1`,platformVersion:`2.5.0`};');
  for (const app of ['catalog', 'lists', 'graph']) write(root, `${app}/mf-manifest.json`, manifest(`${app}-dist-build`));
  writeRelease(root, '1.0.0-00000000aa', 'catalog-release-build', 10);
  const distDirs = Object.fromEntries(['host', 'catalog', 'lists', 'graph'].map((app) => [app, join(root, app)]));
  return { root, distDirs, releasesDir: join(root, 'releases'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

type CollectorOptions = Parameters<typeof createCollector>[0];

/** The collector behind a real HTTP server on 127.0.0.1. */
export async function serveCollector(options: CollectorOptions) {
  const collector = createCollector(options);
  // As the composing server does when it starts: every series a check reads, at zero.
  await collector.syncReleases();
  const server: Server = createServer((req, res) => {
    if (!collector.handle(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** Sends a request; its status, and whether the server closed the connection. */
  const send = (path: string, { body = '', type = 'application/json', method = 'POST', headers = {}, chunked = false }: { body?: string | Buffer, type?: string, method?: string, headers?: Record<string, string>, chunked?: boolean } = {}) =>
    new Promise<{ status: number, closed: boolean }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method, headers: { 'content-type': type, ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, closed: res.headers.connection === 'close' }));
      });
      req.on('error', reject);
      if (chunked) {
        // Written in pieces without a length, as a client that lies about nothing but never stops.
        const piece = Buffer.alloc(4096, 'a');
        for (let sent = 0; sent < Buffer.byteLength(body); sent += piece.length) req.write(piece);
        req.end();
      } else req.end(body);
    });

  const key = (name: string, labels: object) => `${name}${JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)))}`;
  /** Each series' value, by its name and labels. */
  const series = async () => {
    const values = new Map<string, number>();
    for (const metric of await collector.metrics.registry.getMetricsAsJSON()) {
      // A histogram's values name their series (_bucket, _sum, _count); prom-client's type leaves it out.
      for (const { labels, value, metricName } of metric.values as { labels: object, value: number, metricName?: string }[]) {
        values.set(key(metricName ?? metric.name, labels), value);
      }
    }
    return values;
  };
  /** The one value of `name` with exactly `labels`, or undefined. */
  const value = async (name: string, labels: Record<string, string>) => (await series()).get(key(name, labels));

  return { collector, send, series, value, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
