import type { Page } from '@playwright/test';
import { test, expect, seedLists } from '../fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

type Close = { name: string; close: (page: Page) => Promise<void> };

/** Every way a visitor closes a message dialog. */
const closings: Close[] = [
  { name: 'Escape', close: (page) => page.keyboard.press('Escape') },
  { name: 'Enter', close: (page) => page.keyboard.press('Enter') },
  { name: 'Space', close: (page) => page.keyboard.press(' ') },
  { name: 'the OK button', close: (page) => dialog(page).getByRole('button', { name: 'OK' }).click() },
  { name: 'a click outside', close: (page) => page.mouse.click(5, 5) },
];

test.describe('focus after the details dialogs', { tag: '@composed' }, () => {
  for (const { name, close } of closings) {
    test(`closed with ${name}, focus is back on the button that opened it`, async ({ page }) => {
      await seedLists(page, { readList: [], wishList: [2] });
      await page.goto('/details?id=2');
      const markAsRead = page.getByRole('button', { name: 'Mark as read' });
      const wishlist = page.getByRole('button', { name: 'Wishlist' });

      for (const [button, text] of [
        [markAsRead, 'successfully added to your readlist!'],
        [markAsRead, 'Alreay exists in your readlist!'],
        [wishlist, 'Alreay exists in your wishlist!'],
      ] as const) {
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(dialog(page)).toContainText(text);
        await close(page);
        await expect(dialog(page)).toHaveCount(0);
        await expect(button).toBeFocused();
      }
    });
  }
});

test.describe('focus after the removal dialogs', { tag: '@composed' }, () => {
  const removeButton = (page: Page, bookName: string) =>
    page.getByRole('article', { name: bookName, exact: true }).getByRole('button', { name: /^Remove/ });

  test('Escape on the prompt keeps the book and focus on its remove button', async ({ page }) => {
    await seedLists(page, { readList: [1, 2] });
    await page.goto('/listed');
    await removeButton(page, 'Dune').focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText('Are you sure?');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(removeButton(page, 'Dune')).toBeFocused();
  });

  // One list, one book removed per way of closing 'Removed!' (each was a page of its own before).
  test("'Removed!' closed in any way: focus goes to the next book's remove button", async ({ page }) => {
    // In catalogue order: each removal's next book is the one after it here.
    const books = ['Dune', 'Pride and Prejudice', 'Nineteen Eighty-Four', 'The Hobbit', "Harry Potter and the Philosopher's Stone", 'To Kill a Mockingbird'];
    await seedLists(page, { readList: [1, 2, 3, 4, 5, 6, 7] });
    await page.goto('/listed');
    for (const [index, { name, close }] of closings.entries()) {
      await test.step(name, async () => {
        await removeButton(page, books[index]!).focus();
        await page.keyboard.press('Enter');
        await dialog(page).getByRole('button', { name: 'Yes, remove it!' }).click();
        await expect(dialog(page)).toContainText('Removed!');
        await close(page);
        await expect(dialog(page)).toHaveCount(0);
        await expect(removeButton(page, books[index + 1]!)).toBeFocused();
      });
    }
  });

  test('removing the last book leaves focus on the visible count, with its ring', async ({ page }) => {
    await seedLists(page, { readList: [2] });
    await page.goto('/listed');
    await removeButton(page, 'Dune').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // from Cancel to 'Yes, remove it!'
    await page.keyboard.press('Shift+Tab');
    await dialog(page).getByRole('button', { name: 'Yes, remove it!' }).press('Enter');
    await expect(dialog(page)).toContainText('Removed!');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    const count = page.getByText('0 books in your Read List');
    await expect(count).toBeFocused();
    await expect(count).toBeVisible();
    expect(await count.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await expect(page.getByRole('heading', { name: 'Your Read List is empty' })).toBeVisible();
  });
});

test.describe('focus after the menu closes', { tag: '@composed' }, () => {
  test('Escape in the menu, or on its button, returns focus to the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listed');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('following a link in the menu closes it and focus lands on the new page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/listed');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link', { name: 'Pages to Read' }).press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Books pages graph' })).toBeFocused();
  });
});
