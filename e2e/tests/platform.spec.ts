import { test, expect, appPorts, isRemoteStart } from '../fixtures';
import type { RemoteName } from '../apps';
import type { Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The visitor has asked their browser to save data (Save-Data), as Chromium reports it to the page. */
async function saveData(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
}

/** Every request to a remote's origin from now on, growing as the page makes them. */
function requestsTo(page: Page, remote: RemoteName): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${appPorts[remote]}/`)) urls.push(request.url().split('?')[0] ?? '');
  });
  return urls;
}

/** Waits for the host's mark that the section's prefetch has settled (loaded, or failed and dropped). */
async function sectionPrefetched(page: Page, path: string) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, `bookmarked:prefetched ${path}`);
}

/** A flag on window survives in-app navigation and disappears on a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test.describe('header', { tag: '@composed' }, () => {
  test('highlights the link of the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, heading] of [
      ['Listed Books', '/listed', 'Books'],
      ['Pages to Read', '/pages-graph', 'Books pages graph'],
      ['Home', '/', 'Books to freshen up your bookshelf'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('link', { name: 'Bookmarked' }).click();
    await expect(page).toHaveURL('/');
  });

  test('on a small screen the menu button toggles a stacked menu', { tag: '@any-server' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listed');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Pages to Read' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    for (const name of ['Home', 'Listed Books', 'Pages to Read']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Listed Books' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Up' })).toBeVisible();

    await menu.getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page).toHaveURL('/pages-graph');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, Escape closes.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('not found', { tag: '@composed' }, () => {
  test('any other path shows 404 under the header', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
  });
});

test.describe('remote loading', { tag: '@composed' }, () => {
  test("once Home is idle, the other sections are fetched ahead: a click on Listed Books asks the lists remote for nothing", async ({ page }) => {
    const listsRequests = requestsTo(page, 'lists');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await expect.poll(() => listsRequests.some(isRemoteStart)).toBe(true);
    // Not 'networkidle': Playwright settles it at once when the page was idle before the
    // prefetch began, and the click would meet the lists' page still loading.
    await sectionPrefetched(page, '/listed');

    listsRequests.length = 0;
    await nav(page).getByRole('link', { name: 'Listed Books' }).click();
    // Home has a 'Books' heading too: the tabs say Listed Books has really arrived.
    await expect(page.getByRole('tab', { name: /Read List/ })).toBeVisible();
    expect(listsRequests, 'requests to the lists remote after the click').toEqual([]);
  });

  test('with Save-Data on, no other section is fetched before its link is clicked', async ({ page }) => {
    await saveData(page);
    const listsRequests = requestsTo(page, 'lists');
    const graphRequests = requestsTo(page, 'graph');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The pointer over a link is no reason either.
    await nav(page).getByRole('link', { name: 'Pages to Read' }).hover();
    await page.waitForLoadState('networkidle');
    expect([...listsRequests, ...graphRequests], 'requests to other sections before a click').toEqual([]);

    await nav(page).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('tab', { name: /Read List/ })).toBeVisible();
    expect(listsRequests.some(isRemoteStart), "the lists remote's code, once clicked").toBe(true);
  });

  test('the lists remote down while Home is idle: the click shows its message and Retry, and nothing else breaks', async ({ page }) => {
    const listsRequests = requestsTo(page, 'lists');
    await page.route(`http://localhost:${appPorts.lists}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await expect.poll(() => listsRequests.length, 'the lists remote is tried ahead').toBeGreaterThan(0);
    await sectionPrefetched(page, '/listed');

    await nav(page).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('alert')).toContainText('The Listed Books section could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('sweetalert2 is fetched only when the first dialog opens', async ({ page }) => {
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('sweetalert2')) dialogCode.push(request.url());
    });
    await page.goto('/details?id=2');
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dialogCode).toEqual([]);
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(dialogCode).toHaveLength(1);
  });

  test('the 404 page loads no remote for itself', async ({ page }) => {
    // Save-Data keeps the header's sections from being fetched ahead, once the page is idle.
    await saveData(page);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`http://localhost:${appPorts.host}/`)) remoteRequests.push(request.url());
    });
    await page.goto('/nothing-here');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    expect(remoteRequests).toEqual([]);
  });

  test('a book marked as read on details shows on /listed without a reload (one store)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'The Hobbit', exact: true }).first().click();
    await expect(page).toHaveURL(/\/details\?id=5$/);
    await markDocument(page);
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog')).toContainText('successfully added to your readlist!');
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('main').getByText('The Hobbit').first()).toBeVisible();
    await expectSameDocument(page);
  });

  test('a remote that is down shows its message; the site goes on; Retry loads it once back', async ({ page }) => {
    const listsOrigin = `http://localhost:${appPorts.lists}/**`;
    await page.route(listsOrigin, (route) => route.abort('connectionrefused'));

    await page.goto('/listed');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The Listed Books section could not be loaded');
    await markDocument(page);

    // The header and the other routes keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    await expect(alert).toBeVisible();

    // Still down: Retry fails again, cleanly.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText('could not be loaded');

    await page.unroute(listsOrigin);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expectSameDocument(page);
  });
});

// @any-server: the same bytes whichever server sends them (scripts/e2e-server.mjs leaves these out).
test.describe('accessibility of the shell', { tag: '@composed' }, () => {
  // The 404 page at 1280 px, header included, is scanned in every theme by a11y-axe.spec.ts ('not found').
  for (const [name, width, paths] of [
    ['desktop', 1280, ['/__versions']],
    ['mobile with the menu open', 375, ['/no-such-page', '/__versions']],
  ] as const) {
    test(`header, ${paths.length > 1 ? '404 and versions' : 'versions'} pass axe (${name})`, { tag: '@any-server' }, async ({ page }) => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        if (width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      }
    });
  }

  test('keyboard focus is visible on the header links', { tag: '@any-server' }, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    // The skip link comes first; the header's links follow it.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Skip to content');
    await page.keyboard.press('Tab');
    await expect(focused).toHaveText('Bookmarked');
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
