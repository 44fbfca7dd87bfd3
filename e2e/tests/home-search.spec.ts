import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';

const booksSection = (page: Page) => page.getByRole('region', { name: 'Books', exact: true });
const cards = (page: Page) => booksSection(page).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search books' });
const count = (page: Page) => booksSection(page).getByRole('status');
const clearButton = (page: Page) => page.getByRole('link', { name: 'Clear filters' });

/**
 * Opens Home as a visitor does: on with it once the first card shows, whether or not the
 * page's code is in yet (what is typed or chosen before then is kept and handed over).
 */
async function openHome(page: Page, search = '') {
  await page.goto(`/${search}`);
  await expect(cards(page).first()).toBeVisible();
}

async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 60; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Never reached the element with the keyboard');
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('header').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('home: search, filters and sort', { tag: '@composed' }, () => {
  // One Home for what typing does: the cards it leaves, the fields it matches, the count the
  // live region says and the hero folding away (each was a page of its own before).
  test('typing narrows the cards, matching authors, categories, publishers and tags without accents; the live region counts them, the hero folds away, and the query is in the URL without adding history', async ({ page }) => {
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Books to freshen up your bookshelf' });
    await expect(hero.getByRole('link', { name: 'View The List' })).toBeVisible();
    await expect(count(page)).toHaveText('30 books');
    const entries = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('marquez');
    await expect(cardTitles(page)).toHaveText(['One Hundred Years of Solitude']);
    await expect(page).toHaveURL(/\/\?q=marquez$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await searchBox(page).fill('BRONTE');
    await expect(cardTitles(page)).toHaveText(['Jane Eyre']);
    await expect(page).toHaveURL(/\?q=BRONTE$/);

    // Authors, categories, publishers and tags, ignoring accents.
    await searchBox(page).fill('exupery');
    await expect(cardTitles(page)).toHaveText(['The Little Prince']);
    await searchBox(page).fill('knopf');
    await expect(cards(page)).toHaveCount(3);
    await searchBox(page).fill('cyberpunk');
    await expect(cardTitles(page)).toHaveText(['Neuromancer']);

    // The live region counts the matching books; the hero folds away while the list is narrowed.
    await searchBox(page).fill('dragons');
    await expect(count(page)).toHaveText('2 books');
    await searchBox(page).fill('dune');
    await expect(count(page)).toHaveText('1 book');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'View The List' })).toHaveCount(0);
  });

  test('a deep link opens the same view, and a reload keeps it', { tag: '@catalog' }, async ({ page }) => {
    await openHome(page, '?q=dune');
    await expect(searchBox(page)).toHaveValue('dune');
    await expect(cardTitles(page)).toHaveText(['Dune']);

    await openHome(page, '?category=Fantasy');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Fantasy');
    await expect(cards(page)).toHaveCount(4);

    await openHome(page, '?tag=Friendship');
    await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('Friendship');
    await expect(cardTitles(page)).toHaveText(["Harry Potter and the Philosopher's Stone", "Charlotte's Web", 'Of Mice and Men', 'The Kite Runner']);

    await openHome(page, '?sort=pages');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('pages');
    await expect(cardTitles(page).first()).toHaveText('The Little Prince');

    await openHome(page, '?category=Classic&tag=Coming%20of%20Age&sort=title');
    await expect(cardTitles(page)).toHaveText(['The Catcher in the Rye', 'To Kill a Mockingbird']);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(['The Catcher in the Rye', 'To Kill a Mockingbird']);
    await expect(page.getByRole('link', { name: 'Remove Category: Classic' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove Tag: Coming of Age' })).toBeVisible();
  });

  test('unknown or malformed parameters are ignored', async ({ page }) => {
    await page.goto('/?sort=price&category=Nope&tag=&page=2&q=%E0%A4%A');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(count(page)).toHaveText('0 books');
    await openHome(page, '?sort=price&category=Nope&tag=&page=2');
    await expect(cards(page)).toHaveCount(30);
  });

  test('sorts by title, rating, pages and year, and back to the catalogue order', async ({ page }) => {
    await openHome(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Title' });
    await expect(cardTitles(page).first()).toHaveText('A Brief History of Time');
    await expect(page).toHaveURL(/\?sort=title$/);
    await sort.selectOption({ label: 'Rating' });
    await expect(cardTitles(page).first()).toHaveText('The Catcher in the Rye');
    await sort.selectOption({ label: 'Publishing year' });
    await expect(cardTitles(page).first()).toHaveText('Pride and Prejudice');
    await sort.selectOption({ label: 'Number of pages' });
    await expect(cardTitles(page).first()).toHaveText('The Little Prince');
    await sort.selectOption({ label: 'Catalogue order' });
    await expect(cardTitles(page).first()).toHaveText('The Great Gatsby');
  });

  test('a tag on a card filters by it, combined with the search; Back undoes it', async ({ page }) => {
    await openHome(page, '?q=dragons');
    await cards(page).first().getByRole('link', { name: '#Dragons' }).click();
    await expect(page).toHaveURL(/\?q=dragons&tag=Dragons$/);
    await expect(page.getByRole('link', { name: 'Remove Tag: Dragons' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);

    await openHome(page);
    await cards(page).nth(5).getByRole('link', { name: '#Friendship' }).click();
    await expect(cards(page)).toHaveCount(4);
    await page.goBack();
    await expect(cards(page)).toHaveCount(30);
  });

  test('a committed filter adds a history entry: Back restores the search before it', async ({ page }) => {
    await openHome(page);
    await searchBox(page).fill('the');
    await expect(page).toHaveURL(/\?q=the$/);
    // 'the' is in 14 of the 30 books (title, author, category, publisher or a tag).
    const narrowed = 14;
    await expect(cards(page)).toHaveCount(narrowed);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Fantasy');
    await expect(page).toHaveURL(/\?q=the&category=Fantasy$/);
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/\?q=the$/);
    await expect(searchBox(page)).toHaveValue('the');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(cards(page)).toHaveCount(narrowed);
  });

  test('a category and a tag chosen in one go both stay in the URL, and a reload keeps them', async ({ page }) => {
    await openHome(page);
    const tag = page.getByRole('combobox', { name: 'Tag' });
    await expect(tag.getByRole('option', { name: 'Coming of Age' })).toBeAttached();
    // One task: the page cannot draw between the two choices.
    await page.getByRole('combobox', { name: 'Category' }).evaluate((category: HTMLSelectElement, tagSelect) => {
      const choose = (select: HTMLSelectElement, value: string) => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose(category, 'Classic');
      choose(tagSelect as HTMLSelectElement, 'Coming of Age');
    }, await tag.elementHandle());
    await expect(page).toHaveURL(/\?category=Classic&tag=Coming\+of\+Age$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Remove Category: Classic' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove Tag: Coming of Age' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
  });

  test('Back after opening a book returns to the same search', async ({ page }) => {
    await openHome(page);
    await searchBox(page).fill('hobbit');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).getByRole('link', { name: 'The Hobbit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('hobbit');
    await expect(cardTitles(page)).toHaveText(['The Hobbit']);
    await expect(page).toHaveURL(/\?q=hobbit$/);
  });

  test('no match says so, and Clear brings every book back', async ({ page }) => {
    await openHome(page, '?category=Fantasy&sort=year');
    await searchBox(page).fill('zzzz');
    await expect(page.getByText('No books match your search')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('0 books');
    await clearButton(page).click();
    await expect(cards(page)).toHaveCount(30);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('markup typed or linked stays text and runs nothing', async ({ page }) => {
    const markup = '<img src=x onerror="window.__pwned=1">';
    await openHome(page);
    await searchBox(page).fill(markup);
    await expect(page.getByText('No books match your search')).toBeVisible();
    await expect(page.getByRole('link', { name: `Remove Search: ${markup}` })).toHaveText(`Search: ${markup}`);
    await page.reload();
    await expect(searchBox(page)).toHaveValue(markup);
    await page.goto(`/?q=${encodeURIComponent('</script><b>x</b>')}&category=${encodeURIComponent('<i>y</i>')}`);
    await expect(page.getByText('No books match your search')).toBeVisible();
    await expect(searchBox(page)).toHaveValue('</script><b>x</b>');
    expect(await page.locator('img[src="x"], b, i').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('keyboard only: search, filter by a tag, remove a chip, clear', async ({ page }) => {
    await openHome(page);
    await tabTo(page, searchBox(page));
    await page.keyboard.type('dragons');
    await expect(cards(page)).toHaveCount(2);
    await tabTo(page, cards(page).first().getByRole('link', { name: '#Dragons' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=dragons&tag=Dragons$/);
    const removeSearch = page.getByRole('link', { name: 'Remove Search: dragons' });
    await tabTo(page, removeSearch, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\?tag=Dragons$/);
    await expect(cards(page)).toHaveCount(2);
    await tabTo(page, clearButton(page));
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(30);
  });

  test('no axe violations with filters active and with no results', async ({ page }) => {
    test.slow(); // two full axe runs
    await openHome(page, '?q=the&category=Classic&sort=title');
    await expect(cards(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await searchBox(page).fill('zzzz');
    await expect(page.getByText('No books match your search')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
