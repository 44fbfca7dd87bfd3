import { KEPT_FAILURE, test, expect, appPorts, failModulesUntilReload, remoteEntryUrl, serveThrowingPage } from '../fixtures';
import type { Page } from '@playwright/test';

const remotes = [
  { remote: 'catalog', path: '/', section: 'Home', ready: 'Books to freshen up your bookshelf' },
  { remote: 'lists', path: '/listed', section: 'Listed Books', ready: 'Books' },
  { remote: 'graph', path: '/pages-graph', section: 'Pages to Read', ready: 'Books pages graph' },
] as const;

const origin = (remote: keyof typeof appPorts) => `http://localhost:${appPorts[remote]}`;

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
async function expectSameDocument(page: Page) {
  expect(await documentMark(page)).toBe(true);
}

/** The failure view of one section, and the rest of the site still usable around it. */
async function expectIsolatedFailure(page: Page, section: string, otherPath: string, otherHeading: string) {
  await expect(page.getByRole('alert')).toContainText(`The ${section} section could not be loaded`);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: otherPath === '/' ? 'Home' : 'Listed Books' }).click();
  await expect(page.getByRole('heading', { name: otherHeading, exact: true }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('alert')).toContainText(`The ${section} section could not be loaded`);
}

for (const { remote, path, section, ready } of remotes) {
  const [otherPath, otherHeading] = remote === 'catalog' ? ['/listed', 'Books'] : ['/', 'Books to freshen up your bookshelf'];

  test.describe(`${remote} remote failures`, { tag: '@composed' }, () => {
    test('its entry is unreachable; Retry loads it once it is back', async ({ page }) => {
      await page.route(remoteEntryUrl(remote), (route) => route.abort('connectionrefused'));
      await page.goto(path);
      await markDocument(page);
      await expectIsolatedFailure(page, section, otherPath, otherHeading);

      await page.unroute(remoteEntryUrl(remote));
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      await expectSameDocument(page);
    });

    test('its chunks are unreachable; Retry loads it once they are back', async ({ page, keepsFailedModules }) => {
      test.skip(keepsFailedModules, KEPT_FAILURE);
      const chunks = `${origin(remote)}/assets/**`;
      await page.route(chunks, (route) => route.abort('failed'));
      await page.goto(path);
      await markDocument(page);
      await expectIsolatedFailure(page, section, otherPath, otherHeading);

      await page.unroute(chunks);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      await expectSameDocument(page);
    });

    test('in a browser that keeps its failed chunks, Retry reloads the page once the remote answers', async ({ page }) => {
      await failModulesUntilReload(page, `${origin(remote)}/assets/**`);
      await page.goto(path);
      await markDocument(page);
      await expect(page.getByRole('alert')).toContainText(`The ${section} section could not be loaded`);

      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      await expect(page).toHaveURL(path);
      expect(await documentMark(page), 'a new page').toBeUndefined();
    });
  });
}

test.describe('a remote whose files are not the ones released', { tag: '@composed' }, () => {
  test("its changed modules are refused and never run; Retry loads it once the right files are back", async ({ page }) => {
    const catalogScripts = new RegExp(`^${origin('catalog')}/.*\\.js(\\?.*)?$`);
    // Every script of the catalog's origin arrives with one statement more, as from a compromised server.
    await page.route(catalogScripts, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;globalThis.changedCodeRuns = (globalThis.changedCodeRuns ?? 0) + 1;` });
    });
    const changedCodeRuns = () => page.evaluate(() => (globalThis as { changedCodeRuns?: number }).changedCodeRuns ?? 0);
    await page.goto('/');
    await markDocument(page);
    await expectIsolatedFailure(page, 'Home', '/listed', 'Books');
    expect(await changedCodeRuns(), 'changed statements that ran').toBe(0);

    await page.unroute(catalogScripts);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf', exact: true })).toBeVisible();
    await expectSameDocument(page);
    expect(await changedCodeRuns()).toBe(0);
  });
});

test.describe('slow and broken remotes', { tag: '@composed' }, () => {
  test('a remote without an answer for 10,000 ms shows a message; Retry loads it when it answers', async ({ page }) => {
    // The page's clock stands still: only the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    let hold = true;
    const held: (() => void)[] = [];
    await page.route(remoteEntryUrl('lists'), async (route) => {
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/listed');
    await markDocument(page);
    await expect.poll(() => held.length, "the remote's code is held").toBeGreaterThan(0);
    // The request may come from the host's first script, before the app runs: wait for the
    // app itself (its frame hydrated, the current link marked) to be waiting on the remote, its
    // timer started. The server's copy of the page stands in meanwhile.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' })).toHaveAttribute('aria-current', 'page');
    const serverCopy = page.locator('[data-composed-page="lists/ListedBooks"]');
    await expect(serverCopy).toBeVisible();

    await page.clock.runFor(9_999);
    await expect(serverCopy, 'still waiting 1 ms before the timeout').toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The Listed Books section could not be loaded');
    await expect(alert).toContainText('It took too long to answer.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.clock.resume();
    hold = false;
    for (const release of held.splice(0)) release();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    await expectSameDocument(page);
  });

  test('a remote that throws while rendering shows a message; Retry loads the fixed remote', async ({ page }) => {
    await serveThrowingPage(page, 'graph');
    await page.goto('/pages-graph');
    await markDocument(page);
    await expectIsolatedFailure(page, 'Pages to Read', '/', 'Books to freshen up your bookshelf');

    await page.unroute(remoteEntryUrl('graph'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Books pages graph' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('an unreadable remotes.json, in the page and as a file, falls back to the local ports', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, body: '{not json' }));
    // The composed page carries remotes.json in its head: broken there too (as it is parsed, before
    // any script reads it), it is fetched instead.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const block = records.flatMap((record) => Array.from(record.addedNodes)).find((node) => node instanceof HTMLScriptElement && node.hasAttribute('data-boot-remotes'));
        if (!block) return;
        block.textContent = '{not json';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/listed');
    await expect.poll(() => warnings.join('\n')).toContain("the page's data-boot-remotes block is not JSON: fetching the file instead");
    await expect.poll(() => warnings.join('\n')).toContain('/remotes.json unusable, using the local ports');
    await expect(page.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
    // The lists' code came from the local ports (beside the page's own, on moved ports): its tabs work.
    await page.getByRole('tab', { name: 'Wish List' }).click();
    await expect(page.getByRole('tab', { name: 'Wish List' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Your Wish List is empty');
  });
});
