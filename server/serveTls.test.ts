// serve.mjs given a key and certificate: one composed page over HTTP/2, every address in it https.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../apps.config.mjs';
import { makeLocalhostCertificate } from './localCertificate.mjs';
import { fakeGraphBuild, fakeSite } from './release/fakeSite';
import { MAX_BODY_BYTES } from './rum/contract.mjs';

// Ports well clear of the site's, the e2e runs' and the benches', different for each test process.
const offset = 20_000 + (process.pid % 500) * 10;
const hostPort = apps.host.ports.prod + offset;
const graphOrigin = `https://localhost:${apps.remotes.graph.ports.prod + offset}`;

let site: ReturnType<typeof fakeSite>;
let certDir: string;
let cert: string;
let server: ChildProcess;

beforeAll(async () => {
  site = fakeSite();
  writeFileSync(
    join(site.root, 'host/index.html'),
    '<!doctype html><html><head><!--bookmarked:head--><title>Bookmarked</title><!--/bookmarked:head--></head><body><div data-page-slot=""><!--$-->Loading...<!--/$--></div></body></html>',
  );
  writeFileSync(join(fakeGraphBuild(join(site.root, 'mfe-graph')), 'index.html'), '<!doctype html><title>graph</title>');
  certDir = mkdtempSync(join(tmpdir(), 'bookmarked-tls-'));
  const files = makeLocalhostCertificate(certDir);
  cert = readFileSync(files.cert, 'utf8');
  server = spawn(process.execPath, [join(import.meta.dirname, 'serve.mjs'), 'host', 'graph'], {
    env: {
      ...process.env,
      ...site.env,
      PORT_OFFSET: String(offset),
      // A busy machine's first TLS handshakes may take longer than a visitor's page would wait.
      COMPOSE_TIMEOUT_MS: '10000',
      TLS_KEY: files.key,
      TLS_CERT: files.cert,
      // A Node that cannot trust the certificate at run time is told at its start.
      ...('setDefaultCACertificates' in tls ? {} : { NODE_EXTRA_CA_CERTS: files.cert }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('graph') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${errors}`)));
  });
});

afterAll(() => {
  server?.kill();
  site?.remove();
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

/** One GET over the session: the status and headers, and the body as text. */
function get(session: ClientHttp2Session, path: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path });
    let headers: IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ headers, body }));
    stream.on('error', reject);
  });
}

describe('serve.mjs with TLS_KEY and TLS_CERT', () => {
  it('answers a composed page over HTTP/2, giving out https addresses only', async () => {
    const session = connect(`https://localhost:${hostPort}`, { ca: cert });
    try {
      const page = await get(session, '/pages-graph');
      expect(page.headers[':status']).toBe(200);
      // The remote's page was fetched over https and put in.
      expect(page.body).toContain('<!--$--><h1>Books pages graph</h1><!--/$-->');
      expect(page.body).toContain(`"graph":"${graphOrigin}/remoteEntry.js"`);
      expect(page.body).not.toContain('http://localhost');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*( https:\/\/localhost:\d+){3};/);
      expect(page.headers['content-security-policy']).toContain(` ${graphOrigin};`);
      expect(page.headers.link).toContain(`<${graphOrigin}>; rel=preconnect`);
      expect(page.headers.connection).toBeUndefined();

      const remotes = await get(session, '/remotes.json');
      expect(JSON.parse(remotes.body).remotes.graph).toBe(`${graphOrigin}/remoteEntry.js`);
    } finally {
      session.close();
    }
  });

  it('refuses an oversized beacon over HTTP/2 with a 413, and serves on', async () => {
    const session = connect(`https://localhost:${hostPort}`, { ca: cert });
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/rum', 'content-type': 'application/json' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.on('error', reject);
        stream.end('x'.repeat(MAX_BODY_BYTES + 1));
      });
      expect(status).toBe(413);
      expect((await get(session, '/remotes.json')).headers[':status']).toBe(200);
    } finally {
      session.close();
    }
  });
});
