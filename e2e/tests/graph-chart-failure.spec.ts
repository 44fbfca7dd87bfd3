import type { Page } from '@playwright/test';
import { KEPT_FAILURE, test, expect, failModulesUntilReload } from '../fixtures';

const bars = (page: Page) => page.locator('path.book-bar');
const chart = (page: Page) => page.getByRole('figure', { name: 'Bar chart of the number of pages of each book' });
const scrollRegion = (page: Page) => page.getByRole('region', { name: 'Books pages chart, scrolls sideways' });

/** The number of books the page under test serves. */
async function servedBookCount(page: Page): Promise<number> {
  const response = await page.request.get('/booksData.json');
  return ((await response.json()) as unknown[]).length;
}

test.describe('Books pages graph when the chart is in trouble', { tag: '@composed' }, () => {
  test('the chart chunk alone fails: a message in its place, the data table still works, Retry draws it', async ({ page, keepsFailedModules }) => {
    test.skip(keepsFailedModules, KEPT_FAILURE);
    const count = await servedBookCount(page);
    // Only the chart's own chunk: the page, its summary and the data table come from other files.
    const chartChunk = '**/assets/PagesChart-*.js';
    await page.route(chartChunk, (route) => route.abort('failed'));
    await page.goto('/pages-graph');

    const failure = chart(page).getByRole('alert');
    await expect(failure).toContainText('The chart could not be loaded');
    await expect(failure).toContainText('The page counts are still listed in the data table below.');
    await expect(bars(page)).toHaveCount(0);
    await expect(page.getByText(new RegExp(`^${count} books, `))).toBeVisible();

    await page.getByRole('button', { name: 'Show data table' }).click();
    const table = page.getByRole('table', { name: 'Number of pages of each book' });
    await expect(table.getByRole('row')).toHaveCount(count + 1);

    await page.unroute(chartChunk);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(bars(page)).toHaveCount(count);
    await expect(chart(page).getByRole('alert')).toHaveCount(0);
    await expect(table, 'the open table is left as it was').toBeVisible();
  });

  test('in a browser that keeps the failed chart chunk, Retry reloads the page once the remote answers, and the chart draws', async ({ page }) => {
    const count = await servedBookCount(page);
    await failModulesUntilReload(page, '**/assets/PagesChart-*.js');
    await page.goto('/pages-graph');
    const failure = chart(page).getByRole('alert');
    await expect(failure).toContainText('The chart could not be loaded');

    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(bars(page)).toHaveCount(count);
    await expect(page).toHaveURL(/\/pages-graph$/);
    await expect(chart(page).getByRole('alert')).toHaveCount(0);
  });

  test('a viewport that shrinks below a readable bar width brings the sideways scroll region, and growing removes it', async ({ page }) => {
    const count = await servedBookCount(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/pages-graph');
    await expect(bars(page)).toHaveCount(count);
    await expect(scrollRegion(page)).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 768 });
    await expect(scrollRegion(page)).toBeVisible();
    await expect(page.getByText('Scroll sideways to see every book.')).toBeVisible();
    const size = await scrollRegion(page).evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'only the chart scrolls').toBe(true);
    await expect(bars(page)).toHaveCount(count);

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(scrollRegion(page)).toHaveCount(0);
  });
});

test.describe('Books pages graph composed by the server, its chart code slow', { tag: '@composed' }, () => {
  test("the table button answers before the chart's code is in; the server's bars stay until it is", async ({ page }) => {
    const count = await servedBookCount(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/PagesChart-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/pages-graph');
    await page.getByRole('button', { name: 'Show data table' }).click();
    await expect(page.getByRole('table', { name: 'Number of pages of each book' }).getByRole('row')).toHaveCount(count + 1);
    await expect(bars(page), "the server's bars, not 'Loading...'").toHaveCount(count);
    await expect(chart(page).getByText('Loading...')).toHaveCount(0);

    release();
    // The chart is React's once its code is in: a bar's tooltip answers the pointer.
    const tooltip = chart(page).getByRole('status');
    await expect(async () => {
      await page.mouse.move(0, 0);
      await bars(page).first().hover();
      await expect(tooltip).toBeVisible({ timeout: 500 });
    }).toPass();
  });
});
