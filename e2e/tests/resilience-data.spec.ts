import { test, expect, seedLists, storedList } from '../fixtures';
import type { Route } from '@playwright/test';
import { readFileSync } from 'node:fs';

const realBooks = JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as Record<string, unknown>[];

/**
 * Each page and the catalogue file it reads: the whole booksData.json, or for Listed Books the
 * page of the catalogue holding its lists' books (the index is read, then that page fails).
 */
const routesNeedingData = [
  { path: '/', file: '**/booksData.json', ready: 'Books to freshen up your bookshelf' },
  { path: '/details?id=1', file: '**/booksData.json', ready: 'The Great Gatsby' },
  { path: '/listed', file: '**/booksData/page-*.json', ready: 'The Great Gatsby', lists: { readList: [1, 3], wishList: [2] } },
  { path: '/pages-graph', file: '**/booksData.json', ready: 'Books pages graph' },
];

/**
 * Every way the catalogue's file fails, each with its own message. Ordered so that the two that
 * share a message are never next to each other, even taken round from any of them: each Retry
 * then shows a message the one before it did not.
 */
const failures: { name: string; message: RegExp; answer: (route: Route) => Promise<void> }[] = [
  { name: '404', message: /error 404/, answer: (route) => route.fulfill({ status: 404, body: 'Not found' }) },
  { name: 'invalid JSON', message: /damaged/, answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"bookId": 1,' }) },
  { name: '500', message: /error 500/, answer: (route) => route.fulfill({ status: 500, body: 'Oops' }) },
  { name: 'a value that is not a list', message: /damaged/, answer: (route) => route.fulfill({ status: 200, json: { books: realBooks } }) },
  { name: 'a network error', message: /could not be reached/, answer: (route) => route.abort('internetdisconnected') },
];

/**
 * One page per route, every failure in turn: the first on the page's load, each next one on the
 * Retry after the one before, then the file is back and Retry shows the page. The message comes
 * from the shared catalogue loader; what each route shows around it is its own. Each route
 * starts with a different failure, so four of the five are also met on a first load.
 */
for (const [index, { path, file, ready, lists }] of routesNeedingData.entries()) {
  const inTurn = [...failures.slice(index), ...failures.slice(0, index)];
  test.describe('booksData.json failing in every way', { tag: '@composed' }, () => {
    test(`${path} shows a clear message and Retry for each${lists ? ', the lists untouched' : ''}`, async ({ page }) => {
      if (lists) await seedLists(page, lists);
      let answer: ((route: Route) => Promise<void>) | undefined = inTurn[0]?.answer;
      await page.route(file, (route) => (answer ? answer(route) : route.fallback()));
      await page.goto(path);
      const alert = page.getByRole('alert');
      for (const [step, failure] of inTurn.entries()) {
        await test.step(failure.name, async () => {
          if (step > 0) {
            answer = failure.answer;
            await alert.getByRole('button', { name: 'Retry' }).click();
          }
          await expect(alert).toContainText('Books could not be loaded');
          await expect(alert).toContainText(failure.message);
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        });
      }

      answer = undefined;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      if (lists) {
        expect(await storedList(page, 'readList')).toEqual(lists.readList);
        expect(await storedList(page, 'wishList')).toEqual(lists.wishList);
      }
    });
  });
}

// The entries are the test's and are sorted out in the browser: the same on any server (@any-server).
test.describe('booksData.json with bad entries', { tag: ['@composed', '@catalog', '@any-server'] }, () => {
  test('invalid and duplicate entries are skipped and reported once; the valid books show', async ({ page }) => {
    const [first, second, third] = realBooks as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
    const withoutAuthor = { ...second };
    delete withoutAuthor.author;
    const entries = [
      first,
      withoutAuthor,
      { ...third, totalPages: 'lots' },
      { ...first, bookName: 'A duplicate of the first id' },
      null,
      'a string',
      third,
    ];
    await page.route('**/booksData.json', (route) => route.fulfill({ json: entries }));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('invalid book')) warnings.push(message.text());
    });

    await page.goto('/');
    const cards = page.getByRole('main').getByRole('link', { name: String(first.bookName), exact: true });
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('link', { name: String(third.bookName), exact: true }).first()).toBeVisible();
    await expect(page.getByText(String(second.bookName))).toHaveCount(0);
    await expect(page.getByText('A duplicate of the first id')).toHaveCount(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Skipped 5 invalid book entries');
  });
});
