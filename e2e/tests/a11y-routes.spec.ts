import type { Page } from '@playwright/test';
import { test, expect, appPorts, seedLists, openNotFound, untilAppStarted, remoteEntryUrl } from '../fixtures';
import { announcements, focusedElement, recordAnnouncements } from '../a11y';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const h1 = (page: Page) => page.locator('main h1');

test.describe('route titles', { tag: '@composed' }, () => {
  // Every route in turn in one test (a test each before).
  test('each route has its own title', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'Home · Bookmarked'],
      ['/listed', 'Listed Books · Bookmarked'],
      ['/pages-graph', 'Pages to Read · Bookmarked'],
      ['/details?id=3', 'Pride and Prejudice · Bookmarked'],
      ['/details?id=999', 'Book not found · Bookmarked'],
      ['/no/such/page', 'Page not found · Bookmarked'],
      ['/__versions', 'Deployed versions · Bookmarked'],
    ] as const) {
      await test.step(`${path} is titled '${title}'`, async () => {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
      });
    }
  });
});

test.describe('route changes', { tag: '@composed' }, () => {
  test('the first load leaves focus alone and announces nothing', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/listed');
    await expect(page.getByRole('tablist')).toBeVisible();
    expect((await focusedElement(page)).tag).toBe('body');
    expect(await announcements(page)).toEqual([]);
  });

  test('a header link: focus moves to the new h1 and each change is announced once', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf' })).toBeVisible();
    // Moves within the app: before its router is up, a link loads the next page whole.
    await untilAppStarted(page);

    for (const [link, heading, title] of [
      ['Listed Books', 'Books', 'Listed Books'],
      ['Pages to Read', 'Books pages graph', 'Pages to Read'],
      ['Home', 'Books to freshen up your bookshelf', 'Home'],
    ] as const) {
      await nav(page).getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeFocused();
      await expect(page).toHaveTitle(`${title} · Bookmarked`);
    }
    await expect.poll(() => announcements(page)).toEqual(['Listed Books', 'Pages to Read', 'Home']);
  });

  test('Enter on a card opens the book with focus on its name; Back returns focus to the page h1', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/');
    // A move within the app: before its router is up, the link loads the book's page whole.
    await untilAppStarted(page);
    const link = page.getByRole('region', { name: 'Books', exact: true }).getByRole('link', { name: 'Dune' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeFocused();
    await expect(page).toHaveTitle('Dune · Bookmarked');
    await expect.poll(() => announcements(page)).toEqual(['Dune']);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeFocused();
    await expect.poll(() => announcements(page)).toEqual(['Dune', 'Home']);
  });

  test('a page that loads first (remote, then catalogue) still ends with focus on its own h1', async ({ page }) => {
    await recordAnnouncements(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/booksData.json', async (route) => {
      await held;
      await route.fallback();
    });
    // Reached within the app: before its script runs, the header's links are plain links that
    // load the server-composed page.
    await openNotFound(page);
    await nav(page).getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(h1(page)).toHaveText('Books pages graph');
    release();
    await expect(page.locator('.book-bar').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Books pages graph' })).toBeFocused();
    await expect.poll(() => announcements(page)).toEqual(['Pages to Read']);
  });
});

test.describe('skip link', { tag: '@composed' }, () => {
  test("'Skip to content' is the first tab stop and lands past the header", async ({ page }) => {
    await page.goto('/listed');
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeFocused();
    await expect(page).toHaveURL(/\/listed$/);
    await page.keyboard.press('Tab');
    // The next stop is in the page, not in the header.
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });
});

test.describe('every state has an h1', { tag: '@composed' }, () => {
  test('a remote still loading', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every file of the lists remote, not its entry alone: its manifest and page chunks, fetched
    // ahead of the click, must not bring the page in either.
    await page.route(`http://localhost:${appPorts.lists}/**`, async (route) => {
      await held;
      await route.fallback();
    });
    // Reached within the app: a page the server composed shows its own h1 meanwhile (first-paint).
    await openNotFound(page);
    await nav(page).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Listed Books' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  });

  test('a remote that cannot be loaded', async ({ page }) => {
    await page.route(remoteEntryUrl('graph'), (route) => route.abort('connectionrefused'));
    await page.goto('/pages-graph');
    await expect(page.getByRole('heading', { level: 1, name: 'The Pages to Read section could not be loaded' })).toBeVisible();
    await expect(page).toHaveTitle('The Pages to Read section could not be loaded · Bookmarked');
  });

  test('book details while the catalogue loads, and when it fails', async ({ page }) => {
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/booksData.json', async (route) => {
      await failed;
      await route.fulfill({ status: 500, body: 'Oops' });
    });
    // Reached within the app (Back or Forward to it): a composed page shows the server's book meanwhile.
    await openNotFound(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/details?id=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Book details' })).toBeAttached();
    fail();
    await expect(page.getByRole('heading', { level: 1, name: 'Books could not be loaded' })).toBeVisible();
    await expect(page).toHaveTitle('Books could not be loaded · Bookmarked');
  });
});

test.describe('standalone catalog: titles and route changes', { tag: '@catalog' }, () => {
  test('home, a card, back', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Bookmarked');
    await page.getByRole('link', { name: 'Dune' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeFocused();
    await expect(page).toHaveTitle('Dune · Bookmarked');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeFocused();
    await expect.poll(() => announcements(page)).toEqual(['Dune', 'Home']);
  });

  test("'Skip to content' comes first", async ({ page }) => {
    await page.goto('/details?id=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeFocused();
  });
});

test.describe('standalone lists: titles and route changes', { tag: '@lists' }, () => {
  test('Listed Books, then a page it does not have', async ({ page }) => {
    await recordAnnouncements(page);
    await seedLists(page, { readList: [1] });
    await page.goto('/listed');
    await expect(page).toHaveTitle('Listed Books · Bookmarked');
    // Standalone, this remote has no details page: 'View Details' leads to its not-found view.
    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeFocused();
    await expect(page).toHaveTitle('Page not found · Bookmarked');
    await expect.poll(() => announcements(page)).toEqual(['Page not found']);
  });
});

test.describe('standalone graph: title', { tag: '@graph' }, () => {
  test("'Pages to Read · Bookmarked', and the skip link first", async ({ page }) => {
    await page.goto('/pages-graph');
    await expect(page).toHaveTitle('Pages to Read · Bookmarked');
    await expect(page.getByRole('heading', { level: 1, name: 'Books pages graph' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});
