import { readFileSync } from 'node:fs';
import { appPorts, test, expect, movedSinceDrawn, noteWhereDrawn, seedLists, storedList, untilAppStarted, untilLive, remoteEntryUrl } from '../fixtures';

const books = JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as {
  bookId: number;
  bookName: string;
  category: string;
  tags: string[];
}[];
const countOf = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`;
const hobbit = books.find((book) => book.bookId === 5);
const SKIP_LINK = 'Skip to content';
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
    // The cover, the page's largest image, is asked for first and ahead of other images.
    const head = html.slice(0, html.indexOf('</head>'));
    const coverPreload = '<link rel="preload" as="image" href="/covers/5.webp" fetchPriority="high"/>';
    expect(head).toContain(coverPreload);
    expect(head.indexOf(coverPreload)).toBeLessThan(head.indexOf('<script'));
    const home = await (await request.get('/?q=dune')).text();
    expect(home, 'a search the server did not render gets the client path').toContain('Loading...');
    // Every style sheet comes inside the page: the first paint waits for no style sheet request.
    for (const served of [html, home, await (await request.get('/listed')).text()]) {
      expect(served).toContain('<style>');
      expect(served).not.toMatch(/<link rel="stylesheet"(?! type="text\/plain")/);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every page but the lists shows its content, and its links work', async ({ page }) => {
      const currentPage = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf' })).toBeVisible();
      await expect(page.getByText(`${books.length} books`)).toBeVisible();
      await expect(currentPage, 'the header marks the page it serves').toHaveText(['Home']);
      await page.getByRole('link', { name: hobbit.bookName, exact: true }).first().click();
      await expect(page).toHaveURL(/\/details\?id=5$/);
      await expect(page.getByRole('heading', { level: 1, name: hobbit.bookName })).toBeVisible();
      await expect(page).toHaveTitle(`${hobbit.bookName} · Bookmarked`);


      // A card's tag leads to Home narrowed to it, and a tag on that page to the next one.
      await page.goto('/');
      const [firstTag = '', secondTag = ''] = hobbit.tags;
      const tagged = (tag: string) => books.filter((book) => book.tags.includes(tag));
      await page.getByRole('link', { name: `#${firstTag}`, exact: true }).first().click();
      await expect(page.getByRole('status').getByText(countOf(tagged(firstTag).length), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(tagged(firstTag).map((book) => book.bookName));
      await page.getByRole('link', { name: `#${secondTag}`, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(tagged(secondTag).map((book) => book.bookName));
      // A category's view, its name escaped in the address ("Children's").
      const category = books.find((book) => /[^A-Za-z0-9 -]/.test(book.category))?.category ?? books[0]!.category;
      await page.goto(`/?category=${encodeURIComponent(category).replace(/'/g, '%27')}`);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(books.filter((book) => book.category === category).map((book) => book.bookName));
      await expect(currentPage).toHaveText(['Home']);

      // The filter chips and Clear filters lead to the views they name.
      const pickTag = books.find((book) => book.category === category && book.tags.length > 0)?.tags[0] ?? '';
      await page.getByRole('link', { name: `#${pickTag}`, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(tagged(pickTag).filter((book) => book.category === category).map((book) => book.bookName));
      await page.getByRole('link', { name: `Remove Category: ${category}` }).click();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(tagged(pickTag).map((book) => book.bookName));
      await page.getByRole('link', { name: `Remove Tag: ${pickTag}` }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(`${books.length} books`)).toBeVisible();
      await page.goto(`/?tag=${encodeURIComponent(secondTag).replace(/%20/g, '+')}`);
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(`${books.length} books`)).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pages to Read' }).click();
      await expect(page.getByRole('heading', { name: 'Books pages graph' })).toBeVisible();
      await expect(page.getByText(`${books.length} books`)).toBeVisible();
      await expect(page.locator('.book-bar'), 'the chart is drawn, one bar per book').toHaveCount(books.length);
      await expect(currentPage).toHaveText(['Pages to Read']);

      // The lists live in the visitor's storage: the frame never says they are empty.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
      await expect(page.getByRole('tab', { name: 'Wish List' })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveText('Loading...', { useInnerText: true });
      await expect(page.getByRole('heading', { name: /is empty/ })).toHaveCount(0);
      await expect(currentPage).toHaveText(['Listed Books']);

      // An address that is none of the site's pages: the app's 404 page, and its way home.
      const notFound = await page.goto('/no/such/page');
      expect(notFound?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found · Bookmarked');
      await page.getByRole('link', { name: 'Go back home' }).click();
      await expect(page.getByRole('heading', { name: 'Books to freshen up your bookshelf' })).toBeVisible();
    });
  });

  test("the server's page stays until its code has drawn it, readable and working meanwhile: 'Loading...' never shows", async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('main')?.textContent?.includes('Loading...')) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(remoteEntryUrl('catalog'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const composed = page.locator('[data-composed-page="catalog/Home"]');
    await expect(composed.getByText('Books to freshen up your bookshelf')).toBeVisible();
    // What assistive tech reads before the page's code is in: the page, its heading and its links.
    await expect(page.getByRole('region', { name: 'Books to freshen up your bookshelf' })).toMatchAriaSnapshot(`
      - region:
        - heading "Books to freshen up your bookshelf" [level=1]
        - link "View The List"
    `);
    await expect(page.getByRole('region', { name: 'Books', exact: true }).getByRole('article').first()).toMatchAriaSnapshot(`
      - article:
        - img
        - heading [level=3]:
          - link
    `);
    await expect(composed).toHaveJSProperty('inert', false);
    await expect(composed).not.toHaveAttribute('aria-hidden');
    await expect(page.locator('main [aria-hidden="true"]:has(h1, h2, h3, a, button, select, input)'), 'nothing to read or use is hidden from assistive tech').toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sort by' }), 'its controls look as they work').toBeEnabled();
    // The skip link lands in it (a plain link to it until the header is live), and Tab goes on
    // to its links and controls.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: SKIP_LINK })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main a, main button, main input, main select') ?? false)).toBe(true);
    release();
    await expect(composed).toHaveCount(0);
    await expect(page.getByRole('link', { name: hobbit.bookName, exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawLoading)).toBeUndefined();
  });

  test("each page hydrates in place: the server's elements become the live page, none is drawn again, and nothing the server handed it is fetched", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverHeading: document.querySelector('main h1'), serverNav: Array.from(document.querySelectorAll('header a, header button')) });
      });
    });
    /** A header control swapped for another as the page goes live would drop a click pressed on the old one. */
    const headerKept = () => page.evaluate(() => {
      const { serverNav } = window as unknown as { serverNav: Element[] };
      const live = Array.from(document.querySelectorAll('header a, header button'));
      return live.length === serverNav.length && live.every((control, index) => control === serverNav[index]);
    });
    const stylesFetched: string[] = [];
    /** remotes.json and the remotes' manifests: the composed head carries what the page needs of them. */
    const federationFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesFetched.push(request.url());
      if (/\/(remotes|mf-manifest)\.json$/.test(new URL(request.url()).pathname)) federationFiles.push(request.url());
    });
    const routes = [
      ['/', 'Books to freshen up your bookshelf'],
      ['/?category=Classic&tag=Coming+of+Age', 'Books to freshen up your bookshelf'],
      [`/details?id=5`, hobbit.bookName],
      ['/details?id=999', 'Book not found'],
      ['/listed', 'Books'],
      ['/pages-graph', 'Books pages graph'],
      // None of the site's pages: the 404 page the host's build drew.
      ['/no/such/page', '404!'],
    ] as const;
    for (const [path, heading] of routes) {
      // Leaving the last page first ends what it had started: once live and idle, it gets the
      // other sections ready, their style sheets among them.
      await page.goto('about:blank');
      stylesFetched.length = 0;
      federationFiles.length = 0;
      await page.goto(path);
      await untilLive(page);
      await untilAppStarted(page);
      if (path !== '/no/such/page') {
        // Only once live and idle may the page warm the other sections, and read their manifests.
        const handed = await page.evaluate(() => {
          const href = document.querySelector('script[data-boot-manifest]')?.getAttribute('data-href');
          return href ? new URL(href, document.baseURI).href : 'no manifest in the head';
        });
        expect(handed, path).toMatch(/\/mf-manifest\.json$/);
        // nginx answers the first request after its kept copy went out of date with that copy,
        // and says so: the page then reads remotes.json afresh (its manifest block still holds).
        const servedStale = await page.evaluate(() =>
          performance.getEntriesByType('navigation').some((entry) => (entry as PerformanceNavigationTiming).serverTiming.some((timing) => timing.name === 'composed' && timing.description === 'stale')),
        );
        const heldInHead = (url: string) => url === handed || (!servedStale && url.endsWith('/remotes.json'));
        expect(federationFiles.filter(heldInHead), `${path}: asked for what its head holds`).toEqual([]);
      }
      const live = page.getByRole('heading', { level: 1, name: heading, exact: true });
      await expect(live).toBeVisible();
      expect(await live.evaluate((element) => element === (window as unknown as { serverHeading: unknown }).serverHeading), path).toBe(true);
      expect(await headerKept(), `${path}: the header's links and buttons are the ones the server drew`).toBe(true);
      // The page's styles came inline with the server's head; its code must not load and apply
      // them a second time (a whole-page style recalculation just before it hydrates).
      const sheets = await page.evaluate(() => {
        const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
        const inline = links.filter((link) => link.disabled).map((link) => link.href);
        return { inline, loadedAgain: links.filter((link) => !link.disabled && inline.includes(link.href)).map((link) => link.href) };
      });
      expect(sheets.inline.length, `${path}: the head names the style sheets it holds inline`).toBeGreaterThan(0);
      expect(sheets.loadedAgain, path).toEqual([]);
      expect(stylesFetched.filter((url) => sheets.inline.includes(url)), `${path}: no byte of them is fetched`).toEqual([]);
    }
  });

  test("a book the visitor has listed: what only the browser knows shows without moving the buttons the server drew", async ({ page }) => {
    await seedLists(page, { readList: [5] });
    await noteWhereDrawn(page, 'Wishlist');
    await page.goto('/details?id=5');
    await untilLive(page);
    await expect(page.getByText('On your Read List')).toBeVisible();
    expect(await movedSinceDrawn(page, 'Wishlist')).toBe(0);
  });

  test("the header works while the page's code is on its way: the theme switch, and a move to another section", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${appPorts.catalog}/**`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const composed = page.locator('[data-composed-page="catalog/Home"]');
    await expect(composed.getByText('Books to freshen up your bookshelf')).toBeVisible();

    const themeSwitch = page.getByRole('button', { name: 'Dark theme' });
    await expect(themeSwitch, 'enabled as soon as the frame hydrates').toBeEnabled();
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('tab', { name: 'Wish List' }), 'the move does not wait for the page it leaves').toBeVisible();
    await expect(composed).toHaveCount(0);
    release();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeVisible();
  });

  test("input on the server's page before its code is in takes effect once it is: once each, in order, shown as on its way meanwhile", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(remoteEntryUrl('catalog'), async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/details?id=5', { waitUntil: 'commit' });
    const markAsRead = page.getByRole('button', { name: 'Mark as read' });
    await markAsRead.click();
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(markAsRead, 'the click is on its way').toHaveAttribute('aria-busy', 'true');
    await expect(markAsRead).toHaveCSS('cursor', 'progress');
    await expect(page.locator('[data-composed-page]'), 'the page is still the server’s').toHaveCount(1);
    expect((await storedList(page, 'readList')) ?? []).toEqual([]);

    release();
    await expect(page.getByRole('dialog')).toContainText('successfully added to your readlist!');
    await expect(page.getByText('successfully added this book to your wishlist!')).toBeVisible();
    expect(await storedList(page, 'readList')).toEqual([5]);
    expect(await storedList(page, 'wishList')).toEqual([5]);
    // Behind the dialog, so found by its text.
    await expect(page.locator('main button', { hasText: 'Mark as read' })).not.toHaveAttribute('aria-busy');
  });

  test("a link on the server's page works before any script has run: the next page arrives composed", async ({ page }) => {
    // Neither the app nor its first script runs: the links are the browser's.
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.route('**/assets/route-preload-*', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: hobbit.bookName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/details\?id=5$/);
    await expect(page.getByRole('heading', { level: 1, name: hobbit.bookName })).toBeVisible();
  });

  test("what the visitor's storage says is on the page at its first paint: their theme, and the lists that hold no book", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('bookmarked.theme', 'dark');
      // When each is first on <html>, against the first contentful paint.
      const seen: Record<string, number> = {};
      Object.assign(window, { seenOnHtml: seen });
      new MutationObserver(() => {
        for (const name of ['data-theme', 'data-lists-empty']) if (document.documentElement.hasAttribute(name)) seen[name] ??= performance.now();
      }).observe(document, { attributes: true, subtree: true });
    });
    // Neither the app nor its first script runs: what shows is the page and its paint script's work.
    await page.route('**/assets/mf-entry-bootstrap-*', (route) => route.abort());
    await page.route('**/assets/route-preload-*', (route) => route.abort());
    const readList = page.locator('#listed-books-panel-readList');
    await page.goto('/listed');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-lists-empty', 'readList wishList');
    // The paint entry is queued a little after the paint itself: wait for it rather than read it too soon.
    const firstContentfulPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((entries) => {
            const paint = entries.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const seen = await page.evaluate(() => (window as unknown as { seenOnHtml: Record<string, number> }).seenOnHtml);
    expect(seen['data-theme'], 'the theme is on before anything is painted').toBeLessThanOrEqual(firstContentfulPaint);
    expect(seen['data-lists-empty']).toBeLessThanOrEqual(firstContentfulPaint);
    await expect(readList.getByText('Your Read List is empty')).toBeVisible();
    await expect(readList.getByText('Browse books')).toBeVisible();
    await expect(readList.getByText('Loading...')).toBeHidden();

    // A list with a book only the lists' code can draw: until then it is 'Loading...', never empty.
    await page.evaluate(() => localStorage.setItem('readList', '[5]'));
    await page.reload();
    await expect(readList.getByText('Loading...')).toBeVisible();
    await expect(readList.getByText('Your Read List is empty')).toBeHidden();
  });
});
