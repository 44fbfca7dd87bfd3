import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, openNotFound } from '../fixtures';

interface CatalogueBook {
  bookId: number;
  bookName: string;
  author: string;
  tags: string[];
  category: string;
  rating: number;
}

const books = JSON.parse(
  readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8'),
) as CatalogueBook[];
const first = books[0]!;

const booksSection = (page: Page) => page.getByRole('region', { name: 'Books', exact: true });

test.describe('catalog: home', { tag: '@composed' }, () => {
  test('hero: heading, a View The List button to /listed and the first book’s cover', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Books to freshen up your bookshelf' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeVisible();
    await expect(hero.getByAltText(`Book: ${first.bookName}`)).toBeVisible();
    await expect(hero.getByAltText(`Book: ${first.bookName}`)).toHaveJSProperty('complete', true);
    expect(await hero.getByAltText(`Book: ${first.bookName}`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const viewList = hero.getByRole('link', { name: 'View The List' });
    await expect(viewList).toHaveAttribute('href', '/listed');
    await viewList.click();
    await expect(page).toHaveURL(/\/listed$/);
  });

  test('one card per book with cover, tags, name link, author, category and rating', async ({ page }) => {
    await page.goto('/');
    const section = booksSection(page);
    await expect(section.getByRole('heading', { level: 2, name: 'Books' })).toBeVisible();
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(books.length);

    for (const [index, book] of [books[0]!, books[13]!, books.at(-1)!].map((b) => [books.indexOf(b), b] as const)) {
      const card = cards.nth(index);
      await expect(card.getByAltText(`Book: ${book.bookName}`)).toHaveAttribute('src', `/covers/${book.bookId}.webp`);
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(book.tags.map((tag) => `#${tag}`));
      await expect(card.getByRole('link', { name: book.bookName })).toHaveAttribute('href', `/details?id=${book.bookId}`);
      await expect(card.getByText(`By : ${book.author}`)).toBeVisible();
      await expect(card.getByText(book.category, { exact: true })).toBeVisible();
      await expect(card.getByLabel(`Rating ${book.rating.toFixed(1)} out of 5`)).toBeVisible();
      await expect(card.locator('svg[aria-hidden="true"]')).toBeVisible();
    }
  });

  test("'Loading...' shows in place of the grid until the catalogue arrives", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/booksData.json', async (route) => {
      await held;
      await route.continue();
    });
    if (test.info().project.name === 'composed') {
      // Reached within the app: a Home composed by the server already holds its books (first-paint).
      await openNotFound(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    } else {
      await page.goto('/');
    }
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    release();
    await expect(booksSection(page).getByRole('article')).toHaveCount(books.length);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  // md = 768, lg = 1024, 2xl = 1536 px.
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1100, 4],
    [1600, 5],
  ] as const) {
    test(`the grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const items = booksSection(page).getByRole('list').first().locator(':scope > li');
      await expect(items).toHaveCount(books.length);
      const lefts = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
      // Rows are filled in order, and nothing spills sideways.
      expect(lefts.slice(0, columns)).toEqual([...lefts.slice(0, columns)].sort((a, b) => a - b));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('a card opens the details with the id in the URL', async ({ page }) => {
    await page.goto('/');
    const book = books[4]!;
    await booksSection(page).getByRole('link', { name: book.bookName }).click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${book.bookId}$`));
    await expect(page.getByRole('heading', { level: 1, name: book.bookName })).toBeVisible();
  });
  // No axe run of its own: a11y-axe.spec.ts scans Home whole (header included), every card
  // drawn, in each theme, in both projects.
});
