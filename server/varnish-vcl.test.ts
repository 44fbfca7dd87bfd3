// The VCL as written, run by Varnish in front of a stand-in for the host's server whose parts
// can be made to fail: a page is never aborted, a failing part gets its last good copy or the
// build's default, a change reaches the next visitor within 5 s.
import { execFileSync } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esiTemplate } from './composition/composePage.mjs';
import { renderVcl, vclFile } from './varnish-vcl.mjs';

const root = join(import.meta.dirname, '..');
const index = '<!doctype html><html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--></head><body><div data-page-slot=""><!--$--><p>Loading...</p><!--/$--></div></body></html>';

type Mode = 'ok' | 'down' | '500' | 'hang' | 'broken';
/** What the stand-in's parts do now, and what it was asked. */
const origin = { mode: 'ok' as Mode, version: 1, asked: [] as string[], cookies: 0 };

function answerPart(url: string, res: ServerResponse) {
  const [, part, view = '/'] = /^\/__fragments\/(page|head)(\/.*)$/.exec(url) ?? [];
  if (origin.mode === 'down') return res.socket?.destroy();
  if (origin.mode === 'hang') return;
  if (origin.mode === '500') return res.writeHead(500).end('oops');
  const notFound = view === '/details?id=999';
  const text = origin.mode === 'broken' ? '<div><p>half a page <esi:include src=' : part === 'head' ? `<title>${view} v${origin.version}</title>` : `<h1>${notFound ? 'Book not found' : view} v${origin.version}</h1>`;
  res.writeHead(200, { 'Content-Type': 'text/html', 'X-Bookmarked-View': notFound ? 'not-found' : 'found', 'Cache-Control': 'no-cache' }).end(text);
}

function standIn(): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    origin.asked.push(url);
    if (req.headers.cookie) origin.cookies += 1;
    if (url.startsWith('/__fragments/')) return answerPart(url, res);
    if (url === '/composition/page.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>Loading...</p>');
    if (url === '/composition/head.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Bookmarked</title>');
    if (!req.headers['surrogate-capability']) return res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' }).end('<p>composed by the host itself</p>');
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache', 'Surrogate-Control': 'content="ESI/1.0"' }).end(esiTemplate(index));
  });
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: IncomingHttpHeaders; ms: number }>((resolve, reject) => {
    const started = performance.now();
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, ms: performance.now() - started }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, for a socket whose port the VCL must name before Varnish starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('deploy/varnish', () => {
  it('is what server/varnish-vcl.mjs writes from the registry and the header table', () => {
    expect(readFileSync(join(root, vclFile), 'utf8'), 'run "node server/varnish-vcl.mjs"').toBe(renderVcl());
  });
});

/** A Varnish of its own on the VCL as written; `assembling: false` leaves its assemble socket closed. */
async function startVarnish(originPort: number, { assembling = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bookmarked-varnish-test-'));
  const assemblePort = await freePort();
  const values: Record<string, string> = { ORIGIN_HOST: '127.0.0.1', PART_TIMEOUT: '1s', HOST_PAGES: '^(/|/details)/?$', ASSEMBLE_PORT: String(assemblePort) };
  const vcl = renderVcl().replace(/\{\{(\w+)\}\}/g, (_, key: string) => (key.endsWith('_ORIGIN_PORT') ? String(originPort) : values[key] ?? `{{${key}}}`));
  writeFileSync(join(dir, 'test.vcl'), vcl);
  const work = join(dir, 'work');
  const sockets = ['-a', 'host=127.0.0.1:0', ...(assembling ? ['-a', `assemble=127.0.0.1:${assemblePort}`] : [])];
  execFileSync('/usr/sbin/varnishd', ['-j', 'none', '-n', work, '-P', join(dir, 'varnish.pid'), '-f', join(dir, 'test.vcl'), ...sockets, '-s', 'malloc,32m', '-p', 'feature=+esi_include_onerror'], { stdio: 'ignore' });
  const address = execFileSync('varnishadm', ['-n', work, 'debug.listen_address'], { encoding: 'utf8' });
  return {
    port: Number(/^host \S+ (\d+)$/m.exec(address)?.[1]),
    /** How many includes Varnish has processed: the times it has put a page together. */
    esiRequests: () => Number(/MAIN\.esi_req\s+(\d+)/.exec(execFileSync('varnishstat', ['-n', work, '-1', '-f', 'MAIN.esi_req'], { encoding: 'utf8' }))?.[1] ?? 0),
    stop: () => {
      try {
        process.kill(Number(readFileSync(join(dir, 'varnish.pid'), 'utf8')));
      } catch {
        // Never started.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!process.env.CI && !existsVarnish())('Varnish with deploy/varnish', { timeout: 60_000 }, () => {
  const server = standIn();
  let originPort = 0;
  let port = 0;
  let varnish: Awaited<ReturnType<typeof startVarnish>> | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    originPort = (server.address() as AddressInfo).port;
    varnish = await startVarnish(originPort);
    port = varnish.port;
  }, 30_000);

  afterAll(() => {
    varnish?.stop();
    server.close();
    server.closeAllConnections();
  });

  /** Waits until a part's copy is older than the window in which Varnish serves it while it asks again. */
  const pastRevalidation = () => delay(4500);

  it("composes each page from its path's template and its parts, keyed by the page's view alone, with no visitor's cookie", async () => {
    const page = await get(port, '/details?id=5&utm_source=mail', { Cookie: 'session=abc' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!--bookmarked:head--><title>/details?id=5 v1</title><!--/bookmarked:head-->');
    expect(page.body).toContain('<!--$--><h1>/details?id=5 v1</h1><!--/$-->');
    await get(port, '/details/?id=5');
    expect(origin.asked.filter((url) => url === '/__fragments/page/details?id=5')).toHaveLength(1);
    expect(origin.asked.filter((url) => url === '/details'), 'one template for the path, with a trailing slash or not').toHaveLength(1);
    expect(origin.cookies).toBe(0);
  });

  it("answers a view the remote has not with a 404 and the 'not found' part; its parts are never a visitor's to ask for", async () => {
    const page = await get(port, '/details?id=999');
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('Book not found');
    expect((await get(port, '/__fragments/page/details?id=5')).status).toBe(404);
  });

  it('asks as an edge only for the template and the parts: a page it does not know yet is the host server\'s own', async () => {
    const page = await get(port, '/listed', { 'Surrogate-Capability': 'visitor="ESI/1.0"' });
    expect(page.body).toBe('<p>composed by the host itself</p>');
  });

  it('shows a change to the next visitor within 5 s, with no purge', async () => {
    await get(port, '/');
    origin.version = 2;
    const changed = performance.now();
    while (!(await get(port, '/')).body.includes('<h1>/ v2</h1>')) await delay(100);
    expect(performance.now() - changed).toBeLessThan(5000);
  });

  it.each<Mode>(['500', 'down', 'hang', 'broken'])('a part that fails (%s) never breaks the page: its last good copy, else the build\'s default, never an error page', async (mode) => {
    origin.version += 1;
    const good = `<h1>/ v${origin.version}</h1>`;
    while (!(await get(port, '/')).body.includes(good)) await delay(100);
    origin.mode = mode;
    await pastRevalidation();
    const page = await get(port, '/');
    const never = await get(port, `/?never=${mode}`);
    origin.mode = 'ok';
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<\/html>$/);
    expect(never.status).toBe(200);
    expect(never.body).toMatch(/<\/html>$/);
    for (const body of [page.body, never.body]) expect(body, 'no error page put into the page').not.toMatch(/Guru Meditation|oops/);
    if (mode === 'broken') {
      expect(page.body).toContain('<div><p>half a page <esi:include src=');
      return;
    }
    expect(page.body, 'the last good copy').toContain(good);
    expect(never.body, "the build's default").toContain('<!--$--><p>Loading...</p><!--/$-->');
    // A part waits no longer than its timeout (1 s here), and then not again while it fails.
    expect(page.ms).toBeLessThan(2500);
  });

  it('keeps a page whole for a second: the visitors within it get the page Varnish put together once, compressed in one piece', async () => {
    await delay(1100);
    const before = varnish?.esiRequests() ?? 0;
    const pages = await Promise.all(Array.from({ length: 5 }, () => get(port, '/details?id=7', { 'Accept-Encoding': 'gzip' })));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages[0]?.headers['content-encoding']).toBe('gzip');
    // Varnish adds a request's counts to its totals a moment after it has answered.
    const assembled = () => (varnish?.esiRequests() ?? 0) - before;
    await expect.poll(assembled, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
    await delay(500);
    expect(assembled(), 'its head and its page, included once').toBe(2);
    expect(pages[0]?.headers.via, 'one hop').toBe('1.1 varnish (Varnish/7.1)');
  });

  it('puts the page together in the visitor\'s own request when it cannot have it whole', async () => {
    const alone = await startVarnish(originPort, { assembling: false });
    try {
      const page = await get(alone.port, '/details?id=5');
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<!--$--><h1>/details?id=5 v${origin.version}</h1><!--/$-->`);
    } finally {
      alone.stop();
    }
  });
});

function existsVarnish() {
  try {
    execFileSync('/usr/sbin/varnishd', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
