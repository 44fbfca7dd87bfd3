import { test, expect } from '../fixtures';
import { appDirs, appPort, appUrl, portOffset } from '../apps';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { repo, serve } from '../deployCopies';

const apps = appDirs;
const OWN_PORTS = 60; // its own ports: this test serves its own copy of the site
const OFFSET = portOffset + OWN_PORTS;
const hostUrl = appUrl('host', OWN_PORTS);
const HEADING = 'Books pages graph';
const NEW_HEADING = 'Books pages graph, redeployed';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash over every file's path and bytes. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

test.describe('independent deployment', { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('one remote is rebuilt and replaced alone; the host picks it up unchanged; a move is a config edit', async ({ page }) => {
    const deployed = mkdtempSync(join(tmpdir(), 'bookmarked-deploy-'));
    const workCopy = join(repo, '.redeploy-mfe-graph');
    const servers: ChildProcess[] = [];
    try {
      for (const app of apps) cpSync(join(repo, app, 'dist'), join(deployed, app), { recursive: true });
      servers.push(await serve({ DIST_ROOT: deployed, PORT_OFFSET: String(OFFSET) }));

      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      const hostBefore = fingerprint(join(deployed, 'host'));

      // The graph team changes a visible string and builds their remote on its own.
      cpSync(join(repo, 'mfe-graph'), workCopy, {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(relative(repo, source)),
      });
      symlinkSync(join(repo, 'mfe-graph', 'node_modules'), join(workCopy, 'node_modules'));
      const changed = filesUnder(join(workCopy, 'src')).filter((file) => {
        const text = readFileSync(file, 'utf8');
        if (!text.includes(`'${HEADING}'`) && !text.includes(`>${HEADING}<`)) return false;
        writeFileSync(file, text.replaceAll(`'${HEADING}'`, `'${NEW_HEADING}'`).replaceAll(`>${HEADING}<`, `>${NEW_HEADING}<`));
        return true;
      });
      expect(changed.length, 'the heading text was found in the graph remote source').toBeGreaterThan(0);
      execFileSync(join(repo, 'mfe-graph/node_modules/.bin/vite'), ['build', '--outDir', join(deployed, 'mfe-graph.next'), '--emptyOutDir'], {
        cwd: workCopy,
        env: { ...process.env, BUILD_ID: 'redeploy-e2e' },
        stdio: 'ignore',
      });
      renameSync(join(deployed, 'mfe-graph'), join(deployed, 'mfe-graph.old'));
      renameSync(join(deployed, 'mfe-graph.next'), join(deployed, 'mfe-graph'));

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
      rmSync(workCopy, { recursive: true, force: true });
      rmSync(deployed, { recursive: true, force: true });
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
      await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
      expect(graphRequests.some((url) => url.endsWith(`${prefix}/remoteEntry.js`))).toBe(true);
      expect(graphRequests.some((url) => url.includes(`${prefix}/assets/`))).toBe(true);
    } finally {
      server.close();
    }
  });
});
