import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, seedLists, storedList } from '../fixtures';

// Ids from shared/public/booksData.json.
const READ = [1, 2, 5, 14, 15, 20];
const WISH = [6, 13, 19, 28];

/** Ascending orders; ties keep catalogue order (the sort is stable). */
const sorted = {
  Rating: {
    read: ['The Great Gatsby', 'Of Mice and Men', 'War and Peace', 'Dune', 'The Hobbit', 'The Little Prince'],
    wish: ['The Da Vinci Code', 'Infinite Jest', "Harry Potter and the Philosopher's Stone", 'The Name of the Wind'],
  },
  'Number of pages': {
    read: ['The Little Prince', 'Of Mice and Men', 'The Great Gatsby', 'The Hobbit', 'Dune', 'War and Peace'],
    wish: ["Harry Potter and the Philosopher's Stone", 'The Da Vinci Code', 'The Name of the Wind', 'Infinite Jest'],
  },
  'Publishing year': {
    read: ['War and Peace', 'The Great Gatsby', 'The Hobbit', 'Of Mice and Men', 'The Little Prince', 'Dune'],
    wish: ['Infinite Jest', "Harry Potter and the Philosopher's Stone", 'The Da Vinci Code', 'The Name of the Wind'],
  },
} as const;
const catalogueOrder = {
  read: ['The Great Gatsby', 'Dune', 'The Hobbit', 'War and Peace', 'The Little Prince', 'Of Mice and Men'],
  wish: ["Harry Potter and the Philosopher's Stone", 'The Da Vinci Code', 'The Name of the Wind', 'Infinite Jest'],
};

const tab = (page: Page, name: 'Read List' | 'Wish List') => page.getByRole('tab', { name });
/** Only the selected panel is visible, so this is the one on screen. */
const panel = (page: Page) => page.getByRole('tabpanel');
/**
 * sweetalert2 hides the page from the accessibility tree (aria-hidden) while a dialog is open,
 * so what sits behind an open dialog is read through the DOM.
 */
const shownPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const titles = (page: Page) => shownPanel(page).locator('article h2');
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]');
const card = (page: Page, bookName: string) => panel(page).getByRole('article', { name: bookName, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function openListed(page: Page, lists: { readList?: number[]; wishList?: number[] }) {
  await seedLists(page, lists);
  await page.goto('/listed');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
}

async function expectRemovePrompt(page: Page, bookName: string, label: string): Promise<Locator> {
  const prompt = dialog(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(prompt).toContainText(`Do you want to remove ${bookName} from your ${label}?`);
  await expect(prompt.getByRole('button', { name: 'Yes, remove it!' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeFocused();
  return prompt;
}

test.describe('Listed Books', { tag: '@composed' }, () => {
  // One page for the first view and the keyboard's way through the tabs from it (a page each before).
  test('shows the heading, the sort placeholder and the read list first; the tabs follow the keyboard: one tab stop, arrows, Home and End', { tag: '@lists' }, async ({ page }) => {
    await openListed(page, { readList: READ, wishList: WISH });
    const sort = page.getByLabel('Sort By');
    await expect(sort).toHaveValue('');
    await expect(sort.getByRole('option', { name: 'Sort By' })).toBeDisabled();
    await expect(sort.getByRole('option')).toHaveText(['Sort By', 'Rating', 'Number of pages', 'Publishing year']);
    await expect(tab(page, 'Read List')).toHaveAttribute('aria-selected', 'true');
    await expect(titles(page)).toHaveText(catalogueOrder.read);

    const hobbit = card(page, 'The Hobbit');
    await expect(hobbit.getByRole('img', { name: 'Book: The Hobbit' })).toBeVisible();
    await expect(hobbit).toContainText('By : J. R. R. Tolkien');
    await expect(hobbit).toContainText('#Dragons');
    await expect(hobbit).toContainText('Pages:310');
    await expect(hobbit).toContainText('Publisher:George Allen & Unwin');
    await expect(hobbit).toContainText('Year of Publishing:1937');
    await expect(hobbit).toContainText('Category: Fantasy');
    await expect(hobbit).toContainText('Rating: 4.3');
    await expect(hobbit.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/details?id=5');
    await expect(hobbit.getByRole('button', { name: /^Remove/ })).toHaveAccessibleName('Remove The Hobbit from Read List');

    // From there, the tabs follow the keyboard: one tab stop, arrows, Home and End.
    // The control just before the tab list.
    await page.getByRole('button', { name: 'Import lists', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Read List')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Wish List')).toBeFocused();
    await expect(tab(page, 'Wish List')).toHaveAttribute('aria-selected', 'true');
    await expect(titles(page)).toHaveText(catalogueOrder.wish);

    await page.keyboard.press('ArrowRight'); // wraps around
    await expect(tab(page, 'Read List')).toBeFocused();
    await expect(tab(page, 'Read List')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Wish List')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Read List')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Wish List')).toBeFocused();
    await expect(tab(page, 'Read List')).toHaveAttribute('tabindex', '-1');

    // Tab leaves the tab list for the panel; the other tab is not a stop.
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab(page, 'Wish List')).toBeFocused();
  });

  test('tabs switch with the mouse, from before the books have arrived', async ({ page }) => {
    // The catalogue's index is held back: the frame does not need it, so its tabs work meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/booksData/index.json', async (route) => {
      await held;
      await route.continue();
    });
    await openListed(page, { readList: READ, wishList: WISH });
    await tab(page, 'Wish List').click();
    await expect(tab(page, 'Wish List')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Read List')).toHaveAttribute('aria-selected', 'false');
    await expect(panel(page)).toHaveAccessibleName('Wish List');
    await expect(panel(page)).toContainText('Loading...');
    await expect(titles(page)).toHaveCount(0);

    release();
    await expect(titles(page)).toHaveText(catalogueOrder.wish);
    await tab(page, 'Read List').click();
    await expect(panel(page)).toHaveAccessibleName('Read List');
    await expect(titles(page)).toHaveText(catalogueOrder.read);
  });

  // One page for the three sorts and a removal under the last (a page each before).
  test('sorting by Rating, Number of pages or Publishing year orders both tabs ascending; a sorted tab stays sorted after a removal', async ({ page }) => {
    await openListed(page, { readList: READ, wishList: WISH });
    for (const option of ['Rating', 'Number of pages', 'Publishing year'] as const) {
      await test.step(option, async () => {
        await tab(page, 'Read List').click();
        await page.getByLabel('Sort By').selectOption({ label: option });
        await expect(titles(page)).toHaveText(sorted[option].read);
        await tab(page, 'Wish List').click();
        await expect(titles(page)).toHaveText(sorted[option].wish);
      });
    }

    // The last sort chosen (Publishing year) holds through a removal.
    await tab(page, 'Read List').click();
    await card(page, 'The Hobbit').getByRole('button', { name: /^Remove/ }).click();
    await (await expectRemovePrompt(page, 'The Hobbit', 'Read List')).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(titles(page)).toHaveText(sorted['Publishing year'].read.filter((name) => name !== 'The Hobbit'));
  });

  test('the sort lives in the URL, so a reload keeps it', async ({ page }) => {
    await openListed(page, { readList: READ, wishList: WISH });
    await page.getByLabel('Sort By').selectOption({ label: 'Number of pages' });
    await expect(titles(page)).toHaveText(sorted['Number of pages'].read);
    await expect(page).toHaveURL(/[?&]sort=pages\b/);
    await page.reload();
    await expect(page.getByLabel('Sort By')).toHaveValue('totalpages');
    await expect(titles(page)).toHaveText(sorted['Number of pages'].read);
  });

  test('a tab and a sort chosen in one go both stay in the URL, and a reload keeps them', async ({ page }) => {
    await openListed(page, { readList: READ, wishList: WISH });
    const sort = await page.getByLabel('Sort By').elementHandle();
    // One task: the page cannot draw between the two choices.
    await tab(page, 'Wish List').evaluate((wishTab: HTMLElement, sortSelect) => {
      const select = sortSelect as HTMLSelectElement;
      wishTab.click();
      select.value = 'totalpages';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, sort);
    await expect(page).toHaveURL(/\/listed\?tab=wish&sort=pages$/);
    await page.reload();
    await expect(tab(page, 'Wish List')).toHaveAttribute('aria-selected', 'true');
    await expect(titles(page)).toHaveText(sorted['Number of pages'].wish);
  });

  // Both lists in one page, the read list first (a page each before).
  test('in either list, cancel keeps the book and confirm removes it', { tag: '@lists' }, async ({ page }) => {
    await openListed(page, { readList: READ, wishList: WISH });
    for (const { label, key, other, bookName, next } of [
      { label: 'Read List', key: 'readList', other: 'wishList', bookName: 'The Hobbit', next: 'War and Peace' },
      { label: 'Wish List', key: 'wishList', other: 'readList', bookName: 'The Da Vinci Code', next: 'The Name of the Wind' },
    ] as const) {
      await test.step(label, async () => {
        await tab(page, label).click();
        const before = { [key]: await storedList(page, key), [other]: await storedList(page, other) };

        await card(page, bookName).getByRole('button', { name: /^Remove/ }).click();
        const prompt = await expectRemovePrompt(page, bookName, label);
        await prompt.getByRole('button', { name: 'Cancel' }).click();
        await expect(prompt).toBeHidden();
        await expect(card(page, bookName)).toBeVisible();
        expect(await storedList(page, key)).toEqual(before[key]);
        // Focus goes back to the button that asked.
        await expect(card(page, bookName).getByRole('button', { name: /^Remove/ })).toBeFocused();

        await card(page, bookName).getByRole('button', { name: /^Remove/ }).click();
        await (await expectRemovePrompt(page, bookName, label)).getByRole('button', { name: 'Yes, remove it!' }).click();
        // The tab updates at once, behind the 'Removed!' dialog.
        await expect(titles(page)).not.toContainText([bookName]);
        await expect(titles(page)).toHaveCount(label === 'Read List' ? READ.length - 1 : WISH.length - 1);
        const done = dialog(page);
        await expect(done.getByRole('heading', { name: 'Removed!' })).toBeVisible();
        await expect(done).toContainText(`${bookName} successfully removed from your ${label}`);
        await expect(selectedTab(page)).toContainText(label);
        const bookId = label === 'Read List' ? 5 : 13;
        expect(await storedList(page, key)).toEqual((before[key] as number[]).filter((id) => id !== bookId));
        expect(await storedList(page, other)).toEqual(before[other]);

        await done.getByRole('button', { name: 'OK' }).click();
        await expect(done).toBeHidden();
        // The removed card's button is gone: focus lands on the next card's.
        await expect(panel(page).getByRole('button', { name: `Remove ${next} from ${label}`, exact: true })).toBeFocused();
      });
    }
  });

  // A defect seen in the original app: a wish-list removal refreshed the read tab's list.
  test('regression: removing from the wish list updates the wish tab and leaves the read tab alone', async ({ page }) => {
    // Dune (2) is on both lists, so a mix-up between the two would show.
    await openListed(page, { readList: [1, 2, 5], wishList: [2, 6, 13] });
    await tab(page, 'Wish List').click();
    await card(page, 'The Da Vinci Code').getByRole('button', { name: /^Remove/ }).click();
    await (await expectRemovePrompt(page, 'The Da Vinci Code', 'Wish List')).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(titles(page)).toHaveText(['Dune', "Harry Potter and the Philosopher's Stone"]);
    await expect(dialog(page)).toContainText('The Da Vinci Code successfully removed from your Wish List');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    await tab(page, 'Read List').click();
    await expect(titles(page)).toHaveText(['The Great Gatsby', 'Dune', 'The Hobbit']);
    expect(await storedList(page, 'readList')).toEqual([1, 2, 5]);
    expect(await storedList(page, 'wishList')).toEqual([2, 6]);
  });

  test('empty lists say so and offer a way to browse; unknown ids are hidden but kept', async ({ page }) => {
    await openListed(page, { readList: [5, 999], wishList: [] });
    await expect(titles(page)).toHaveText(['The Hobbit']);
    await expect(tab(page, 'Read List')).toContainText('1');

    await tab(page, 'Wish List').click();
    await expect(panel(page).getByRole('heading', { name: 'Your Wish List is empty' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/');

    await tab(page, 'Read List').click();
    await card(page, 'The Hobbit').getByRole('button', { name: /^Remove/ }).click();
    await (await expectRemovePrompt(page, 'The Hobbit', 'Read List')).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(shownPanel(page).locator('h2')).toHaveText('Your Read List is empty');
    expect(await storedList(page, 'readList')).toEqual([999]);
  });

  // At 1280 px a11y-axe.spec.ts scans both tabs (a sorted read list, the empty wish list) whole,
  // in each theme: here the narrow screen.
  test('no axe violations in either tab, with books and empty, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await openListed(page, { readList: [2, 5], wishList: [] });
    // This page's content; the header belongs to the host (or the standalone shell).
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await tab(page, 'Wish List').click();
    await expect(panel(page).getByRole('heading', { name: 'Your Wish List is empty' })).toBeVisible();
    await check();
    await page.getByLabel('Sort By').selectOption({ label: 'Rating' });
    await tab(page, 'Read List').click();
    await check();
  });

  test('a change made in another browser tab shows without a reload', async ({ page, context }) => {
    await openListed(page, { readList: [1], wishList: [6] });
    await expect(titles(page)).toHaveText(['The Great Gatsby']);

    const page2 = await context.newPage();
    await page2.goto('/listed');
    await expect(page2.getByRole('tablist')).toBeVisible();
    // localStorage writes in one tab reach the others as a `storage` event.
    await page2.evaluate(() => {
      localStorage.setItem('readList', JSON.stringify([1, 5]));
      localStorage.setItem('wishList', JSON.stringify([]));
    });

    await expect(titles(page)).toHaveText(['The Great Gatsby', 'The Hobbit']);
    await tab(page, 'Wish List').click();
    await expect(panel(page).getByRole('heading', { name: 'Your Wish List is empty' })).toBeVisible();

    // And back: a removal through the UI here reaches the second tab.
    await tab(page, 'Read List').click();
    await card(page, 'The Hobbit').getByRole('button', { name: /^Remove/ }).click();
    await (await expectRemovePrompt(page, 'The Hobbit', 'Read List')).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(titles(page2)).toHaveText(['The Great Gatsby']);
    await page2.close();
  });
});

test.describe('Listed Books in the composed site', { tag: '@composed' }, () => {
  test('View Details opens that book', async ({ page }) => {
    await openListed(page, { readList: [5] });
    await card(page, 'The Hobbit').getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/details\?id=5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeVisible();
  });

  test('a book marked as read on another route shows here without a reload', async ({ page }) => {
    await openListed(page, { readList: [] });
    await expect(panel(page).getByRole('heading', { name: 'Your Read List is empty' })).toBeVisible();
    // Client-side navigation only: the same page load, the same store.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Pride and Prejudice', exact: true }).click();
    await expect(page).toHaveURL(/\/details\?id=3$/);
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    await expect(titles(page)).toHaveText(['Pride and Prejudice']);
  });
});
