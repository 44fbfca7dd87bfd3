import { test, expect, movedSinceDrawn, noteWhereDrawn, seedLists } from '../fixtures';
import type { Page } from '@playwright/test';

const readRaw = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function markAsRead(page: Page, id: number) {
  await page.goto(`/details?id=${id}`);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('dialog')).toContainText('successfully added to your readlist!');
  await page.getByRole('button', { name: 'OK' }).click();
}

async function openListedInApp(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
  await expect(page.getByRole('tab', { name: /Read List/ })).toBeVisible();
}

const readPanel = (page: Page) => page.getByRole('tabpanel', { name: /Read List/ });

test.describe('corrupt saved lists', { tag: '@composed' }, () => {
  for (const [kind, raw] of [
    ['invalid JSON', '[1, 2'],
    ['a value that is not a list', '{"bookId": 1}'],
  ] as const) {
    test(`readList holding ${kind}: a warning, the value is kept until the visitor adds a book`, async ({ page }) => {
      await seedLists(page, { readList: raw, wishList: [3] });
      await page.goto('/listed');
      await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
      await expect(readPanel(page)).toContainText('empty');
      await page.getByRole('tab', { name: /Wish List/ }).click();
      await expect(page.getByRole('tabpanel', { name: /Wish List/ })).toContainText('Pride and Prejudice');

      for (const path of ['/', '/details?id=2', '/pages-graph', '/listed']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
      }
      expect(await readRaw(page, 'readList'), 'never rewritten on its own').toBe(raw);

      await markAsRead(page, 5);
      expect(JSON.parse((await readRaw(page, 'readList')) ?? '')).toEqual([5]);
      expect(await readRaw(page, 'readList.unreadable-backup'), 'the unreadable value is backed up').toBe(raw);
      await openListedInApp(page);
      await expect(readPanel(page)).toContainText('The Hobbit');
    });
  }

  test('a list with junk in it keeps and shows its valid ids', async ({ page }) => {
    const raw = '[1, "junk", null, {"id": 2}, 3.5, 4]';
    await seedLists(page, { readList: raw });
    await page.goto('/listed');
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
    await expect(readPanel(page)).toContainText('The Great Gatsby');
    await expect(readPanel(page)).toContainText('Nineteen Eighty-Four');
    await expect(readPanel(page).getByRole('button', { name: /^Remove/ })).toHaveCount(2);
    expect(await readRaw(page, 'readList')).toBe(raw);
  });
});

test.describe('storage that refuses', { tag: '@composed' }, () => {
  test('disabled storage: the app works, adding works in memory, with a warning', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await noteWhereDrawn(page, 'Mark as read');
    await page.goto('/details?id=2');
    await expect(page.getByRole('status').filter({ hasText: 'not letting this site save data' })).toBeVisible();
    expect(await movedSinceDrawn(page, 'Mark as read'), 'the warning comes without moving the page under the pointer').toBe(0);
    const markAsReadButton = page.getByRole('button', { name: 'Mark as read' });
    await markAsReadButton.click();
    await expect(page.getByRole('dialog')).toContainText('successfully added to your readlist!');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog')).toContainText('Alreay exists in your readlist!');
    await page.getByRole('button', { name: 'OK' }).click();
    await openListedInApp(page);
    await expect(readPanel(page)).toContainText('Dune');
  });

  test('full storage: adding works in memory with a warning; the saved list is untouched', async ({ page }) => {
    await seedLists(page, { readList: [3] });
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await markAsRead(page, 1);
    await expect(page.getByRole('status').filter({ hasText: 'storage is full' })).toBeVisible();
    await openListedInApp(page);
    await expect(readPanel(page)).toContainText('The Great Gatsby');
    await expect(readPanel(page)).toContainText('Pride and Prejudice');
    expect(await readRaw(page, 'readList')).toBe('[3]');
  });
});

test.describe('two tabs', { tag: '@composed' }, () => {
  test('a book added in one tab and another removed in the second: both changes survive', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/');
    await first.evaluate(() => localStorage.setItem('readList', '[2,3]'));
    const second = await context.newPage();
    await second.goto('/listed');
    await expect(second.getByRole('tabpanel', { name: /Read List/ })).toContainText('Dune');

    await markAsRead(first, 1);
    // The second tab hears of it without a reload.
    await expect(readPanel(second)).toContainText('The Great Gatsby');

    await readPanel(second).getByRole('button', { name: /^Remove Dune/ }).click();
    await second.getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(second.getByRole('dialog')).toContainText('Removed!');
    await second.getByRole('button', { name: 'OK' }).click();

    expect(JSON.parse((await readRaw(second, 'readList')) ?? '')).toEqual([3, 1]);
    await expect(readPanel(second)).not.toContainText('Dune');
    await expect(readPanel(second)).toContainText('The Great Gatsby');
    await openListedInApp(first);
    await expect(readPanel(first)).toContainText('The Great Gatsby');
    await expect(readPanel(first)).toContainText('Pride and Prejudice');
    await expect(readPanel(first)).not.toContainText('Dune');
  });
});
