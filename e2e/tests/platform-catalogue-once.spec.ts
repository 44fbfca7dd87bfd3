import { test, expect, untilAppStarted } from '../fixtures';

test.describe('the catalogue', { tag: '@composed' }, () => {
  test('booksData.json is fetched once for a whole visit across routes', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/booksData.json')) requests.push(request.url());
    });
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Books', exact: true }).getByRole('article').first()).toBeVisible();
    // The server's links work before the app does: a click then loads a new page, which reads the
    // catalogue again. The visit this test follows moves within the app.
    await untilAppStarted(page);
    // The book's name is its link (the tags on a card are links that filter by tag).
    await page.getByRole('region', { name: 'Books', exact: true }).getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/details\?id=\d+$/);
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await nav.getByRole('link', { name: 'Listed Books' }).click();
    await expect(page.getByRole('tablist')).toBeVisible();
    await nav.getByRole('link', { name: 'Pages to Read' }).click();
    await expect(page.getByRole('button', { name: 'Show data table' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Books', exact: true }).getByRole('article').first()).toBeVisible();

    expect(requests).toHaveLength(1);
  });
});
