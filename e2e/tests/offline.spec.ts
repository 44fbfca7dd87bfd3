import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, appPorts, untilLive, remoteEntryUrl } from '../fixtures';
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

/** The Listed Books first screen the page kept for the view ('' the default), as the service worker reads it. */
async function keptFragment(page: Page, view = ''): Promise<{ lists: { readList: number[] }; release: string } | undefined> {
  return page.evaluate(async (key) => {
    const kept = await (await caches.open('bookmarked-listed-fragment')).match(`/__listed-fragment?${key}`);
    return kept ? ((await kept.json()) as { lists: { readList: number[] }; release: string }) : undefined;
  }, view || 'tab=&sort=&order=');
}

/** Records each number of cards drawn in the shown tab, from the page as parsed on. */
function recordCardCounts() {
  const counts: number[] = [];
  const shifts = { total: 0 };
  Object.assign(window, { cardCounts: counts, layoutShift: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const note = () => {
    const count = document.querySelectorAll('[role="tabpanel"]:not([hidden]) article').length;
    if (counts.at(-1) !== count) counts.push(count);
  };
  document.addEventListener('DOMContentLoaded', () => {
    note();
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

test.describe("a returning visitor's Listed Books", { tag: '@composed' }, () => {
  // Ids from shared/public/booksData.json: Dune, The Hobbit; and The Great Gatsby.
  const READ = [2, 5];
  const cards = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]) article h2');

  test("their own cards are in the page before the lists' code runs; a list changed elsewhere, or a new release, is never shown stale", async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.addInitScript((ids) => {
      if (localStorage.getItem('readList') === null) localStorage.setItem('readList', JSON.stringify(ids));
    }, READ);
    await page.goto('/listed');
    // The lists' code and the catalogue's pages first: longer than one assertion's wait on a busy machine.
    await expect(cards(page)).toHaveText(['Dune', 'The Hobbit'], { timeout: 15_000 });
    await workerInCharge(page);
    await expect.poll(async () => (await keptFragment(page))?.lists.readList, { message: 'the first screen is kept' }).toEqual(READ);

    // Again in a new tab, the lists remote's code held back: the cards are there all the same. Its
    // page module is dropped from the worker's cache first, which would answer it off the network.
    await page.evaluate(async (start) => {
      const chunks = await caches.open('bookmarked-chunks');
      for (const request of await chunks.keys()) if (new RegExp(start).test(request.url)) await chunks.delete(request);
    }, remoteEntryUrl('lists').source);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(remoteEntryUrl('lists'), async (route) => {
      await held;
      await route.continue();
    });
    const again = await context.newPage();
    await again.addInitScript(recordCardCounts);
    await again.goto('/listed', { waitUntil: 'commit' });
    await expect(cards(again)).toHaveText(['Dune', 'The Hobbit']);
    await expect(again.locator('[data-visitor-fragment][data-awaiting-code]'), 'still waiting for its code').toHaveCount(1);
    release();
    await expect(again.locator('[data-visitor-fragment]'), 'live: drawn afresh by its code').toHaveCount(0, { timeout: 15_000 });
    await expect(cards(again)).toHaveText(['Dune', 'The Hobbit']);
    expect(await again.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts), 'the cards never make way for nothing').toEqual([2]);
    expect(await again.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total), 'nothing moves as the code takes over').toBeLessThan(0.01);
    await context.unroute(remoteEntryUrl('lists'));

    // A list changed in another tab between the visits: the next visit shows it once live.
    await again.goto('/details?id=1');
    await again.getByRole('button', { name: 'Mark as read' }).click();
    await expect(again.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    const third = await context.newPage();
    await third.goto('/listed');
    await expect(cards(third)).toHaveText(['The Great Gatsby', 'Dune', 'The Hobbit'], { timeout: 15_000 });
    await expect(third.locator('[data-visitor-fragment]')).toHaveCount(0, { timeout: 15_000 });
    await expect(cards(third)).toHaveText(['The Great Gatsby', 'Dune', 'The Hobbit']);

    // A fragment of another release of the lists remote is not used: the server's page is.
    await expect.poll(async () => (await keptFragment(third))?.lists.readList).toEqual([2, 5, 1]);
    // Both Listed Books tabs would keep their screen again, over the one changed below.
    await page.close();
    await third.close();
    await again.evaluate(async () => {
      const cache = await caches.open('bookmarked-listed-fragment');
      const key = '/__listed-fragment?tab=&sort=&order=';
      const kept = (await (await cache.match(key))?.json()) as Record<string, unknown>;
      await cache.put(key, new Response(JSON.stringify({ ...kept, release: 'an-older-build' })));
    });
    const fourth = await context.newPage();
    const served = fourth.waitForResponse((response) => new URL(response.url()).pathname === '/listed');
    await fourth.goto('/listed');
    expect(await (await served).text()).not.toContain('data-visitor-fragment');
    await expect(cards(fourth)).toHaveText(['The Great Gatsby', 'Dune', 'The Hobbit'], { timeout: 15_000 });
  });

  // What the page keeps, not what a server sends: the same on any server.
  test('with storage off, Listed Books works as the server composes it', { tag: '@any-server' }, async ({ page }) => {
    await page.addInitScript((ids) => {
      localStorage.setItem('readList', JSON.stringify(ids));
      const refuse = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
      Object.assign(CacheStorage.prototype, { open: refuse, delete: refuse, match: refuse });
    }, READ);
    const refused = page.waitForEvent('console', (message) => message.text() === 'kept refused');
    await page.addInitScript(() => {
      const refuse = CacheStorage.prototype.open;
      CacheStorage.prototype.open = function (...args) {
        console.log('kept refused');
        return refuse.apply(this, args);
      };
    });
    await page.goto('/listed');
    await expect(cards(page)).toHaveText(['Dune', 'The Hobbit'], { timeout: 15_000 });
    await refused;
    await page.getByRole('tab', { name: 'Wish List' }).click();
    await expect(page.getByRole('heading', { name: /is empty/ })).toBeVisible();
  });
});
