import { test, expect } from '../fixtures';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appUrl, portOffset, remotePages, type RemoteName } from '../apps';
import { startPrometheus } from '../observability';
import { deployCopy, releaseCommand, repo, serveDeployed, serverUnderTest, type ServedSite } from '../redeploy';

// The browser's RUM client sends these beacons itself; here the test sends them in the same
// shape (docs/observability.md, "What the page sends"), so that what it checks is the server
// side: the collector behind each server, Prometheus scraping it, and the canary check.
const beacon = (page: string, ...events: object[]) => ({ data: JSON.stringify({ v: 1, page, events }), headers: { 'content-type': 'application/json' } });
const buildIdAt = async (base: string) => ((await (await fetch(`${base}/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildId: string } } }).metaData.buildInfo.buildId;

test.describe(`observability on ${serverUnderTest}`, { tag: '@composed' }, () => {
  test('Prometheus scrapes the collector: page views by remote, release and route; a canary that throws is refused by pnpm canary:check and pnpm promote, with its figures; a healthy one passes', async ({ request }) => {
    test.setTimeout(120_000);
    const OWN_PORTS = 75; // its own ports: it serves its own copy of the site, and its own Prometheus
    const host = appUrl('host', OWN_PORTS);
    const { dir: deployed, remove } = deployCopy();
    const work = mkdtempSync(join(tmpdir(), 'bookmarked-canary-'));
    const thresholds = join(work, 'thresholds.json');
    // The thresholds of deploy/canary-thresholds.json, over a window and a sample a test can fill.
    writeFileSync(thresholds, JSON.stringify({ ...JSON.parse(readFileSync(join(repo, 'deploy/canary-thresholds.json'), 'utf8')), window: '5m', minPageViews: 20 }));
    let site: ServedSite | undefined;
    let prometheus: ReturnType<typeof startPrometheus> | undefined;
    try {
      site = await serveDeployed(deployed, portOffset + OWN_PORTS);
      prometheus = startPrometheus(portOffset + OWN_PORTS);
      const env = { ...prometheus.env, CANARY_THRESHOLDS: thresholds };

      // Each remote's page, counted under its remote, its build's release and its route; a
      // malformed beacon refused and counted; the metrics on the loopback, not on the site.
      for (const { remote, page } of remotePages) {
        const build = await buildIdAt(appUrl(remote as RemoteName, OWN_PORTS));
        expect((await request.post(`${host}/rum`, beacon(page, { kind: 'page-view', remote, build }))).status()).toBe(204);
      }
      expect((await request.post(`${host}/rum`, { data: '{"v":1,"page":"Home","events":[]}', headers: { 'content-type': 'application/json' } })).status()).toBe(400);
      for (const { remote, page } of remotePages) {
        await expect.poll(() => prometheus?.query(`bookmarked_page_views_total{remote="${remote}", release="dist", route="${page}"}`), { timeout: 15_000 }).toBe(1);
      }
      await expect.poll(() => prometheus?.query('bookmarked_rum_rejected_total{reason="malformed"}')).toBe(1);
      expect(await (await request.get(`${host}/metrics`)).text()).not.toContain('bookmarked_page_views_total');
      const stableBuild = await buildIdAt(appUrl('catalog', OWN_PORTS));
      /** A catalog release from the deployed build with a build id of its own. */
      const released = (buildId: string) => {
        const dir = join(work, buildId);
        cpSync(join(deployed, 'mfe-catalog'), dir, { recursive: true });
        const manifest = join(dir, 'mf-manifest.json');
        writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(stableBuild, buildId));
        return releaseCommand(deployed, 'release', ['catalog', '--from', dir]).split('\n')[0]?.split(' ')[2] ?? '';
      };
      /**
       * `views` page views of the catalog's build `build`, `errors` of them throwing, as visitors'
       * pages send them; all from this one address, so at the pace the collector's rate limit allows.
       */
      const visits = async (build: string, views: number, errors: number) => {
        for (let i = 0; i < views; i += 1) {
          const events = [{ kind: 'page-view', remote: 'catalog', build }, ...(i < errors ? [{ kind: 'error', remote: 'catalog', build, source: 'react-caught' }] : [])];
          await expect.poll(async () => (await request.post(`${host}/rum`, beacon(i % 2 ? 'Home' : 'BookDetails', ...events))).status(), { intervals: [250] }).toBe(204);
        }
      };
      const seen = (release: string, views: number) =>
        expect.poll(() => prometheus?.query(`sum(bookmarked_page_views_total{remote="catalog", release="${release}"})`), { timeout: 15_000 }).toBeGreaterThanOrEqual(views);
      // A new release's series exist at zero before its first visitor: wait for Prometheus to have them.
      const known = (release: string) => seen(release, 0);

      const failing = released('canary-throws');
      releaseCommand(deployed, 'promote', ['catalog', failing, '--canary', '50']);
      await known(failing);
      await known('dist');
      await visits(stableBuild, 29, 0);
      await visits('canary-throws', 30, 15);
      await seen(failing, 30);
      await seen('dist', 30);
      const check = () => releaseCommand(deployed, 'canaryCheck', ['catalog'], env);
      // About half, as Prometheus's increase() extrapolates each series over the window.
      expect(check).toThrow(new RegExp(`errors per page view +(4\\d|5\\d)\\.\\d% +0\\.0%[\\s\\S]*catalog ${failing} fails its canary check: error rate (4\\d|5\\d)\\.\\d% per page view against 0\\.0%`));
      expect(() => releaseCommand(deployed, 'promote', ['catalog', failing], env)).toThrow(`refused: catalog ${failing} fails its canary check; nothing changed (--force promotes it anyway)`);
      expect(JSON.parse(readFileSync(join(deployed, 'host/remotes.json'), 'utf8')).canaries.catalog.entry).toContain(failing);

      // Too few page views: the check cannot judge, and says so.
      const healthy = released('canary-healthy');
      releaseCommand(deployed, 'promote', ['catalog', healthy, '--canary', '50']);
      await known(healthy);
      await visits('canary-healthy', 5, 0);
      await seen(healthy, 5);
      expect(check).toThrow('too few page views to judge: the canary has');
      await visits('canary-healthy', 25, 0);
      await seen(healthy, 30);
      expect(check()).toContain(`catalog ${healthy} passes its canary check`);
      expect(releaseCommand(deployed, 'promote', ['catalog', healthy], env)).toContain(`promoted catalog ${healthy} to everyone`);
    } finally {
      prometheus?.stop();
      await site?.stop();
      rmSync(work, { recursive: true, force: true });
      remove();
    }
  });
});
