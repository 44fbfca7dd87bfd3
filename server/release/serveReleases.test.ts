import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeGraphBuild, fakeSite } from './fakeSite';
import { createReleaseFiles } from './serveReleases.mjs';

const ID = '1.0.0-0123456789';
let site: ReturnType<typeof fakeSite>;
let server: Server;
let base: string;
let release: string;

/** An answer over real HTTP: unit tests' fetch is kept from the network. */
function get(url: string): Promise<{ status: number; cacheControl: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], text }));
    }).on('error', reject).end();
  });
}

beforeEach(async () => {
  site = fakeSite();
  const releasesDir = join(site.root, 'releases');
  release = fakeGraphBuild(join(releasesDir, 'graph', ID));
  writeFileSync(join(release, 'release.json'), JSON.stringify({ app: 'graph', id: ID }));
  const releaseFiles = createReleaseFiles(releasesDir, (_req: unknown, res: { statusCode: number; end: () => void }) => {
    res.statusCode = 404;
    res.end();
  });
  server = createServer((req, res) => releaseFiles(req, res, new URL(req.url ?? '/', 'http://localhost').pathname));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}/releases/graph/${ID}`;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.close();
  site.remove();
  vi.restoreAllMocks();
});

it('serves a release’s files as its build wrote them', async () => {
  const answer = await get(`${base}/assets/PagesGraph-abc.js`);
  expect(answer.status).toBe(200);
  expect(answer.text).toBe('export default 1;');
  expect((await get(`${base}/mf-manifest.json`)).status).toBe(200);
});

it('refuses a script changed on disk, uncached, and serves it again once the released bytes are back', async () => {
  const file = join(release, 'assets/PagesGraph-abc.js');
  const released = readFileSync(file, 'utf8');
  expect((await get(`${base}/assets/PagesGraph-abc.js`)).status).toBe(200);
  writeFileSync(file, `${released}\nglobalThis.changed = true;`);
  const refused = await get(`${base}/assets/PagesGraph-abc.js`);
  expect(refused.status).toBe(500);
  expect(refused.cacheControl).toBe('no-store');
  expect(refused.text).not.toContain('changed');
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`releases/graph/${ID}/assets/PagesGraph-abc.js is not the file its build recorded`));
  writeFileSync(file, released);
  expect((await get(`${base}/assets/PagesGraph-abc.js`)).text).toBe(released);
});

it('serves the released bytes put back whole, though the folder was first served while the file was changed', async () => {
  const file = join(release, 'assets/PagesGraph-abc.js');
  const released = readFileSync(file, 'utf8');
  writeFileSync(file, `${released}\nglobalThis.changed = true;`);
  expect((await get(`${base}/mf-manifest.json`)).status).toBe(200);
  expect((await get(`${base}/assets/PagesGraph-abc.js`)).status).toBe(500);
  writeFileSync(file, released);
  expect(await get(`${base}/assets/PagesGraph-abc.js`)).toMatchObject({ status: 200, text: released });
});

it('refuses a changed style sheet, and a script its build never recorded', async () => {
  writeFileSync(join(release, 'assets/PagesGraph-abc.css'), '.x{}body{display:none}');
  expect((await get(`${base}/assets/PagesGraph-abc.css`)).status).toBe(500);
  writeFileSync(join(release, 'assets/added.js'), 'globalThis.added = true;');
  expect((await get(`${base}/assets/added.js`)).status).toBe(500);
});

it('leaves other files, missing files and releases without a readable list as they were', async () => {
  writeFileSync(join(release, 'fragments.json'), '{"changed":true}');
  expect((await get(`${base}/fragments.json`)).status).toBe(200);
  expect((await get(`${base}/assets/none.css`)).status).toBe(404);
  expect((await get(`${base}/missing.txt`)).status).toBe(404);
  expect((await get(`http://localhost:${(server.address() as AddressInfo).port}/releases/graph/1.0.0-9999999999/remoteEntry.js`)).status).toBe(404);

  const unlisted = join(site.root, 'releases/graph/1.0.0-aaaaaaaaaa');
  mkdirSync(unlisted, { recursive: true });
  writeFileSync(join(unlisted, 'release.json'), '{}');
  writeFileSync(join(unlisted, 'remoteEntry.js'), 'export {};');
  writeFileSync(join(unlisted, 'integrity.json'), '{"files":');
  expect((await get(`http://localhost:${(server.address() as AddressInfo).port}/releases/graph/1.0.0-aaaaaaaaaa/remoteEntry.js`)).status).toBe(200);
});
