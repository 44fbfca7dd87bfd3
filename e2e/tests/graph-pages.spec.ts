import { test, expect } from '../fixtures';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface ChartBook {
  bookId: number;
  bookName: string;
  totalPages: number;
}

const PALETTE = ['#3b82f6', '#22c55e', '#eab308', '#f97316', '#ef4444', '#ec4899'];

const bars = (page: Page) => page.locator('path.book-bar');
const axisLabels = (page: Page) => page.locator('.chart-x-axis text.book-label');
const valueLabels = (page: Page) => page.locator('text.pages-value');
const chart = (page: Page) => page.getByRole('group', { name: 'Bar chart of the number of pages of each book' });

/** The catalogue the page under test serves. */
async function servedBooks(page: Page): Promise<ChartBook[]> {
  const response = await page.request.get('/booksData.json');
  return (await response.json()) as ChartBook[];
}

/** A catalogue of `count` books with unique names and varied page counts, served instead of the real one. */
async function serveCatalogue(page: Page, count: number, template: ChartBook[]): Promise<ChartBook[]> {
  const books = Array.from({ length: count }, (_, i) => {
    const base = template[i % template.length] as ChartBook;
    return { ...base, bookId: i + 1, bookName: `${base.bookName} #${i + 1}`, totalPages: 40 + ((i * 97) % 1300) };
  });
  await page.route('**/booksData.json', (route) => route.fulfill({ json: books }));
  return books;
}

/** A rotated label shows the whole name, or its beginning followed by an ellipsis. */
function showsName(label: string, name: string): boolean {
  return label === name || (label.endsWith('…') && label.length > 1 && name.startsWith(label.slice(0, -1)));
}

test.describe('Books pages graph', { tag: '@composed' }, () => {
  test('one pointed bar per book, every name rotated under it and its page count on top', { tag: '@graph' }, async ({ page }) => {
    const books = await servedBooks(page);
    expect(books.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/pages-graph');

    await expect(page.getByRole('heading', { level: 1, name: 'Books pages graph' })).toBeVisible();
    await expect(bars(page)).toHaveCount(books.length);
    await expect(valueLabels(page)).toHaveText(books.map((book) => String(book.totalPages)));

    const labels = await axisLabels(page).evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: node.textContent ?? '',
        transform: node.getAttribute('transform') ?? '',
        fontSize: node.getAttribute('font-size'),
      })),
    );
    expect(labels).toHaveLength(books.length);
    labels.forEach((label, i) => {
      const name = (books[i] as ChartBook).bookName;
      expect(showsName(label.text, name), `label ${i} "${label.text}" shows "${name}"`).toBe(true);
      expect(label.transform).toContain('rotate(-90');
      expect(label.fontSize).toBe('12');
    });

    // Pointed bars, coloured from the six-colour palette in turn.
    const shapes = await bars(page).evaluateAll((nodes) =>
      nodes.map((node) => ({ d: node.getAttribute('d') ?? '', fill: node.getAttribute('fill') })),
    );
    shapes.forEach((shape, i) => {
      expect(shape.d).toMatch(/^M[\d.]+,[\d.]+C.* Z$/);
      expect(shape.fill).toBe(PALETTE[i % PALETTE.length]);
    });

    // A catalogue this size fits: no sideways scrolling.
    await expect(page.getByRole('region', { name: /scrolls sideways/ })).toHaveCount(0);
  });

  test('says what the chart shows in one line and offers the numbers as a table', async ({ page }) => {
    const books = await servedBooks(page);
    await page.goto('/pages-graph');
    const total = books.reduce((sum, book) => sum + book.totalPages, 0);
    await expect(page.getByText(new RegExp(`^${books.length} books, ${total.toLocaleString('en-US')} pages in all; longest: `))).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = page.getByRole('table', { name: 'Number of pages of each book' });
    await expect(table.getByRole('row')).toHaveCount(books.length + 1);
    await expect(table.getByRole('rowheader')).toHaveText(books.map((book) => book.bookName));
    await expect(table.getByRole('cell')).toHaveText(books.map((book) => book.totalPages.toLocaleString('en-US')));

    await expect(bars(page)).toHaveCount(books.length);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("a tooltip gives a book's full name and page count, under the pointer or from the arrow keys", async ({ page }) => {
    const books = await servedBooks(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/pages-graph');
    const tooltip = page.getByRole('figure', { name: 'Bar chart of the number of pages of each book' }).getByRole('status');
    const says = async (book: ChartBook) => {
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(`${book.bookName}Pages: ${book.totalPages}`);
    };

    // The chart may still take its final width under a pointer that came first: as a visitor
    // would, the pointer moves onto the bar again until the tooltip is its.
    await expect(async () => {
      await bars(page).nth(3).hover();
      await says(books[3] as ChartBook);
    }).toPass();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    await chart(page).focus();
    await page.keyboard.press('ArrowRight');
    await says(books[0] as ChartBook);
    await page.keyboard.press('ArrowRight');
    await says(books[1] as ChartBook);
    await page.keyboard.press('End');
    await says(books.at(-1) as ChartBook);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('1,000 books scroll sideways under a pages axis that stays put, drawing the bars near the view', async ({ page }) => {
    const books = await serveCatalogue(page, 1000, await servedBooks(page));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/pages-graph');

    await expect(page.getByText(/^1,000 books, /)).toBeVisible();
    const scroller = page.getByRole('region', { name: 'Books pages chart, scrolls sideways' });
    await expect(bars(page).first()).toBeVisible();
    // Only the bars in and near the visible part are drawn, a bar, a name and a count each.
    const drawn = await bars(page).count();
    expect(drawn).toBeGreaterThan(30);
    expect(drawn).toBeLessThan(250);
    await expect(axisLabels(page)).toHaveCount(drawn);
    await expect(valueLabels(page)).toHaveCount(drawn);
    await expect(valueLabels(page).first()).toHaveText(String(books[0]?.totalPages));

    const size = await scroller.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    const widths = await bars(page).evaluateAll((nodes) =>
      nodes.slice(0, 50).map((node) => (node as SVGGraphicsElement).getBBox().width),
    );
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(20);

    // The page itself does not scroll sideways; the chart's own region does, from the keyboard too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);

    // At the far end: the last book's bar, name, count and colour, and the pages axis still in view.
    const axis = page.locator('.pages-y-axis');
    const axisBefore = await axis.boundingBox();
    await scroller.evaluate((node) => (node.scrollLeft = node.scrollWidth));
    const last = books.at(-1) as ChartBook;
    await expect(valueLabels(page).last()).toHaveText(String(last.totalPages));
    const lastLabel = (await axisLabels(page).last().textContent()) ?? '';
    expect(showsName(lastLabel, last.bookName), `"${lastLabel}" shows "${last.bookName}"`).toBe(true);
    expect(await bars(page).last().getAttribute('fill')).toBe(PALETTE[999 % PALETTE.length]);
    await expect(bars(page).last()).toBeInViewport();
    expect(await bars(page).count()).toBeLessThan(250);
    expect(await axis.boundingBox()).toEqual(axisBefore);
    await expect(axis.locator('text').first()).toBeInViewport();

    // Each bar sits at its place in the whole list: the last one is 999 slots from the first.
    // Measured from the start of the scrolled content, scroll position included in the same
    // reading, so a scroll still settling cannot move them.
    const barX = (locator: ReturnType<typeof bars>) =>
      locator.evaluate((node) => {
        const region = node.closest('[role="region"]') as HTMLElement;
        return node.getBoundingClientRect().x - region.getBoundingClientRect().x + region.scrollLeft;
      });
    const lastX = await barX(bars(page).last());
    await scroller.evaluate((node) => (node.scrollLeft = 0));
    await expect(valueLabels(page).first()).toHaveText(String(books[0]?.totalPages));
    await expect.poll(async () => Math.abs(lastX - (await barX(bars(page).first())) - 999 * 32)).toBeLessThan(2);

    // The arrow keys reach the last book too, bringing its bar into view with its tooltip.
    await chart(page).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('status').filter({ hasText: last.bookName })).toBeVisible();
    await expect(bars(page).last()).toBeInViewport();
  });

  test('an empty catalogue gets a friendly message, not an empty chart', async ({ page }) => {
    await page.route('**/booksData.json', (route) => route.fulfill({ json: [] }));
    await page.goto('/pages-graph');
    await expect(page.getByRole('heading', { name: 'No books to chart yet' })).toBeVisible();
    await expect(chart(page)).toHaveCount(0);
    await expect(bars(page)).toHaveCount(0);
  });

  test('book names are shown as text, never as markup', async ({ page }) => {
    const books = await servedBooks(page);
    const hostile = [
      { ...(books[0] as ChartBook), bookId: 1, bookName: '<img src=x onerror="window.__pwned=1">', totalPages: 120 },
      { ...(books[1] as ChartBook), bookId: 2, bookName: '<b>Bold</b> & "quoted"', totalPages: 340 },
    ];
    await page.route('**/booksData.json', (route) => route.fulfill({ json: hostile }));
    await page.goto('/pages-graph');
    await expect(bars(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Show data table' }).click();
    await expect(page.getByRole('rowheader')).toHaveText(hostile.map((book) => book.bookName));
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

