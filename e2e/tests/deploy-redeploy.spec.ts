import { test, expect } from '../fixtures';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { appPort, appUrl, portOffset } from '../apps';
import { deployCopy, filesUnder, redeployGraphWithText, repo, serve } from '../redeploy';

const OWN_PORTS = 60; // its own ports: this test serves its own copy of the site
const OFFSET = portOffset + OWN_PORTS;
const hostUrl = appUrl('host', OWN_PORTS);
const HEADING = 'Books pages graph';
const NEW_HEADING = 'Books pages graph, redeployed';

/** One hash over every file's path and bytes. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

test.describe('independent deployment', { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('one remote is rebuilt and replaced alone; the host picks it up unchanged; a move is a config edit', async ({ page }) => {
    const { dir: deployed, remove } = deployCopy();
    const servers: ChildProcess[] = [];
    try {
      servers.push(await serve({ DIST_ROOT: deployed, PORT_OFFSET: String(OFFSET) }));

      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      const hostBefore = fingerprint(join(deployed, 'host'));

      const changed = redeployGraphWithText(deployed, HEADING, NEW_HEADING, 'redeploy-e2e');
      expect(changed, 'the heading text was found in the graph remote source').toBeGreaterThan(0);

      const composed = await (await page.request.get(`${hostUrl}/pages-graph`)).text();
      expect(composed, "the next request composes the redeployed remote's page").toContain(NEW_HEADING);
      await page.reload();
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      expect(fingerprint(join(deployed, 'host')), 'host files are byte-identical').toBe(hostBefore);

      await page.goto(`${hostUrl}/__versions`);
      await expect(page.getByRole('row', { name: /graph/ })).toContainText('redeploy-e2e');

      // The graph moves to another origin: only the host's remotes.json changes.
      const movedPort = appPort('graph', OWN_PORTS + 10);
      servers.push(await serve({ DIST_ROOT: deployed, PORT_OFFSET: String(OFFSET + 10) }, ['graph']));
      const configFile = join(deployed, 'host', 'remotes.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as { remotes: Record<string, string> };
      config.remotes.graph = `http://localhost:${movedPort}/remoteEntry.js`;
      writeFileSync(configFile, JSON.stringify(config));

      const graphEntries: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/remoteEntry.js')) graphEntries.push(new URL(request.url()).port);
      });
      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      expect(graphEntries).toContain(String(movedPort));
    } finally {
      for (const server of servers) server.kill();
      remove();
    }
  });
});

test.describe('deployment under a path', { tag: '@composed' }, () => {
  test('a remote served from a sub-path of the host origin works with a relative remotes.json entry', async ({ page }) => {
    const { createServer } = await import('node:http');
    const { default: sirv } = await import('sirv');
    const hostFiles = sirv(join(repo, 'host/dist'), { single: true, dev: true });
    const graphFiles = sirv(join(repo, 'mfe-graph/dist'), { dev: true });
    const prefix = '/static/teams/graph';
    const server = createServer((req, res) => {
      if (req.url === '/remotes.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ remotes: { graph: `${prefix}/remoteEntry.js` } }));
      } else if (req.url?.startsWith(`${prefix}/`)) {
        req.url = req.url.slice(prefix.length);
        graphFiles(req, res);
      } else {
        hostFiles(req, res);
      }
    });
    const port = appPort('host', OWN_PORTS + 20);
    await new Promise<void>((resolve) => server.listen(port, resolve));
    try {
      const graphRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(prefix)) graphRequests.push(request.url());
      });
      await page.goto(`http://localhost:${port}/pages-graph`);
      await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      await expect(page.locator('.book-bar').first()).toBeVisible();
      expect(graphRequests.some((url) => url.endsWith(`${prefix}/remoteEntry.js`))).toBe(true);
      expect(graphRequests.some((url) => url.includes(`${prefix}/assets/`))).toBe(true);
    } finally {
      server.close();
    }
  });
});
