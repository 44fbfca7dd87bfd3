import { test, expect } from '../fixtures';
import { remoteNames, remotePages } from '../apps';

// Every page the app registry names, so a new remote has its smoke test without writing one.
test.describe('every registered page', () => {
  for (const { remote, page: name, path, section } of remotePages) {
    test(`${path} shows the ${remote} remote's ${name} in the host`, { tag: '@composed' }, async ({ page }) => {
      await page.goto(path);
      // The remote's own markup, inside the scope every exposed page renders.
      await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
      await expect(page.getByText(`The ${section} section could not be loaded`)).toHaveCount(0);
    });
  }

  for (const remote of remoteNames) {
    test(`the ${remote} remote runs on its own`, { tag: `@${remote}` }, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main h1').first()).not.toHaveText(/Loading/);
      await expect(page).toHaveTitle(/Bookmarked/);
    });
  }
});
