import type { Locator, Page } from '@playwright/test';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { test, expect, seedLists, storedList } from '../fixtures';
import { serveCatalogue } from '../catalogueFiles';

const COUNT = 10_000;
/** Elements the page may hold with every book in both lists. */
const NODE_BUDGET = 2500;
const books = makeBooks(COUNT);
const ids = books.map((book) => book.bookId);
const last = books[COUNT - 1] as (typeof books)[number];

const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Listed Books on a site built with the 10,000 books (see serveCatalogue), every book in both lists. */
async function openListed(page: Page, path = '/listed') {
  const served = await serveCatalogue(page, books);
  await seedLists(page, { readList: ids, wishList: ids });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(path);
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} books in your Read List`)).toBeVisible({ timeout: 20_000 });
  return served;
}

/** The names of the cards drawn in the shown tab, in their order in the list. */
const drawnNames = (page: Page) =>
  shownPanel(page)
    .locator('li[aria-posinset]')
    .evaluateAll((items) =>
      items
        .map((item) => ({ at: Number(item.getAttribute('aria-posinset')), name: item.querySelector('h2')?.textContent ?? null }))
        .sort((a, b) => a.at - b.at),
    );

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

test.describe('Listed Books with 10,000 books in each list', { tag: '@composed' }, () => {
  test('draws its first cards from the index and the pages holding them, and only the cards near the window', async ({ page }) => {
    const served = await openListed(page);
    const first = shownPanel(page).locator('li[aria-posinset="1"]');
    await expect(first.getByRole('article', { name: books[0]?.bookName, exact: true })).toBeVisible();
    // Not the whole catalogue: its index, and the one page of 64 books holding both lists' first screen.
    expect(served.requested).not.toContain('/booksData.json');
    expect(served.requested.filter((path) => path.startsWith('/booksData/page-'))).toEqual(['/booksData/page-0.json']);
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
    const served = await openListed(page);
    const lastCard = shownPanel(page).getByRole('article', { name: last.bookName, exact: true });
    await scrollToBottomUntil(page, lastCard);
    await expect(shownPanel(page).locator(`li[aria-posinset="${COUNT}"]`)).toHaveAttribute('aria-setsize', String(COUNT));
    expect(await domNodes(page)).toBeLessThan(NODE_BUDGET);
    // The pages the screens scrolled past needed, not all 157 of them.
    expect(served.requested).not.toContain('/booksData.json');
    expect(new Set(served.requested.filter((path) => path.startsWith('/booksData/page-'))).size).toBeLessThan(20);

    await lastCard.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${last.bookId}$`));
    await expect(page.getByRole('heading', { level: 1, name: last.bookName })).toBeVisible({ timeout: 20_000 });
  });

  test('sorting by each key, either way, orders the list as sorting the whole catalogue does, from the index', async ({ page }) => {
    const served = await openListed(page);
    const keys = [
      { label: 'Rating', field: 'rating' },
      { label: 'Number of pages', field: 'totalPages' },
      { label: 'Publishing year', field: 'yearOfPublishing' },
    ] as const;
    for (const { label, field } of keys) {
      await page.getByLabel('Sort By').selectOption({ label });
      for (const order of ['asc', 'desc'] as const) {
        if (order === 'desc') await page.getByLabel('Order').selectOption('desc');
        // Stable, as sortBooks is: ties keep the catalogue's order.
        const sorted = [...books].sort((a, b) => (order === 'asc' ? 1 : -1) * (a[field] - b[field]));
        const expected = (from: number) => sorted.slice(from - 1, from + 2).map((book) => book.bookName);
        await expect.poll(async () => (await drawnNames(page)).slice(0, 3).map((item) => item.name)).toEqual(expected(1));
      }
      await page.getByLabel('Order').selectOption('asc');
    }
    expect(served.requested).not.toContain('/booksData.json');
  });

  test('a release that changes the catalogue while the tab is open: its books are drawn from the new one only', async ({ page }) => {
    const served = await openListed(page);
    await expect(shownPanel(page).getByRole('article', { name: books[0]?.bookName, exact: true })).toBeVisible();
    // The next release renames every book and puts the last first.
    const next = [books[COUNT - 1], ...books.slice(0, COUNT - 1)].map((book) => ({ ...(book as (typeof books)[number]), bookName: `${book?.bookName} (2nd ed.)` }));
    served.replace(next, 'e2e-2');
    // Far down the list: a page not read yet, of the new release.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
    await expect
      .poll(async () => {
        const names = (await drawnNames(page)).map((item) => item.name);
        return names.length > 0 && names.every((name) => name?.endsWith(' (2nd ed.)'));
      }, { timeout: 20_000 })
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shownPanel(page).locator('li[aria-posinset="1"]').getByRole('article', { name: next[0]?.bookName, exact: true })).toBeVisible();
    await expect(page.getByText(`${COUNT.toLocaleString('en-US')} books in your Read List`)).toBeVisible();
    expect(await storedList(page, 'readList')).toHaveLength(COUNT);
  });
});
