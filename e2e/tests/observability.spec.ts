import { test, expect, untilAppStarted } from '../fixtures';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRITY_FILE, integrityFileText, integrityListOf, integrityOf } from '@bookmarked/shared/integrity';
import { appUrl, portOffset, remotePages } from '../apps';
import { startPrometheus } from '../observability';
import { deployCopy, releaseCommand, repo, serveDeployed, serverUnderTest, type ServedSite } from '../redeploy';

/** The page's RUM client, its own chunk (host/src/rum/client.ts), fetched once the page is live. */
const RUM_CLIENT = /\/assets\/client-[\w-]+\.js$/;
/** The start of the built catalog's Mark as read handler (mfe-catalog/src/actions/bookActions.ts). */
const MARK_AS_READ = /(async function [\w$]+\([\w$]+\)\{)(let [\w$]+=[\w$]+\(`readList`,)/g;
const CANARY_NUMBER = 'bookmarked:canary-number';

/** A copy of a catalog build whose Mark as read throws, its integrity.json naming the patched file as its build would. */
function breakMarkAsRead(dir: string): void {
  const patched = readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const path = join(dir, 'assets', file);
      const text = readFileSync(path, 'utf8');
      const broken = text.replace(MARK_AS_READ, '$1throw new Error("Mark as read broke in this canary");$2');
      writeFileSync(path, broken);
      return broken !== text;
    });
  expect(patched, "the built catalog's Mark as read handler, found once").toHaveLength(1);
  const listFile = join(dir, INTEGRITY_FILE);
  const files = integrityListOf(JSON.parse(readFileSync(listFile, 'utf8'))) ?? {};
  const file = `assets/${patched[0] ?? ''}`;
  writeFileSync(listFile, integrityFileText({ ...files, [file]: integrityOf(readFileSync(join(dir, file))) }));
}

/** A visitor on their side of a canary (`canaryNumber`, kept in the browser as the site keeps it). */
async function visitor(browser: Browser, host: string, canaryNumber: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: host, serviceWorkers: 'block' });
  await context.addInitScript(({ key, value, client }) => {
    // Not on about:blank, which the visitor leaves for and which has no storage.
    if (!location.protocol.startsWith('http')) return;
    localStorage.setItem(key, value);
    // Whether the RUM client came, from the network or the browser's cache (what leave waits for).
    new PerformanceObserver((list) => {
      if (list.getEntries().some(({ name }) => new RegExp(client).test(name))) document.documentElement.dataset.testRumClient = 'fetched';
    }).observe({ type: 'resource', buffered: true });
  }, { key: CANARY_NUMBER, value: canaryNumber, client: RUM_CLIENT.source });
  return context;
}

/**
 * Opens `path` in a new page of the visitor's; `leave` leaves it as a visitor does, once its RUM
 * client is there (fetched after the page is live): its pagehide sends what the client kept.
 */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; leave: () => Promise<void> }> {
  const page = await context.newPage();
  await page.goto(path);
  return {
    page,
    leave: async () => {
      await expect(page.locator('html[data-test-rum-client="fetched"]')).toHaveCount(1, { timeout: 15_000 });
      await page.goto('about:blank');
      await page.close();
    },
  };
}

/**
 * A visit: Home, then `rounds` times a book's details, Mark as read pressed, and back Home by
 * the header's link; then the visitor leaves, and the page sends what it saw. Returns the page's
 * uncaught errors.
 */
async function browseCatalog(context: BrowserContext, rounds: number, marksAsRead: 'works' | 'throws'): Promise<string[]> {
  const errors: string[] = [];
  const { page, leave } = await open(context, '/');
  page.on('pageerror', (error) => errors.push(error.message));
  await untilAppStarted(page);
  for (let round = 0; round < rounds; round += 1) {
    // A canary visitor's first page is drawn afresh over the stable release's HTML, and a click
    // on its link in the moment it is drawn can be dropped (a known defect of that path, left
    // for the start-up work; the eager visitor's spec holds the stable path to no loss): this
    // spec is about what reaches Prometheus, so the visitor clicks again if nothing happened.
    await expect(async () => {
      if (!page.url().includes('/details')) await page.getByRole('link', { name: 'Dune' }).first().click();
      await expect(page).toHaveURL(/\/details\?id=/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Mark as read' }).click();
    // Working, it answers with a dialog to close; broken, with an error nobody catches.
    if (marksAsRead === 'throws') await expect.poll(() => errors.length).toBe(round + 1);
    else await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByRole('link', { name: 'Dune' }).first()).toBeVisible();
  }
  await leave();
  return errors;
}

test.describe(`observability on ${serverUnderTest}`, { tag: '@composed' }, () => {
  test("visitors' pages reach Prometheus by remote, release and route; a canary whose Mark as read throws is refused by pnpm canary:check and pnpm promote, with its figures; a healthy one passes", async ({ browser, request }) => {
    // 30-50 s on this machine; on a busy CI machine it has run past 120 s (its ten waits on 1 s scrapes).
    test.setTimeout(180_000);
    const OWN_PORTS = 75; // its own ports: it serves its own copy of the site, and its own Prometheus
    const host = appUrl('host', OWN_PORTS);
    const { dir: deployed, remove } = deployCopy();
    const work = mkdtempSync(join(tmpdir(), 'bookmarked-canary-'));
    const thresholds = join(work, 'thresholds.json');
    // The thresholds of deploy/canary-thresholds.json, over a window and a sample a test can fill;
    // its INP and LCP limits out of reach, as they would judge how busy this machine is (the
    // unit tests of server/release/canaryCheck.mjs judge those figures).
    const noTimingLimit = { maxRatio: 1.2, maxIncrease: 60_000 };
    writeFileSync(thresholds, JSON.stringify({ ...JSON.parse(readFileSync(join(repo, 'deploy/canary-thresholds.json'), 'utf8')), window: '5m', minPageViews: 5, inpP75Ms: noTimingLimit, lcpP75Ms: noTimingLimit }));
    const canaryVisitor = await visitor(browser, host, '0.1');
    const stableVisitor = await visitor(browser, host, '0.9');
    let site: ServedSite | undefined;
    let prometheus: ReturnType<typeof startPrometheus> | undefined;
    try {
      site = await serveDeployed(deployed, portOffset + OWN_PORTS);
      prometheus = startPrometheus(portOffset + OWN_PORTS);
      const env = { ...prometheus.env, CANARY_THRESHOLDS: thresholds };

      // A visitor's page views on each remote's page, moving in the app from Home, counted when
      // they leave under the page's remote, its build's release (each app's own: `dist`) and its route.
      const { page, leave } = await open(canaryVisitor, '/');
      await untilAppStarted(page);
      await page.getByRole('link', { name: 'Dune' }).first().click();
      await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
      await page.getByRole('link', { name: 'Listed Books', exact: true }).first().click();
      await expect(page.getByRole('tablist', { name: 'Your lists' })).toBeVisible();
      await page.getByRole('link', { name: 'Pages to Read', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Books pages graph', exact: true })).toBeVisible();
      await leave();
      for (const { remote, page: route } of remotePages) {
        await expect.poll(() => prometheus?.query(`bookmarked_page_views_total{remote="${remote}", release="dist", route="${route}"}`), { timeout: 15_000 }).toBe(1);
      }
      expect((await request.post(`${host}/rum`, { data: '{"v":1,"page":"Home","events":[]}', headers: { 'content-type': 'application/json' } })).status()).toBe(400);
      await expect.poll(() => prometheus?.query('bookmarked_rum_rejected_total{reason="malformed"}')).toBe(1);
      expect(await (await request.get(`${host}/metrics`)).text()).not.toContain('bookmarked_page_views_total');

      const stableBuild = ((await (await fetch(`${appUrl('catalog', OWN_PORTS)}/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildId: string } } }).metaData.buildInfo.buildId;
      const seen = (release: string, views: number) =>
        expect.poll(() => prometheus?.query(`sum(bookmarked_page_views_total{remote="catalog", release="${release}"})`), { timeout: 15_000 }).toBeGreaterThanOrEqual(views);
      /** A catalog release from the deployed build with a build id of its own, promoted as a canary to half the visitors. */
      const canaryOf = async (buildId: string, change?: (dir: string) => void) => {
        const dir = join(work, buildId);
        cpSync(join(deployed, 'mfe-catalog'), dir, { recursive: true });
        const manifest = join(dir, 'mf-manifest.json');
        writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(stableBuild, buildId));
        change?.(dir);
        const release = releaseCommand(deployed, 'release', ['catalog', '--from', dir]).split('\n')[0]?.split(' ')[2] ?? '';
        releaseCommand(deployed, 'promote', ['catalog', release, '--canary', '50']);
        // At once on serve.mjs; nginx and Varnish keep a composed page for a moment.
        await expect.poll(async () => (await (await fetch(`${host}/`)).text()).includes(`/releases/catalog/${release}/`), { timeout: 10_000 }).toBe(true);
        // A new release's series exist at zero before its first visitor: wait for Prometheus to have them.
        await seen(release, 0);
        return release;
      };
      const check = () => releaseCommand(deployed, 'canaryCheck', ['catalog'], env);

      const failing = await canaryOf('canary-throws', breakMarkAsRead);
      expect(await browseCatalog(canaryVisitor, 2, 'throws')).toEqual(Array(2).fill('Mark as read broke in this canary'));
      expect(await browseCatalog(stableVisitor, 1, 'works')).toEqual([]);
      await seen(failing, 5);
      await seen('dist', 3 + 2);
      await expect.poll(() => prometheus?.query(`sum(bookmarked_errors_total{remote="catalog", release="${failing}"})`), { timeout: 15_000 }).toBe(2);
      // About two errors in five page views, as Prometheus's increase() extrapolates each series over the window.
      expect(check).toThrow(new RegExp(`errors per page view +[1-9]\\d\\.\\d% +0\\.0%[\\s\\S]*catalog ${failing} fails its canary check: error rate [1-9]\\d\\.\\d% per page view against 0\\.0%`));
      expect(() => releaseCommand(deployed, 'promote', ['catalog', failing], env)).toThrow(`refused: catalog ${failing} fails its canary check; nothing changed (--force promotes it anyway)`);
      expect(JSON.parse(readFileSync(join(deployed, 'host/remotes.json'), 'utf8')).canaries.catalog.entry).toContain(failing);

      const healthy = await canaryOf('canary-healthy');
      // Too few page views: the check cannot judge, and says so.
      expect(check).toThrow('too few page views to judge: the canary has');
      expect(await browseCatalog(canaryVisitor, 2, 'works')).toEqual([]);
      await seen(healthy, 5);
      expect(check()).toContain(`catalog ${healthy} passes its canary check`);
      expect(releaseCommand(deployed, 'promote', ['catalog', healthy], env)).toContain(`promoted catalog ${healthy} to everyone`);
    } finally {
      prometheus?.stop();
      await site?.stop();
      rmSync(work, { recursive: true, force: true });
      remove();
      // After a timeout the browser has closed them: a second error here would hide the first.
      await canaryVisitor.close().catch(() => undefined);
      await stableVisitor.close().catch(() => undefined);
    }
  });
});
