import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, seedLists, storedList } from '../fixtures';

const books = JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as { bookId: number; bookName: string }[];
const hobbit = books.find((book) => book.bookId === 5);
if (!hobbit) throw new Error('booksData.json has no book 5');

/**
 * An eager visitor on a slow phone: the CPU slowed 4x, as the bench's visitor, and every input
 * made the moment its control shows, without waiting for the page's code. Each input must do
 * what it says, once, whether it lands before or after the page has hydrated.
 */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A real click where the control is drawn, the moment it shows (scrolled to, if below the fold):
 * no wait for it to be enabled or to take events, as Playwright's own click would.
 */
async function clickWhenShown(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('an eager visitor', { tag: '@composed' }, () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test("on Home: a book's link opens its details", async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await clickWhenShown(page, page.getByRole('link', { name: hobbit.bookName, exact: true }).first());
    await expect(page).toHaveURL(/\/details\?id=5$/);
    await expect(page.getByRole('heading', { level: 1, name: hobbit.bookName })).toBeVisible();
  });

  test("on Home, with the keyboard: Tab to a book's link and Enter opens its details", async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: hobbit.bookName, exact: true }).first()).toBeVisible();
    const names = books.map((book) => book.bookName);
    const onBookLink = () => page.evaluate((names) => document.activeElement?.tagName === 'A' && names.includes(document.activeElement.textContent ?? ''), names);
    for (let presses = 0; !(await onBookLink()); presses += 1) {
      if (presses > 40) throw new Error('Tab never reached a book link');
      await page.keyboard.press('Tab');
    }
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  test('on Home: a sort picked at once sorts the books', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    // Picked as a visitor picks: whether the select looks usable is not Playwright's to wait for.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title' }, { force: true });
    await expect(page).toHaveURL(/\?sort=title$/);
    await expect(page.getByRole('article').getByRole('heading', { level: 3 }).first()).toHaveText('A Brief History of Time');
  });

  test('on a book: Mark as read adds it, once', async ({ page }) => {
    await page.goto('/details?id=5', { waitUntil: 'commit' });
    await clickWhenShown(page, page.getByRole('button', { name: 'Mark as read' }));
    await expect(page.getByRole('dialog')).toContainText('successfully added to your readlist!');
    expect(await storedList(page, 'readList')).toEqual([5]);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('on Listed Books: the Wish List tab shows the wish list', async ({ page }) => {
    await seedLists(page, { readList: [1, 2], wishList: [6] });
    await page.goto('/listed', { waitUntil: 'commit' });
    await clickWhenShown(page, page.getByRole('tab', { name: 'Wish List' }));
    await expect(page.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  });

  test('on the graph: Show data table opens the table', async ({ page }) => {
    await page.goto('/pages-graph', { waitUntil: 'commit' });
    await clickWhenShown(page, page.getByRole('button', { name: 'Show data table' }));
    await expect(page.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table')).toBeVisible();
  });
});
