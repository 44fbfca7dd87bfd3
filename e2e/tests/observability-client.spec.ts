import type { Page } from '@playwright/test';
import { test, expect, seedLists, remoteEntryUrl, serveThrowingPage } from '../fixtures';
import { appUrl } from '../apps';

// What the page sends to POST /rum, read as the collector would: the beacons are caught here, so
// no server can change what they say.

interface RumEvent {
  kind: string;
  remote: string;
  build: string;
  [field: string]: unknown;
}
interface Beacon {
  v: number;
  page: string;
  events: RumEvent[];
}

/** Every beacon the page sends, as the raw bodies and as read. */
async function catchBeacons(page: Page) {
  const bodies: string[] = [];
  await page.route('**/rum', async (route) => {
    bodies.push(route.request().postData() ?? '');
    await route.fulfill({ status: 204 });
  });
  return {
    bodies,
    beacons: () => bodies.map((body) => JSON.parse(body) as Beacon),
    events: (): (RumEvent & { page: string })[] =>
      bodies.flatMap((body) => {
        const beacon = JSON.parse(body) as Beacon;
        return beacon.events.map((event) => ({ page: beacon.page, ...event }));
      }),
  };
}

/** The page sends what it kept when it is hidden or goes away: pagehide, until `found` is sent (the client loads once the page is live). */
async function untilSent(page: Page, caught: Awaited<ReturnType<typeof catchBeacons>>, found: (events: ReturnType<typeof caught.events>) => boolean) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        return found(caught.events());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Each app's build id, as the host's Deployed versions page shows it. */
async function buildsShown(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'graph' }).getByRole('cell').nth(1)).not.toHaveText('');
  const builds: Record<string, string> = {};
  for (const app of ['host', 'catalog', 'lists', 'graph']) {
    builds[app] = (await rows.filter({ has: page.getByRole('rowheader', { name: app, exact: true }) }).getByRole('cell').nth(1).textContent()) ?? '';
  }
  return builds;
}

const graphEntry = remoteEntryUrl('graph');

test.describe('what the page sends to /rum', { tag: ['@composed', '@any-server'] }, () => {
  test('a page view on each route, for its remote and build, with no query string or list contents', async ({ page }) => {
    // Four pages, each waiting for its code, then for the client to load once the page is live.
    test.slow();
    const caught = await catchBeacons(page);
    await seedLists(page, { readList: [1] });
    await page.goto('/?q=secret+search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const homeHeading = page.getByRole('heading', { name: 'Books to freshen up your bookshelf' });
    await expect(homeHeading).toBeVisible();
    // The client loads once the page is live and idle; the page's largest paint is final at the
    // visitor's first input. Input made before the client is in would leave Home's LCP unsent.
    await expect
      .poll(
        async () => {
          await homeHeading.click();
          await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
          return caught.events().some((event) => event.kind === 'vital' && event.name === 'LCP');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await nav.getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page.getByRole('heading', { name: 'Books pages graph' })).toBeVisible();
    await page.getByRole('link', { name: 'Deployed versions' }).click();
    const builds = await buildsShown(page);

    await untilSent(page, caught, (events) => events.filter((event) => event.kind === 'page-view').length >= 4);
    const views = caught.events().filter((event) => event.kind === 'page-view');
    // In any order: a page view waits for its page's code, to name the build that loaded.
    expect(views).toHaveLength(4);
    expect(views.map(({ page, remote, build }) => ({ page, remote, build }))).toEqual(expect.arrayContaining([
      { page: 'Home', remote: 'catalog', build: builds.catalog },
      { page: 'ListedBooks', remote: 'lists', build: builds.lists },
      { page: 'PagesGraph', remote: 'graph', build: builds.graph },
      { page: 'Versions', remote: 'host', build: builds.host },
    ]));
    // The loading metrics of the page opened; its largest paint is in the catalogue's section.
    expect(caught.events().filter((event) => event.kind === 'vital').map((event) => event.name)).toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP']));
    expect(caught.events().find((event) => event.name === 'LCP')).toMatchObject({ page: 'Home', remote: 'catalog', build: builds.catalog });

    // Kinds, names, owners and numbers only: nothing typed, stored or in the address.
    for (const body of caught.bodies) expect(body).not.toMatch(/secret|\?|q=/);
    for (const { events, ...beacon } of caught.beacons()) {
      expect(Object.keys(beacon).sort()).toEqual(['page', 'v']);
      for (const event of events) expect(['kind', 'remote', 'build', 'name', 'value', 'source', 'reason']).toEqual(expect.arrayContaining(Object.keys(event)));
    }
  });

  test('a remote that throws while rendering is counted against that remote and its build, not the host', async ({ page }) => {
    const caught = await catchBeacons(page);
    // The stand-in page below is no release's: without the remote's integrity list the page (no
    // server composed this one's sections) loads it unchecked, as it would a build without a list.
    await page.route(`${appUrl('graph')}/integrity.json`, (route) => route.fulfill({ status: 404 }));
    await serveThrowingPage(page, 'graph');
    await page.goto('/__versions');
    const builds = await buildsShown(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page.getByRole('alert')).toContainText('The Pages to Read section could not be loaded');

    await untilSent(page, caught, (events) => events.some((event) => event.kind === 'error'));
    const errors = caught.events().filter((event) => event.kind === 'error');
    expect(errors).toEqual([{ page: 'PagesGraph', kind: 'error', source: 'react-caught', remote: 'graph', build: builds.graph }]);
    expect(caught.bodies.join('\n')).not.toContain('render failure');
  });

  // The other reasons (network, timeout, integrity) are told apart in loadFailureReason's unit tests.
  test('a remote whose entry is not found is a load failure, not-found, and no error', async ({ page }) => {
    const caught = await catchBeacons(page);
    await page.route(graphEntry, (route) => route.fulfill({ status: 404 }));
    await page.goto('/pages-graph');
    await expect(page.getByRole('alert')).toContainText('The Pages to Read section could not be loaded');

    await untilSent(page, caught, (events) => events.some((event) => event.kind === 'load-failure'));
    const failures = caught.events().filter((event) => event.kind === 'load-failure' || event.kind === 'error');
    expect(failures).toEqual([expect.objectContaining({ page: 'PagesGraph', kind: 'load-failure', remote: 'graph', reason: 'not-found' })]);
  });
});
