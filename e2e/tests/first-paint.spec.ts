import { test, expect } from '../fixtures';

/** What the host page shows before its application code has run: the prerendered frame. */
test.describe('first paint', { tag: '@composed' }, () => {
  test('the header, Loading... and the footer are in the page before any app script runs', async ({ page }) => {
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.goto('/listed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Listed Books' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deployed versions' })).toBeVisible();
  });

  test("a visitor's stored theme is on the frame before the app starts", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('bookmarked.theme', 'dark'));
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
