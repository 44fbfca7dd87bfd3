import { test, expect, appPorts, untilLive } from '../fixtures';

const listsAsset = new RegExp(`^http://localhost:${appPorts.lists}/assets/ListedBooksPage-[^/]+\\.js`);

test.describe('automatic retries through the federation runtime', { tag: '@composed' }, () => {
  test("a remote's page chunk that fails twice is fetched again without the visitor's Retry", async ({ page, keepsFailedModules }) => {
    // Such a browser answers every later import of the chunk with the failure it kept: only a
    // new page can load it, which the Retry tests in resilience-remotes.spec.ts check.
    test.skip(keepsFailedModules, 'this browser keeps a failed module for the page\'s life, so no retry in the same page can fetch it');
    let requests = 0;
    await page.route(listsAsset, (route) => {
      requests += 1;
      // The first script's head start and the page's own load both fail; a retry gets it.
      return requests <= 2 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/listed');
    await expect.poll(() => requests, 'fetched again after two failures').toBeGreaterThan(2);
    // The page goes live from the retried chunk: its code has taken the server's page over.
    await untilLive(page);
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});
