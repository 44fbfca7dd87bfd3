import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, appPorts, untilLive } from '../fixtures';
import { appPort, appUrl, portOffset } from '../apps';
import { deployCopy, redeployGraphWithText, serve } from '../redeploy';

// The service worker is what this spec tests: allow it here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const GRAPH_HEADING = 'Books pages graph';

/** Resolves once the site's service worker controls the page. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/**
 * Waits until the worker keeps this remote's entry, which it does only once all the files of
 * that build are kept too; `entrySource`: that very entry (a given deploy's).
 */
async function remoteKept(page: Page, port: number, entrySource?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async ([url, wanted]) => {
          const kept = await caches.match(url, { ignoreVary: true });
          return kept !== undefined && (wanted === undefined || (await kept.text()) === wanted);
        }, [`http://localhost:${port}/remoteEntry.js`, entrySource] as const),
      { message: `the remote on :${port} is kept for offline use`, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Takes the browser off the network, or back on, as a visitor's connection would. Chromium 150
 * leaves `navigator.onLine` true in a page loaded while the network is emulated offline (its
 * service worker answers it), where a real browser off the network says false: the page is
 * told the same through the session's storage, which its next documents read too.
 */
async function goOffline(page: Page, context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  await page.evaluate((value) => (value ? sessionStorage.setItem('e2e:offline', '1') : sessionStorage.removeItem('e2e:offline')), offline);
}

/** Installed before the page's scripts: `navigator.onLine` follows goOffline. */
function onLineFollowsTheTest() {
  const reported = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get(this: Navigator) {
      return sessionStorage.getItem('e2e:offline') !== '1' && (reported ? (reported.call(this) as boolean) : true);
    },
  });
}

const visits = [
  { path: '/', content: (page: Page) => page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' }), port: appPorts.catalog },
  { path: '/details?id=1', content: (page: Page) => page.getByRole('button', { name: 'Mark as read' }), port: appPorts.catalog },
  { path: '/listed', content: (page: Page) => page.getByRole('tab', { name: 'Read List' }), port: appPorts.lists },
];

test.describe('offline after the first visit', { tag: '@composed' }, () => {
  test('every page seen works offline; a section never seen says so, and Retry loads it once back online', async ({ page, context }) => {
    test.setTimeout(90_000);
    // Saving data: the other sections are not fetched ahead, so the graph stays a section never seen.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await page.addInitScript(onLineFollowsTheTest);
    for (const { path, content, port } of visits) {
      await page.goto(path);
      await expect(content(page)).toBeVisible();
      await workerInCharge(page);
      await remoteKept(page, port);
    }

    await goOffline(page, context, true);
    for (const { path, content } of visits) {
      await page.goto(path);
      await expect(content(page)).toBeVisible();
      await page.reload();
      await expect(content(page)).toBeVisible();
    }
    await page.goto('/');
    const cover = page.locator('main img').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'a cover shows offline').toBe(true);
    // A 404 needs no remote: the app's own page, offline too.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();

    // The graph was never visited: its files were never kept.
    await page.goto('/pages-graph');
    const notOffline = page.getByRole('alert');
    await expect(notOffline).toContainText("The Pages to Read section isn't available offline");
    await expect(notOffline).toContainText('Connect to the internet and try again.');
    await expect(notOffline).not.toContainText('not responding');
    await page.screenshot({ path: test.info().outputPath('never-visited-offline.png') });

    // Back online, Retry loads the section, and it is kept from then on.
    await goOffline(page, context, false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: GRAPH_HEADING, exact: true })).toBeVisible();
    await remoteKept(page, appPorts.graph);
    await goOffline(page, context, true);
    await page.reload();
    await expect(page.getByRole('heading', { name: GRAPH_HEADING, exact: true })).toBeVisible();
  });
});

test.describe("a changed copy in the worker's cache", { tag: '@composed' }, () => {
  test('is never run: the worker drops a kept module whose hash is not the one the page names, and fetches it again', async ({ page }) => {
    await page.goto('/');
    await workerInCharge(page);
    await remoteKept(page, appPorts.catalog);
    const catalog = `http://localhost:${appPorts.catalog}/`;
    const changed = await page.evaluate(async (origin) => {
      const cache = await caches.open('bookmarked-chunks');
      const scripts = (await cache.keys()).filter((request) => request.url.startsWith(origin) && request.url.endsWith('.js'));
      for (const request of scripts) {
        const kept = await cache.match(request, { ignoreVary: true });
        const text = `${await kept?.text()}\n;globalThis.changedCodeRuns = (globalThis.changedCodeRuns ?? 0) + 1;`;
        await cache.put(request, new Response(text, { headers: { 'Content-Type': 'text/javascript' } }));
      }
      return scripts.length;
    }, catalog);
    expect(changed, "the catalog's kept scripts, changed").toBeGreaterThan(5);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeVisible();
    await untilLive(page);
    expect(await page.evaluate(() => (globalThis as { changedCodeRuns?: number }).changedCodeRuns ?? 0), 'changed statements that ran').toBe(0);
  });
});

test.describe('offline and a redeployed remote', { tag: '@composed' }, () => {
  test('offline keeps the whole old build; online picks up the new one, then keeps it whole', async ({ page, context }) => {
    test.setTimeout(150_000);
    // Its own copy of the site on its own ports: the graph is replaced in it.
    const OWN_PORTS = 80;
    const offset = portOffset + OWN_PORTS;
    const hostUrl = appUrl('host', OWN_PORTS);
    const graphPort = appPort('graph', OWN_PORTS);
    const NEW_HEADING = 'Books pages graph, offline redeploy';
    const deployed = deployCopy();
    let server: ChildProcess | undefined;
    try {
      server = await serve({ DIST_ROOT: deployed.dir, PORT_OFFSET: String(offset) });
      await page.goto(`${hostUrl}/pages-graph`);
      await expect(page.getByRole('heading', { name: GRAPH_HEADING, exact: true })).toBeVisible();
      await workerInCharge(page);
      await remoteKept(page, graphPort);

      expect(redeployGraphWithText(deployed.dir, GRAPH_HEADING, NEW_HEADING, 'offline-e2e')).toBeGreaterThan(0);

      // Offline the visitor still gets the old build, entry and chunks together.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: GRAPH_HEADING, exact: true })).toBeVisible();

      // The next online visit gets the new build.
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      await remoteKept(page, graphPort, readFileSync(join(deployed.dir, 'mfe-graph', 'remoteEntry.js'), 'utf8'));

      // And offline now serves the new build whole.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: NEW_HEADING })).toBeVisible();
      await expect(page.locator('.book-bar').first()).toBeVisible();
    } finally {
      await context.setOffline(false);
      server?.kill();
      deployed.remove();
    }
  });
});
