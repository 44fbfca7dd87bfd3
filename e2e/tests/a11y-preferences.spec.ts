import type { Locator, Page } from '@playwright/test';
import { test, expect, seedLists, storedList } from '../fixtures';

/**
 * Animations on the page that take any visible time (over 1 ms), by their element's classes;
 * the toast's timer bar aside.
 */
async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState !== 'finished')
      .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element ? target.className.toString() : 'unknown';
      })
      .filter((name) => !name.includes('Toastify__progress-bar')),
  );
}

/** Relative luminance of the page's background, 0 (black) to 1 (white). */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both elements must be on screen');
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

test.describe('reduced motion', { tag: '@composed' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('no animation runs in the dialogs, the toast or the icons, and cards do not lift', async ({ page }) => {
    await seedLists(page, { readList: [], wishList: [] });
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Dune', exact: true }) });
    await card.hover();
    expect(await card.locator('img').evaluate((image) => getComputedStyle(image).translate)).toBe('none');
    expect(await runningAnimations(page)).toEqual([]);

    await card.getByRole('link', { name: 'Dune' }).click();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await runningAnimations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.locator('[data-toasts] [role="alert"]')).toBeVisible();
    expect(await runningAnimations(page)).toEqual([]);
    // The toast still closes by itself: its timer is kept.
    await expect(page.locator('[data-toasts] [role="alert"]')).toHaveCount(0, { timeout: 10_000 });
  });
});

for (const [tag, path, ready] of [
  ['@composed', '/listed', 'Books'],
  ['@catalog', '/details?id=2', 'Dune'],
  ['@lists', '/listed', 'Books'],
  ['@graph', '/pages-graph', 'Books pages graph'],
] as const) {
  test.describe(`dark theme (${tag})`, { tag }, () => {
    test('follows the system, and the visible toggle is remembered over it', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Dark theme' });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await backgroundLuminance(page)).toBeLessThan(0.05);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
      expect(await page.evaluate(() => localStorage.getItem('bookmarked.theme'))).toBe('light');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

      await toggle.click();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await backgroundLuminance(page)).toBeLessThan(0.05);
      // The saved lists are never touched by the theme.
      expect(await storedList(page, 'readList')).toBeNull();
      expect(await storedList(page, 'wishList')).toBeNull();
    });
  });
}

test.describe('dark dialogs', { tag: '@composed' }, () => {
  test('a dialog opened in the dark theme is dark too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/details?id=2');
    await page.getByRole('button', { name: 'Mark as read' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    const background = await popup.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(Math.max(r, g, b)).toBeLessThan(80);
  });
});

test.describe('the toast on a small screen', { tag: '@composed' }, () => {
  test('never covers the focused control, even when focus moves under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await seedLists(page, { readList: [], wishList: [] });
    await page.goto('/details?id=2');
    const wishlist = page.getByRole('button', { name: 'Wishlist' });
    await wishlist.focus();
    await page.keyboard.press('Enter');
    const toast = page.locator('[data-toasts] [role="alert"]');
    await expect(toast).toBeVisible();
    await expect(wishlist).toBeFocused();
    expect(await boxesOverlap(toast, wishlist)).toBe(false);

    // Focus goes up to the header while the toast is still there.
    const top = page.getByRole('button', { name: 'Dark theme' });
    await top.focus();
    await expect(toast).toBeVisible();
    await expect(async () => expect(await boxesOverlap(toast, top)).toBe(false)).toPass();
  });
});
