import type { Page } from '@playwright/test';
import { test, expect, HYDRATION_MISMATCH, isRemoteStart } from '../fixtures';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { appPort, appUrl, portOffset } from '../apps';
import { buildGraphWithText, deployCopy, filesUnder, promotionVisibleWithinMs, releaseCommand, repo, serve, serveDeployed, serverUnderTest, type ServedSite } from '../redeploy';

const OWN_PORTS = 60; // its own ports: this test serves its own copy of the site
const OFFSET = portOffset + OWN_PORTS;
const hostUrl = appUrl('host', OWN_PORTS);
const HEADING = 'Books pages graph';
const NEW_HEADING = 'Books pages graph, redeployed';

/** One hash over every file's path and bytes, but the files promotions write. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).filter((path) => !/remotes(-history)?\.json$/.test(path))) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** A copy of a release's build whose manifest and rendered pages need a platform no host provides. */
function skewedCopy(build: string, into: string): string {
  cpSync(build, into, { recursive: true });
  for (const file of ['mf-manifest.json', 'fragments.json']) {
    const path = join(into, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(/"\^2\.\d+\.\d+"/g, '"^99.0.0"'));
  }
  return into;
}

/** A deployed site's files as built, from a plain file server (the host's index.html for every page), as a static host serves them. */
async function serveAsBuilt(deployed: string, port: number): Promise<{ url: string; close: () => void }> {
  const { createServer } = await import('node:http');
  const { default: sirv } = await import('sirv');
  const host = sirv(join(deployed, 'host'), { single: true, dev: true });
  const releases = sirv(join(deployed, 'releases'), { dev: true });
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/releases/')) return host(req, res);
    req.url = req.url.slice('/releases'.length);
    return releases(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

const idOf = (output: string) => output.split('\n')[0]?.split(' ')[2] ?? '';
const CANARY_NUMBER = 'bookmarked:canary-number';

test.describe(`releases on ${serverUnderTest}: release, check, promote, canary, rollback`, { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a release goes live by promotion alone; a skewed one is refused; canaries pick sticky visitors; rollback survives a deleted release; a move is a config edit', async ({ page, browser }) => {
    const { dir: deployed, remove } = deployCopy();
    const servers: ChildProcess[] = [];
    let site: ServedSite | undefined;
    try {
      site = await serveDeployed(deployed, OFFSET);
      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      const hostBefore = fingerprint(join(deployed, 'host'));

      // The graph team builds a changed remote and releases it: nothing live changes yet.
      const build = join(deployed, 'graph-build');
      expect(buildGraphWithText(build, HEADING, NEW_HEADING, 'release-e2e'), 'the heading text was found in the graph remote source').toBeGreaterThan(0);
      const next = idOf(releaseCommand(deployed, 'release', ['graph', '--from', build]));
      const first = idOf(releaseCommand(deployed, 'release', ['graph', '--from', join(deployed, 'mfe-graph')]));
      const skewed = idOf(releaseCommand(deployed, 'release', ['graph', '--from', skewedCopy(build, join(deployed, 'graph-skewed'))]));

      // A release built for a newer platform is refused before any visitor gets it.
      const remotesBefore = readFileSync(join(deployed, 'host/remotes.json'), 'utf8');
      expect(() => releaseCommand(deployed, 'promote', ['graph', skewed])).toThrow(
        `refused: graph ${skewed}: it needs @bookmarked/shared ^99.0.0, and the live host provides`,
      );
      expect(readFileSync(join(deployed, 'host/remotes.json'), 'utf8')).toBe(remotesBefore);

      expect(releaseCommand(deployed, 'promote', ['graph', next])).toContain(`promoted graph ${next} to everyone`);
      const composed = async () => (await page.request.get(`${hostUrl}/pages-graph`)).text();
      /**
       * The graph's entries as the composed page hands remotes.json to the browser (its boot data):
       * a promotion reaches it with the page, at once on serve.mjs, within seconds on nginx and Varnish.
       */
      const handedGraph = async () => {
        const block = /<script type="application\/json" data-boot-remotes>([^<]*)<\/script>/.exec(await composed())?.[1];
        const config = JSON.parse(block ?? '{}') as { remotes?: { graph?: string }; canaries?: { graph?: { percent: number } } };
        return { entry: config.remotes?.graph, canary: config.canaries?.graph?.percent };
      };
      const untilHanded = (expected: { entry?: RegExp; canary?: number }) =>
        expect
          .poll(handedGraph, { message: 'remotes.json as the composed page hands it', timeout: Math.max(promotionVisibleWithinMs, 1000) })
          .toEqual({ entry: expected.entry ? expect.stringMatching(expected.entry) : expect.any(String), canary: expected.canary });
      if (promotionVisibleWithinMs === 0) expect(await composed(), "the next request composes the promoted release's page, with no restart").toContain(NEW_HEADING);
      else await expect.poll(composed, { message: `the promoted release's page is composed within ${promotionVisibleWithinMs} ms`, timeout: promotionVisibleWithinMs }).toContain(NEW_HEADING);
      const release = await page.request.get(`${hostUrl}/releases/graph/${next}/remoteEntry.js`);
      expect(release.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // What the release commands keep for themselves is not the public's.
      for (const path of ['/remotes-history.json', '/remotes%2Dhistory.json', '/releases/graph/live/remoteEntry.js']) {
        expect((await page.request.get(`${hostUrl}${path}`)).status(), path).toBe(404);
      }
      await page.reload();
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      await page.goto(`${hostUrl}/__versions`);
      await expect(page.getByRole('row', { name: /graph/ })).toContainText(next);

      // Canaries: the visitor's kept number decides, and the visitor keeps their side.
      // The servers compose the stable release's page for everyone; a canary visitor's page is
      // drawn afresh by the canary's code, never hydrated into a mismatch.
      const visitor = async (number: string) => {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: CANARY_NUMBER, value: number });
        const visit = await context.newPage();
        const mismatches: string[] = [];
        visit.on('console', (message) => {
          if (HYDRATION_MISMATCH.test(message.text())) mismatches.push(message.text());
        });
        await visit.goto(`${hostUrl}/pages-graph`);
        return {
          visit,
          close: async () => {
            expect(mismatches, 'hydration mismatches on a visitor of the canary test').toEqual([]);
            await context.close();
          },
        };
      };
      const sees = async (number: string, heading: string) => {
        const { visit, close } = await visitor(number);
        await expect(visit.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        return { visit, close };
      };
      releaseCommand(deployed, 'promote', ['graph', first, '--canary', '0']);
      await untilHanded({ canary: 0 });
      await (await sees('0', NEW_HEADING)).close();
      releaseCommand(deployed, 'promote', ['graph', first, '--canary', '100']);
      await untilHanded({ canary: 100 });
      await (await sees('0.999', HEADING)).close();
      expect(releaseCommand(deployed, 'promote', ['graph', first, '--canary', '30'])).toContain(`canary: graph ${first} goes to 30% of visitors, the rest keep ${next}`);
      await untilHanded({ canary: 30 });
      const inside = await sees('0.25', HEADING);
      await inside.visit.reload();
      await expect(inside.visit.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      await inside.visit.goto(`${hostUrl}/__versions`);
      await expect(inside.visit.getByRole('row', { name: /graph/ })).toContainText(`canary ${first} to 30% of visitors: you get the canary`);
      await inside.close();
      await (await sees('0.35', NEW_HEADING)).close();

      // Rollback ends the canary; a promoted release whose folder is then deleted is rolled back.
      expect(releaseCommand(deployed, 'rollback', ['graph'])).toContain(`ended the canary of graph ${first}; everyone gets ${next} again`);
      releaseCommand(deployed, 'promote', ['graph', first]);
      rmSync(join(deployed, 'releases/graph', first), { recursive: true });
      expect(releaseCommand(deployed, 'rollback', ['graph'])).toMatch(new RegExp(`rolled back graph to ${next} \\(from ${first}\\) in \\d+ ms`));
      await untilHanded({ entry: new RegExp(`/${next}/remoteEntry\\.js$`) });
      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('needs a newer version');
      expect(fingerprint(join(deployed, 'host')), 'host files are byte-identical but remotes.json and its history').toBe(hostBefore);

      // The graph moves to another origin: only the host's remotes.json changes (nginx takes the
      // origins of its CSP from it when it reloads).
      const movedPort = appPort('graph', OWN_PORTS + 10);
      servers.push(await serve({ DIST_ROOT: deployed, PORT_OFFSET: String(OFFSET + 10) }, ['graph']));
      const configFile = join(deployed, 'host', 'remotes.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as { remotes: Record<string, string> };
      config.remotes.graph = `http://localhost:${movedPort}/remoteEntry.js`;
      writeFileSync(configFile, JSON.stringify(config));
      site.reload();
      await untilHanded({ entry: new RegExp(`:${movedPort}/remoteEntry\\.js$`) });
      const graphEntries: string[] = [];
      page.on('request', (request) => {
        if (isRemoteStart(request.url())) graphEntries.push(new URL(request.url()).port);
      });
      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
      // The heading is in the composed HTML before the client asks for the remote's code.
      await expect.poll(() => graphEntries, { message: "the graph's code comes from its new origin" }).toContain(String(movedPort));
    } finally {
      for (const server of servers) server.kill();
      await site?.stop();
      remove();
    }
  });
});

test.describe(`a promoted release whose files change on disk, on ${serverUnderTest}`, { tag: '@composed' }, () => {
  test("its changed modules are refused and never run: the composed page's import map names the release's own hashes, and a page served as built checks them against the release's integrity.json", async ({ page }) => {
    test.setTimeout(120_000);
    const ports = 85; // its own copy of the site, on ports of its own
    const { dir: deployed, remove } = deployCopy();
    let site: ServedSite | undefined;
    let clientPath: { url: string; close: () => void } | undefined;
    try {
      site = await serveDeployed(deployed, portOffset + ports);
      const id = idOf(releaseCommand(deployed, 'release', ['graph', '--from', join(deployed, 'mfe-graph')]));
      releaseCommand(deployed, 'promote', ['graph', id]);
      // Someone with access to the live folder adds a statement to each of its scripts. nginx
      // serves them, and the browser refuses them against the import map; serve.mjs (and so
      // Varnish, in front of it) refuses to send them at all.
      const scripts = new Map(filesUnder(join(deployed, 'releases/graph', id)).filter((path) => path.endsWith('.js')).map((file) => [file, readFileSync(file, 'utf8')]));
      for (const [file, text] of scripts) writeFileSync(file, `${text}\n;globalThis.changedCodeRuns = (globalThis.changedCodeRuns ?? 0) + 1;`);
      const graphPage = `${appUrl('host', ports)}/pages-graph`;
      // The promotion reaches the composed page (how soon is the test above's): waited for as a
      // busy machine needs, the release's own files already changed.
      await expect
        .poll(async () => (await page.request.get(graphPage)).text(), { timeout: promotionVisibleWithinMs + 15_000 })
        .toContain(`/releases/graph/${id}/remoteEntry.js`);
      await page.goto(graphPage);
      await expect(page.getByRole('alert')).toContainText('The Pages to Read section could not be loaded');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const changedCodeRuns = (on: Page) => on.evaluate(() => (globalThis as { changedCodeRuns?: number }).changedCodeRuns ?? 0);
      expect(await changedCodeRuns(page), 'changed statements that ran').toBe(0);

      // The client path: the host's page as built, from a plain file server (no composition, so no
      // import map): the page checks the remote's files against the release's integrity.json. The
      // same files and code whichever server composes, so once, in the serve.mjs run.
      const pages = [{ side: 'composed', on: page }];
      if (serverUnderTest === 'serve.mjs') {
        clientPath = await serveAsBuilt(deployed, appPort('host', ports + 5));
        const plainPage = await page.context().newPage();
        const listRead = plainPage.waitForResponse((response) => response.url().endsWith(`/releases/graph/${id}/integrity.json`) && response.ok());
        await plainPage.goto(`${clientPath.url}/pages-graph`);
        await listRead;
        await expect(plainPage.getByRole('alert')).toContainText('The Pages to Read section could not be loaded');
        expect(await plainPage.locator('script[type="importmap"]').count(), 'a page no server composed').toBe(0);
        expect(await changedCodeRuns(plainPage), 'changed statements that ran on the client path').toBe(0);
        pages.push({ side: 'client path', on: plainPage });
      }

      // The release's own files put back, Retry loads the section: the changed bytes were the failure.
      for (const [file, text] of scripts) writeFileSync(file, text);
      for (const { side, on } of pages) {
        await on.getByRole('button', { name: 'Retry' }).click();
        await expect(on.getByRole('heading', { name: HEADING, exact: true }), `Retry on the ${side} page`).toBeVisible();
        expect(await changedCodeRuns(on)).toBe(0);
      }
    } finally {
      clientPath?.close();
      await site?.stop();
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
      // The page checked its files against the list, and imports the page's own module from under the path.
      expect(graphRequests.some((url) => isRemoteStart(url) && url.includes(`${prefix}/assets/`))).toBe(true);
      expect(graphRequests.some((url) => url.endsWith(`${prefix}/integrity.json`))).toBe(true);
      expect(graphRequests.some((url) => url.includes(`${prefix}/assets/`))).toBe(true);
    } finally {
      server.close();
    }
  });
});
