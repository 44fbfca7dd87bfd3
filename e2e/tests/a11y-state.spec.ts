import type { Page } from '@playwright/test';
import { test, expect, seedLists } from '../fixtures';

// Ids from shared/public/booksData.json, with their page counts.
const WISH = [6, 13, 19, 28]; // 309, 454, 662, 1079 pages
const byPages = ["Harry Potter and the Philosopher's Stone", 'The Da Vinci Code', 'The Name of the Wind', 'Infinite Jest'];

const titles = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]) article h2');
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('Listed Books: tab and sort in the URL', { tag: '@composed' }, () => {
  test('/listed?tab=wish&sort=pages opens the Wish List sorted by pages; the other direction too', async ({ page }) => {
    await seedLists(page, { readList: [1], wishList: WISH });
    await page.goto('/listed?tab=wish&sort=pages');
    await expect(selectedTab(page)).toHaveText(/Wish List/);
    await expect(page.getByLabel('Sort By')).toHaveValue('totalpages');
    await expect(titles(page)).toHaveText(byPages);

    const order = page.getByLabel('Order');
    await expect(order.getByRole('option')).toHaveText(['Lowest first', 'Highest first']);
    await order.selectOption({ label: 'Highest first' });
    await expect(titles(page)).toHaveText([...byPages].reverse());
    await expect(page).toHaveURL(/\/listed\?tab=wish&sort=pages&order=desc$/);

    await page.reload();
    await expect(selectedTab(page)).toHaveText(/Wish List/);
    await expect(order).toHaveValue('desc');
    await expect(titles(page)).toHaveText([...byPages].reverse());
  });

  test('choosing a tab and a sort writes them to the URL, and Back from a book brings them back', async ({ page }) => {
    await seedLists(page, { readList: [1], wishList: WISH });
    await page.goto('/listed');
    await page.getByRole('tab', { name: 'Wish List' }).click();
    await page.getByLabel('Sort By').selectOption({ label: 'Number of pages' });
    await expect(page).toHaveURL(/\/listed\?tab=wish&sort=pages$/);

    await page.getByRole('article', { name: 'Infinite Jest' }).getByRole('link', { name: 'View Details' }).click();
    // Composed, the book opens; standalone, this remote has no details page and says so.
    await expect(page.getByRole('heading', { level: 1, name: /^(Infinite Jest|404!)$/ })).toBeVisible();
    await page.goBack();
    await expect(selectedTab(page)).toHaveText(/Wish List/);
    await expect(page.getByLabel('Sort By')).toHaveValue('totalpages');
    await expect(titles(page)).toHaveText(byPages);
  });

  test('a tab or sort change does not add a history entry', async ({ page }) => {
    await seedLists(page, { readList: [1], wishList: WISH });
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    await page.goto('/listed');
    await page.getByRole('tab', { name: 'Wish List' }).click();
    await page.getByLabel('Sort By').selectOption({ label: 'Rating' });
    await page.goBack();
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
  });

  test('unknown values are ignored', async ({ page }) => {
    await seedLists(page, { readList: [1, 2], wishList: WISH });
    await page.goto('/listed?tab=later&sort=price&order=sideways');
    await expect(selectedTab(page)).toHaveText(/Read List/);
    await expect(page.getByLabel('Sort By')).toHaveValue('');
    await expect(page.getByLabel('Order')).toHaveCount(0);
    await expect(titles(page)).toHaveText(['The Great Gatsby', 'Dune']);
  });
});

test.describe('the details page shows list status', { tag: '@composed' }, () => {
  test("'On your Read List', then both lists; the duplicate dialogs are unchanged", async ({ page }) => {
    await seedLists(page, { readList: [], wishList: [] });
    await page.goto('/details?id=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();
    await expect(page.getByText(/^On your/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('On your Read List', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByText('On your Read List and your Wish List', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Mark as read' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Dune' })).toBeVisible();
    await expect(dialog.locator('.swal2-html-container')).toHaveText('Alreay exists in your readlist!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(dialog.locator('.swal2-html-container')).toHaveText('Alreay exists in your wishlist!');
  });

  test("'On your Wish List' for a book only wished for", async ({ page }) => {
    await seedLists(page, { readList: [1], wishList: [2] });
    await page.goto('/details?id=2');
    await expect(page.getByText('On your Wish List', { exact: true })).toBeVisible();
  });
});
