import { test, expect, seedLists } from '../fixtures';
import { readFileSync } from 'node:fs';
import type { Book } from '@bookmarked/shared';
import { serveCatalogue } from '../catalogueFiles';

const realBooks = JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as Record<string, unknown>[];

const hostileName = `<img src=x onerror="window.__pwned='name'">Evil <b>Book</b>`;
const hostile = {
  ...realBooks[0],
  bookId: 999,
  bookName: hostileName,
  author: `<script>window.__pwned='author'</script>Mallory`,
  category: `<svg onload="window.__pwned='category'"></svg>Crime`,
  tags: [`<img src=y onerror="window.__pwned='tag'">`, 'Safe'],
  publisher: `<iframe src="javascript:window.__pwned='publisher'"></iframe>`,
  review: `<img src=z onerror="window.__pwned='review'">A review.`,
  image: `/covers/1.svg" onerror="window.__pwned='image'`,
};

test.describe('untrusted book text', { tag: '@composed' }, () => {
  test('HTML and script in every field show as text and never run', async ({ page }) => {
    // Whole, and as the index and pages Listed Books reads, as a site built with it serves them.
    await serveCatalogue(page, [hostile, ...realBooks.slice(1, 4)] as unknown as Book[]);
    await seedLists(page, { readList: [], wishList: [999] });
    const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned);

    // Home card
    await page.goto('/');
    await expect(page.getByRole('link', { name: hostileName })).toBeVisible();
    await expect(page.getByText(`By : ${String(hostile.author)}`)).toBeVisible();

    // Details, its dialogs and toast
    await page.getByRole('link', { name: hostileName }).click();
    await expect(page.getByRole('heading', { name: hostileName })).toBeVisible();
    await expect(page.getByText(String(hostile.review))).toBeVisible();
    await expect(page.getByText(String(hostile.publisher))).toBeVisible();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: hostileName })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: hostileName })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Alreay exists in your wishlist!');
    await page.getByRole('button', { name: 'OK' }).click();

    // Listed card and the removal dialog
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Listed Books' }).click();
    const panel = page.getByRole('tabpanel', { name: /Read List/ });
    await expect(panel.getByRole('heading', { name: hostileName })).toBeVisible();
    await panel.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('dialog')).toContainText(`Do you want to remove ${hostileName} from your Read List?`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Chart label
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page.locator('svg text').filter({ hasText: '<img src=x onerror' }).first()).toBeAttached();

    expect(await pwned(), 'no injected script ran').toBeUndefined();
    // Nothing was parsed as markup either (the CSP would stop inline handlers; this proves more).
    expect(await page.locator('img[src="x"], img[src="y"], img[src="z"], iframe, [onerror], [onload]').count()).toBe(0);
  });
});
