import type { Locator, Page } from '@playwright/test';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { test, expect } from '../fixtures';

const COUNT = 10_000;
const catalogue = JSON.stringify(makeBooks(COUNT));
const firstName = 'The Great Gatsby #1';
const lastName = 'Sapiens: A Brief History of Humankind #10000';
const NODE_BUDGET = 2_000;

const booksSection = (page: Page) => page.getByRole('region', { name: 'Books', exact: true });
const grid = (page: Page) => booksSection(page).getByRole('list').first();
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function openLargeHome(page: Page, path = '/') {
  await page.route('**/booksData.json', (route) => route.fulfill({ body: catalogue, contentType: 'application/json' }));
  await page.goto(path);
  // The server drew the site's own catalogue; the page shows this one once its code has read it.
  // Parsing ten thousand books on a busy 2-core CI runner with other specs beside it has taken
  // longer than the default 7 s wait, so this one wait gets the room the test's slow mode gives.
  await expect(booksSection(page).getByRole('article').first().getByRole('heading', { name: firstName, exact: true })).toBeVisible({ timeout: 20_000 });
}

/** Scrolls down in steps, as a visitor would, until the card is in the DOM. */
async function scrollUntil(page: Page, card: Locator) {
  for (let step = 0; step < 200 && (await card.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 40));
    await page.waitForTimeout(50);
  }
  await card.scrollIntoViewIfNeeded();
}

/** The card nearest the top of the viewport. */
function topCard(page: Page) {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll<HTMLElement>('li[aria-posinset]'));
    const visible = items.find((item) => item.getBoundingClientRect().bottom > 80);
    return visible?.querySelector('h3')?.textContent ?? null;
  });
}

test.describe('home with 10,000 books', { tag: '@composed' }, () => {
  test.slow();

  test('the first and the last book are reachable and open their details; the DOM stays small', async ({ page }) => {
    await openLargeHome(page);
    await expect(booksSection(page).getByRole('status')).toHaveText('10,000 books');
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);

    await booksSection(page).getByRole('link', { name: firstName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    await page.goBack();

    const last = booksSection(page).getByRole('link', { name: lastName, exact: true });
    await scrollUntil(page, last);
    await expect(last).toBeVisible();
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name: lastName })).toBeVisible();
  });

  test('each card says where it stands in the whole list', async ({ page }) => {
    await openLargeHome(page);
    const first = grid(page).locator(':scope > li').first();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', String(COUNT));
    await scrollUntil(page, booksSection(page).getByRole('link', { name: lastName, exact: true }));
    await expect(grid(page).locator(':scope > li').last()).toHaveAttribute('aria-posinset', String(COUNT));
  });

  test('Tab walks the cards in order past the first screen, keeping focus in view', async ({ page }) => {
    await openLargeHome(page);
    await booksSection(page).getByRole('link', { name: firstName, exact: true }).focus();
    let position = 1;
    for (let press = 0; press < 120; press++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const rect = active.getBoundingClientRect();
        return {
          position: Number(active.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? 0),
          inView: rect.top >= 0 && rect.bottom <= window.innerHeight,
        };
      });
      expect(focus.position === position || focus.position === position + 1, `focus left the card order at press ${press}`).toBe(true);
      expect(focus.inView, `focused element out of view at press ${press}`).toBe(true);
      position = focus.position;
    }
    expect(position).toBeGreaterThan(25);
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });

  test('reload and Back come back to the same place in the list', async ({ page }) => {
    await openLargeHome(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(600);
    const before = await topCard(page);
    expect(before).not.toBeNull();

    await page.reload();
    await expect(booksSection(page).getByRole('heading', { name: before!, exact: true })).toBeInViewport();
    await page.waitForTimeout(400);

    await booksSection(page).getByRole('link', { name: before!, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: before! })).toBeVisible();
    await page.goBack();
    await expect(booksSection(page).getByRole('heading', { name: before!, exact: true })).toBeInViewport();
  });

  test('a catalogue worker whose script cannot load (gone after a redeploy) leaves the page to read the books itself', async ({ page }) => {
    await page.route('**/catalogue.worker-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openLargeHome(page);
  });

  test('search narrows ten thousand books', async ({ page }) => {
    await openLargeHome(page);
    await page.getByRole('searchbox', { name: 'Search books' }).fill('#9999');
    await expect(booksSection(page).getByRole('article')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search books' }).fill('sapiens');
    await expect(booksSection(page).getByRole('status')).toHaveText('334 books');
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });
});
