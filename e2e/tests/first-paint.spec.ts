import { readFileSync } from 'node:fs';
import { appPorts, test, expect } from '../fixtures';

const books = JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as { bookId: number; bookName: string }[];
const hobbit = books.find((book) => book.bookId === 5);
if (!hobbit) throw new Error('booksData.json has no book 5');

/**
 * What a page shows before its application code has run: the host's prerendered frame with the
 * route's page composed in by the server, from the HTML its remote rendered at its build.
 */
test.describe('first paint', { tag: '@composed' }, () => {
  test('a page arrives composed: its title, link preview and content are in the HTML', async ({ request }) => {
    const html = await (await request.get('/details?id=5')).text();
    expect(html).toContain(`<title>${hobbit.bookName} · Bookmarked</title>`);
    expect(html).toContain(`<meta property="og:title" content="${hobbit.bookName} · Bookmarked" />`);
    expect(html).toContain('Mark as read');
    const home = await (await request.get('/?q=dune')).text();
    expect(home, 'a search the server did not render gets the client path').toContain('Loading...');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every page but the lists shows its content, and its links work', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf' })).toBeVisible();
      await expect(page.getByText(`${books.length} books`)).toBeVisible();
      await page.getByRole('link', { name: hobbit.bookName, exact: true }).first().click();
      await expect(page).toHaveURL(/\/details\?id=5$/);
      await expect(page.getByRole('heading', { level: 1, name: hobbit.bookName })).toBeVisible();
      await expect(page).toHaveTitle(`${hobbit.bookName} · Bookmarked`);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pages to Read' }).click();
      await expect(page.getByRole('heading', { name: 'Books pages graph' })).toBeVisible();
      await expect(page.getByText(`${books.length} books`)).toBeVisible();
      await expect(page.locator('.book-bar'), 'the chart is drawn, one bar per book').toHaveCount(books.length);

      // The lists live in the visitor's storage: the frame never says they are empty.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
      await expect(page.getByRole('tab', { name: 'Wish List' })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveText('Loading...');
      await expect(page.getByText(/is empty/)).toHaveCount(0);
    });
  });

  test("the server's page stays until its code has drawn it, inert meanwhile: 'Loading...' never shows", async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.includes('Loading...')) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${appPorts.catalog}/remoteEntry.js*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const composed = page.locator('[data-composed-page="catalog/Home"]');
    await expect(composed.getByText('Books to freshen up your bookshelf')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' })).toBeVisible();
    await expect(composed, 'no handlers yet: nothing in it can be used').toHaveJSProperty('inert', true);
    await expect(composed.locator('select').first(), 'its controls say so').toBeDisabled();
    release();
    await expect(composed).toHaveCount(0);
    await expect(page.getByRole('link', { name: hobbit.bookName, exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawLoading)).toBeUndefined();
  });

  test("a visitor's stored theme is on the frame before the app starts", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('bookmarked.theme', 'dark'));
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
