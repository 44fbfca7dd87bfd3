import type { Locator, Page } from '@playwright/test';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { test, expect, seedLists, storedList } from '../fixtures';
import { CATALOGUE_INDEX_URL, cataloguePageUrl, cutCatalogue } from '@bookmarked/shared/catalogue-index';

const COUNT = 10_000;
/** Elements the page may hold with every book in both lists. */
const NODE_BUDGET = 2500;
const books = makeBooks(COUNT);
const ids = books.map((book) => book.bookId);
const last = books[COUNT - 1] as (typeof books)[number];

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function openListed(page: Page) {
  // With a validator, as a real server sends it: the catalogue's worker then reads it again
  // itself instead of the page handing its bytes over (through this route: Playwright keeps
  // no HTTP cache while it routes).
  await page.route('**/booksData.json', (route) => route.fulfill({ json: books, headers: { etag: '"scale-lists"' } }));
  await seedLists(page, { readList: ids, wishList: ids });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/listed');
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} books in your Read List`)).toBeVisible({ timeout: 20_000 });
}

/** Scrolls the window to the bottom until `target` is drawn and on screen (card heights are measured as they come). */
async function scrollToBottomUntil(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return target.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.describe('Listed Books with 10,000 books in each list', { tag: ['@composed', '@lists'] }, () => {
  test('draws only the cards near the window, each with its place in the list', async ({ page }) => {
    await openListed(page);
    const first = shownPanel(page).locator('li[aria-posinset="1"]');
    await expect(first.getByRole('article', { name: books[0]?.bookName, exact: true })).toBeVisible();
    await expect(first).toHaveAttribute('aria-setsize', String(COUNT));
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);

    await page.getByRole('tab', { name: 'Wish List' }).click();
    await expect(page.getByText(`${COUNT.toLocaleString('en-US')} books in your Wish List`)).toBeVisible();
    await expect(shownPanel(page).getByRole('article').first()).toBeVisible();
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });

  test('Tab walks the cards in order beyond the first ones drawn, keeping focus on screen', async ({ page }) => {
    await openListed(page);
    await shownPanel(page).getByRole('article').first().getByRole('button', { name: /^Remove/ }).focus();
    const focusedCard = () =>
      page.evaluate(() => Number(document.activeElement?.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? 0));
    let previous = 1;
    // Each card has two stops: its remove button, then its View Details link.
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      // A visitor's key presses are frames apart: the list draws the cards ahead of the focus
      // when the page scrolls to it, in the next frame. A busy machine let presses come sooner.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const card = await focusedCard();
      expect(card === previous || card === previous + 1, `focus moved from card ${previous} to ${card}`).toBe(true);
      previous = card;
    }
    expect(previous).toBe(21);
    await expect(page.locator(':focus')).toBeInViewport();
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });

  test('removing a book far down the list keeps the visitor where they were', async ({ page }) => {
    await openListed(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.8));
    // The first card wholly on screen, and the one after it.
    const items = shownPanel(page).locator('li[aria-posinset]');
    await expect(items.first()).toBeAttached();
    const firstOnScreen = () =>
      items.evaluateAll((nodes) => {
        const onScreen = nodes
          .map((node) => ({ position: Number(node.getAttribute('aria-posinset')), top: node.getBoundingClientRect().top }))
          .filter((item) => item.top >= 0)
          .sort((a, b) => a.position - b.position);
        return onScreen[0]?.position ?? 0;
      });
    // The rows at the new scroll position are drawn a frame or two after the scroll.
    await expect.poll(firstOnScreen).toBeGreaterThan(COUNT / 2);
    const target = await firstOnScreen();
    const removed = books[target - 1] as (typeof books)[number];
    const next = books[target] as (typeof books)[number];
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await shownPanel(page).getByRole('button', { name: `Remove ${removed.bookName} from Read List` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(page.getByRole('dialog')).toContainText(`${removed.bookName} successfully removed from your Read List`);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await expect(page.getByText(`${(COUNT - 1).toLocaleString('en-US')} books in your Read List`)).toBeVisible();
    await expect(shownPanel(page).getByRole('article', { name: removed.bookName, exact: true })).toHaveCount(0);
    const nextCard = shownPanel(page).getByRole('article', { name: next.bookName, exact: true });
    await expect(nextCard).toBeInViewport();
    await expect(nextCard.getByRole('button', { name: /^Remove/ })).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(400);
    const stored = (await storedList(page, 'readList')) as number[];
    expect(stored).toHaveLength(COUNT - 1);
    expect(stored).not.toContain(removed.bookId);
    expect(await storedList(page, 'wishList')).toHaveLength(COUNT);
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
  });
});

test.describe('Listed Books with 10,000 books, composed', { tag: '@composed' }, () => {
  test('the last book is reachable by scrolling and its details open', async ({ page }) => {
    await openListed(page);
    const lastCard = shownPanel(page).getByRole('article', { name: last.bookName, exact: true });
    await scrollToBottomUntil(page, lastCard);
    await expect(shownPanel(page).locator(`li[aria-posinset="${COUNT}"]`)).toHaveAttribute('aria-setsize', String(COUNT));
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);

    await lastCard.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${last.bookId}$`));
    await expect(page.getByRole('heading', { level: 1, name: last.bookName })).toBeVisible({ timeout: 20_000 });
  });

  test("a catalogue worker whose script cannot load (gone after a redeploy) leaves the page to read the books itself", async ({ page }) => {
    await page.route('**/catalogue.worker-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openListed(page);
    await expect(shownPanel(page).getByRole('article', { name: books[0]?.bookName, exact: true })).toBeVisible();
  });
});

test.describe('Listed Books with 10,000 books, from the catalogue\'s index', { tag: '@composed' }, () => {
  test('shows the first cards and the counts while the catalogue is still on its way, then carries on with it', async ({ page }) => {
    // What a site built with these books serves: the catalogue's index and pages beside it, and
    // a page head that preloads the index instead of the whole catalogue (see cataloguePreload).
    const bytes = Buffer.byteLength(JSON.stringify(books));
    const { index, pages } = cutCatalogue(books, bytes);
    await page.route(`**${CATALOGUE_INDEX_URL}`, (route) => route.fulfill({ json: index }));
    await page.route('**/booksData/page-*.json', (route) => {
      const page = pages.findIndex((_, number) => route.request().url().endsWith(cataloguePageUrl(number)));
      return page < 0 ? route.fulfill({ status: 404 }) : route.fulfill({ json: pages[page] });
    });
    // The head as that build writes it (the document itself cannot be answered from here: a page
    // from Playwright may not load the remotes from localhost).
    await page.addInitScript(
      ({ whole, index }) => {
        new MutationObserver(() => document.querySelector(`link[rel="preload"][href="${whole}"]`)?.setAttribute('href', index)).observe(document, {
          childList: true,
          subtree: true,
        });
      },
      { whole: '/booksData.json', index: CATALOGUE_INDEX_URL },
    );
    let sendCatalogue = () => {};
    const catalogueHeld = new Promise<void>((resolve) => (sendCatalogue = resolve));
    await page.route('**/booksData.json', async (route) => {
      await catalogueHeld;
      await route.fulfill({ json: books });
    });
    await seedLists(page, { readList: ids, wishList: ids });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/listed');

    const first = shownPanel(page).locator('li[aria-posinset="1"]');
    await expect(first.getByRole('article', { name: books[0]?.bookName, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`${COUNT.toLocaleString('en-US')} books in your Read List`)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Wish List/ })).toContainText(COUNT.toLocaleString('en-US'));

    sendCatalogue();
    // The whole catalogue takes over: a sort draws from every book. (The first book is also the
    // lowest rated; the second by rating is far down the catalogue.)
    await page.getByRole('combobox', { name: /sort/i }).selectOption({ label: 'Rating' });
    const secondByRating = [...books].sort((a, b) => a.rating - b.rating)[1];
    expect(secondByRating?.bookId).not.toBe(books[1]?.bookId);
    const second = shownPanel(page).locator('li[aria-posinset="2"]');
    await expect(second.getByRole('article', { name: secondByRating?.bookName ?? '', exact: true })).toBeVisible({ timeout: 20_000 });
  });
});
