import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freezeToastTimers } from '../toastTimers';
import { test, expect, storedList } from '../fixtures';

interface CatalogueBook {
  bookId: number;
  bookName: string;
  author: string;
  image: string;
  tags: string[];
  category: string;
  rating: number;
  totalPages: number;
  publisher: string;
  yearOfPublishing: number;
  review: string;
}

const books = JSON.parse(
  readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8'),
) as CatalogueBook[];
const bookById = (id: number) => books.find((book) => book.bookId === id)!;

const dialog = (page: Page) => page.getByRole('dialog');

/** The sweetalert2 dialog: title (as text), message, then close it with OK. */
async function expectDialog(page: Page, title: string, text: string, icon: 'success' | 'error') {
  await expect(dialog(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(dialog(page).locator('.swal2-html-container')).toHaveText(text);
  await expect(dialog(page)).toHaveClass(new RegExp(`swal2-icon-${icon}`));
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

const toasts = (page: Page) => page.locator('[data-toasts] [role="alert"]');

/** Where a toast's timer stands: its length, the time it has run, and whether it is running. */
function toastTimer(bar: Locator) {
  return bar.evaluate(async (element) => {
    const [animation] = element.getAnimations();
    if (!animation) throw new Error('the toast timer is not running');
    // A pause asked for is pending until the next frame, and its time runs on until then.
    await animation.ready;
    return {
      duration: Number(animation.effect?.getTiming().duration),
      elapsed: Math.round(Number(animation.currentTime)),
      running: animation.playState === 'running',
    };
  });
}

/** Waits for the toast's entrance to end: it slides in, and moves until then. */
function toastSettled(toast: Locator) {
  return toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

/** Moves a frozen toast timer to `ms`; at its full length it ends, as it would on its own. */
function setToastTimer(bar: Locator, ms: number) {
  return bar.evaluate((element, to) => {
    const [animation] = element.getAnimations();
    if (!animation) throw new Error('the toast timer is not running');
    if (to >= Number(animation.effect?.getTiming().duration)) animation.finish();
    else animation.currentTime = to;
  }, ms);
}

/** Lets the page render `count` frames, so anything a change would trigger has happened. */
function nextFrames(page: Page, count = 3) {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

async function expectFullDetails(page: Page, book: CatalogueBook) {
  await expect(page.getByRole('heading', { level: 1, name: book.bookName })).toBeVisible();
  await expect(page.getByAltText(`Book: ${book.bookName}`)).toHaveAttribute('src', book.image);
  await expect(page.getByText(`By : ${book.author}`)).toBeVisible();
  await expect(page.getByText(book.category, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(book.tags.map((tag) => `#${tag}`));
  await expect(page.getByText(book.review)).toBeVisible();
  const fact = (label: string) => page.locator('dt', { hasText: `${label}:` }).locator('+ dd');
  await expect(fact('Number of Pages')).toHaveText(String(book.totalPages));
  await expect(fact('Publisher')).toHaveText(book.publisher);
  await expect(fact('Year of Publishing')).toHaveText(String(book.yearOfPublishing));
  await expect(fact('Rating')).toHaveText(book.rating.toFixed(1));
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wishlist' })).toBeVisible();
}

test.describe('catalog: book details', { tag: '@composed' }, () => {
  test('the whole flow: home → details → mark as read → duplicate → wishlist toast → duplicate', { tag: '@catalog' }, async ({ page }) => {
    const book = bookById(3);
    await page.goto('/');
    await page.getByRole('region', { name: 'Books', exact: true }).getByRole('link', { name: book.bookName }).click();
    await expect(page).toHaveURL(/\/details\?id=3$/);
    await expectFullDetails(page, book);

    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expectDialog(page, book.bookName, 'successfully added to your readlist!', 'success');
    expect(await storedList(page, 'readList')).toEqual([3]);

    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expectDialog(page, book.bookName, 'Alreay exists in your readlist!', 'error');
    expect(await storedList(page, 'readList')).toEqual([3]);

    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(toasts(page)).toHaveText('successfully added this book to your wishlist!');
    await expect(dialog(page)).toHaveCount(0);
    expect(await storedList(page, 'wishList')).toEqual([3]);

    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expectDialog(page, book.bookName, 'Alreay exists in your wishlist!', 'error');
    expect(await storedList(page, 'wishList')).toEqual([3]);
    expect(await storedList(page, 'readList')).toEqual([3]);
  });

  test('the wishlist toast: top-right, with a progress bar, on screen for exactly 3,000 ms', async ({ page }) => {
    await freezeToastTimers(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/details?id=8');
    await page.getByRole('button', { name: 'Wishlist' }).click();
    const toast = toasts(page);
    await expect(toast).toBeVisible();
    await toastSettled(toast);

    const box = (await toast.boundingBox())!;
    expect(box.y, 'at the top').toBeLessThan(80);
    expect(1280 - (box.x + box.width), 'at the right edge').toBeLessThan(40);
    await expect(page.locator('[data-toasts] .Toastify__toast-container--top-right')).toBeVisible();
    const bar = toast.getByRole('progressbar', { name: 'notification timer' });
    await expect(bar).toBeVisible();
    expect(await toastTimer(bar)).toMatchObject({ duration: 3_000, running: false });

    await setToastTimer(bar, 2_999);
    await nextFrames(page);
    await expect(toast, 'still on screen 1 ms before its time').toBeVisible();

    await setToastTimer(bar, 3_000);
    await expect(toast).toHaveCount(0);
  });

  test('the wishlist toast pauses while the mouse is over it and resumes when it leaves', async ({ page }) => {
    await page.goto('/details?id=9');
    await page.getByRole('button', { name: 'Wishlist' }).click();
    const toast = toasts(page);
    const bar = toast.getByRole('progressbar', { name: 'notification timer' });
    // Its entrance moves it: a hover during it can miss, and a busy machine lets its time run out meanwhile.
    await toastSettled(toast);
    await toast.hover();
    await expect.poll(async () => (await toastTimer(bar)).running, 'paused under the mouse').toBe(false);

    const paused = await toastTimer(bar);
    expect(paused.elapsed).toBeLessThan(3_000);
    await nextFrames(page, 30);
    expect(await toastTimer(bar), 'no time passes while hovered').toEqual(paused);
    await expect(toast).toBeVisible();

    await page.mouse.move(1, 790);
    await expect.poll(async () => (await toastTimer(bar)).running, 'running again once the mouse leaves').toBe(true);
    await expect(toast).toHaveCount(0);
  });

  test('a reload of /details, a shared link and a new tab all render the book in full', async ({ page, context }) => {
    const book = bookById(5);
    await page.goto('/');
    await page.getByRole('region', { name: 'Books', exact: true }).getByRole('link', { name: book.bookName }).click();
    await expectFullDetails(page, book);

    await page.reload();
    await expectFullDetails(page, book);

    // A shared link: no navigation state at all.
    const fresh = await context.newPage();
    await fresh.goto(`/details?id=${book.bookId}`);
    await expectFullDetails(fresh, book);
    await fresh.getByRole('button', { name: 'Mark as read' }).click();
    await expectDialog(fresh, book.bookName, 'successfully added to your readlist!', 'success');
    await fresh.close();

    for (const id of [1, 14, 30]) {
      await page.goto(`/details?id=${id}`);
      await expectFullDetails(page, bookById(id));
    }
  });

  // Each address in turn in one test (a test each before).
  test("an unknown, missing, malformed or negative id shows 'Book not found' with a link home", async ({ page }) => {
    for (const path of ['/details?id=999', '/details', '/details?id=abc', '/details?id=-3']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Book not found' })).toBeVisible();
        await expect(page.getByText('We could not find that book.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
        await page.getByRole('link', { name: 'Go back home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeVisible();
      });
    }
  });

  test('HTML in book data shows literally on home, details and in the dialogs, and never runs', async ({ page }) => {
    const hostile = {
      ...books[0]!,
      bookId: 777,
      bookName: `<img src=x onerror="window.__pwned='name'">Evil <b>Book</b>`,
      review: `<img src=x onerror="window.__pwned='review'"><script>window.__pwned='script'</script>Looks harmless.`,
      author: `<i>Mallory</i>`,
    };
    await page.route('**/booksData.json', (route) => route.fulfill({ json: [hostile, ...books.slice(1, 4)] }));
    const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned);

    await page.goto('/');
    await expect(page.getByRole('link', { name: hostile.bookName })).toBeVisible();
    await expect(page.getByText(`By : ${hostile.author}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Books to freshen up your bookshelf' }).getByAltText(`Book: ${hostile.bookName}`)).toBeVisible();

    await page.getByRole('link', { name: hostile.bookName }).click();
    await expect(page).toHaveURL(/\/details\?id=777$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.bookName);
    await expect(page.getByText(hostile.review)).toBeVisible();

    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expectDialog(page, hostile.bookName, 'successfully added to your readlist!', 'success');
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expectDialog(page, hostile.bookName, 'Alreay exists in your readlist!', 'error');

    // Also straight from the URL, with no navigation state.
    await page.goto('/details?id=777');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.bookName);

    expect(await pwned(), 'no injected script ran').toBeUndefined();
    expect(await page.locator('img[src="x"], main script, main b, main i').count()).toBe(0);
  });

  // Its not-found view is scanned in every theme by a11y-axe.spec.ts ('book not found'), as is a
  // listed book's details; this is the book no list holds yet.
  test('no axe violations on the details of a book on no list', async ({ page }) => {
    // The header belongs to the shell (host or standalone wrapper), not to this remote.
    await page.goto('/details?id=3');
    await expect(page.getByRole('heading', { level: 1, name: bookById(3).bookName })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).exclude('header').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
