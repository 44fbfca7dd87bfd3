import type { Page } from '@playwright/test';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { test, expect } from '../fixtures';

const COUNT = 10_000;
/** Elements the page may hold with the chart drawn (and the data table open). */
const NODE_BUDGET = 6000;
const books = makeBooks(COUNT);
const last = books[COUNT - 1] as (typeof books)[number];

const bars = (page: Page) => page.locator('path.book-bar');
const valueLabels = (page: Page) => page.locator('text.pages-value');
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test.describe('Books pages graph with 10,000 books', { tag: '@composed' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/booksData.json', (route) => route.fulfill({ json: books }));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/pages-graph');
    await expect(page.getByText(/^10,000 books, /)).toBeVisible({ timeout: 20_000 });
  });

  test('draws the bars near the view and reaches the last book, within the node budget', async ({ page }) => {
    await expect(bars(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(valueLabels(page).first()).toHaveText(String(books[0]?.totalPages));
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);

    const scroller = page.getByRole('region', { name: 'Books pages chart, scrolls sideways' });
    await scroller.evaluate((node) => (node.scrollLeft = node.scrollWidth / 2));
    await expect(bars(page).first()).toBeAttached();
    await scroller.evaluate((node) => (node.scrollLeft = node.scrollWidth));
    await expect(valueLabels(page).last()).toHaveText(String(last.totalPages));
    await expect(bars(page).last()).toBeInViewport();
    await expect(page.locator('.pages-y-axis text').first()).toBeInViewport();
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });

  test('the data table is paged, first rows to last', async ({ page }) => {
    await page.getByRole('button', { name: 'Show data table' }).click();
    const table = page.getByRole('table', { name: 'Number of pages of each book' });
    await expect(table.getByRole('rowheader').first()).toHaveText(books[0]?.bookName ?? '');
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(101);
    const pages = page.getByRole('navigation', { name: 'Data table pages' });
    await expect(pages.getByRole('status')).toHaveText('Books 1–100 of 10,000');

    await pages.getByRole('button', { name: 'Next rows' }).click();
    await expect(pages.getByRole('status')).toHaveText('Books 101–200 of 10,000');
    await expect(table.getByRole('rowheader').first()).toHaveText(books[100]?.bookName ?? '');

    await pages.getByRole('button', { name: 'Last rows' }).click();
    await expect(pages.getByRole('status')).toHaveText('Books 9,901–10,000 of 10,000');
    await expect(table.getByRole('rowheader').last()).toHaveText(last.bookName);
    await expect(table.getByRole('cell').last()).toHaveText(last.totalPages.toLocaleString('en-US'));
    await expect(pages.getByRole('button', { name: 'Next rows' })).toBeDisabled();
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });
});
