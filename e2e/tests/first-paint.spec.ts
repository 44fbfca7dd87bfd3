import { test, expect } from '../fixtures';

/** What the host page shows before its application code has run: the prerendered frame. */
test.describe('first paint', { tag: '@composed' }, () => {
  test('the header, Loading... and the footer are in the page before any app script runs', async ({ page }) => {
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.goto('/listed');
    const frame = page.locator('#root > [inert]');
    await expect(frame.locator('header')).toBeVisible();
    await expect(frame.locator('header')).toContainText('Listed Books');
    await expect(frame.locator('main')).toHaveText('Loading...');
    await expect(frame.locator('footer')).toContainText('Deployed versions');
  });

  test('the frame cannot be used before the app takes it over, and then it can', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/mf-entry-bootstrap-*', async (route) => {
      await held;
      await route.continue();
    });
    // The held script keeps the load event back: wait for the HTML only.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root > [inert] header')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body), 'nothing in the frame takes focus').toBe(true);
    release();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' })).toBeVisible();
  });

  test("a visitor's stored theme is on the frame before the app starts", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('bookmarked.theme', 'dark'));
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
