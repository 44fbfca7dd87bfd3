import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, seedLists, remoteEntryUrl } from '../fixtures';
import { freezeToastTimers } from '../toastTimers';

type Mode = 'light' | 'forced colors' | 'dark';

interface State {
  name: string;
  tags: string[];
  width?: number;
  /**
   * A sweetalert2 dialog or a toast: it takes the theme once, as it opens (ui/src/feedback), so
   * its dark look is only seen on a page that was dark before it opened.
   */
  themedAtOpen?: boolean;
  /** What must still be on screen once every scan is done: the scans judged it, not what was left. */
  stays?: (page: Page) => Locator;
  open: (page: Page) => Promise<void>;
}

const bookCount = (JSON.parse(readFileSync(new URL('../../shared/public/booksData.json', import.meta.url), 'utf8')) as unknown[]).length;
const toast = (page: Page) => page.locator('[data-toasts] [role="alert"]');

const dialog = (page: Page) => page.getByRole('dialog');
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function openDetailsDialog(page: Page) {
  await page.goto('/details?id=2');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function openRemovePrompt(page: Page) {
  await page.goto('/listed');
  await page.getByRole('button', { name: /^Remove Dune/ }).click();
  await expect(dialog(page).getByRole('button', { name: 'Yes, remove it!' })).toBeVisible();
}

const states: State[] = [
  { name: 'home', tags: ['@composed', '@catalog'], open: async (page) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dune' })).toBeVisible();
    // The whole catalogue drawn, every card in the scan.
    await expect(page.getByRole('region', { name: 'Books', exact: true }).getByRole('article')).toHaveCount(bookCount);
  } },
  { name: 'book details', tags: ['@composed'], open: async (page) => {
    await page.goto('/details?id=2');
    await expect(page.getByText('On your Read List', { exact: true })).toBeVisible();
  } },
  { name: 'a details dialog', tags: ['@composed'], themedAtOpen: true, stays: dialog, open: openDetailsDialog },
  { name: 'the wishlist toast', tags: ['@composed'], themedAtOpen: true, stays: toast, open: async (page) => {
    // Its 3 s timer stands still from its start, so the toast stays on screen for every scan.
    await freezeToastTimers(page);
    await page.goto('/details?id=3');
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(toast(page)).toBeVisible();
  } },
  { name: 'book not found', tags: ['@composed'], open: async (page) => {
    await page.goto('/details?id=999');
    await expect(h1(page, 'Book not found')).toBeVisible();
  } },
  { name: 'Listed Books, read list', tags: ['@composed', '@lists'], open: async (page) => {
    await page.goto('/listed?sort=pages&order=desc');
    await expect(page.getByRole('button', { name: /^Remove Dune/ })).toBeVisible();
  } },
  { name: 'Listed Books, empty wish list', tags: ['@composed'], open: async (page) => {
    await page.goto('/listed?tab=wish');
    await expect(page.getByRole('heading', { name: 'Your Wish List is empty' })).toBeVisible();
  } },
  { name: 'the removal prompt', tags: ['@composed'], themedAtOpen: true, stays: dialog, open: openRemovePrompt },
  { name: "'Removed!'", tags: ['@composed'], themedAtOpen: true, stays: dialog, open: async (page) => {
    await openRemovePrompt(page);
    await dialog(page).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(dialog(page)).toContainText('Removed!');
  } },
  { name: 'the import preview, replace chosen', tags: ['@composed'], open: async (page) => {
    await page.goto('/listed');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import lists' }).click();
    const lists = { readList: [{ bookId: 4 }, { bookId: 999 }], wishList: [] };
    const file = { format: 'bookmarked-lists', version: 1, exportedAt: '2026-11-20T10:00:00.000Z', lists };
    await (await chooser).setFiles({ name: 'lists.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.getByRole('dialog', { name: 'Import lists' }).getByRole('radio', { name: /^Replace my lists/ }).check();
    await expect(page.getByRole('button', { name: 'Replace my lists' })).toBeVisible();
  } },
  { name: 'the pages graph and its table', tags: ['@composed', '@graph'], open: async (page) => {
    await page.goto('/pages-graph');
    await expect(page.locator('.book-bar').first()).toBeVisible();
    await page.getByRole('button', { name: /table/i }).click();
    await expect(page.getByRole('table')).toBeVisible();
  } },
  { name: 'not found', tags: ['@composed'], open: async (page) => {
    await page.goto('/no/such/page');
    await expect(h1(page, '404!')).toBeVisible();
  } },
  { name: 'the catalogue failing', tags: ['@composed'], open: async (page) => {
    // Listed Books reads the catalogue's index (and its pages), not booksData.json.
    await page.route('**/booksData/index.json', (route) => route.fulfill({ status: 500, body: 'Oops' }));
    await page.goto('/listed');
    await expect(page.getByRole('alert')).toContainText('Books could not be loaded');
  } },
  { name: 'a remote failing', tags: ['@composed'], open: async (page) => {
    await page.route(remoteEntryUrl('lists'), (route) => route.abort('connectionrefused'));
    await page.goto('/listed');
    await expect(h1(page, 'The Listed Books section could not be loaded')).toBeVisible();
  } },
  { name: 'the open menu at 375 px', tags: ['@composed'], width: 375, stays: (page) => page.getByRole('link', { name: 'Pages to Read' }), open: async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Pages to Read' })).toBeVisible();
  } },
  { name: 'the skip link shown', tags: ['@composed', '@catalog', '@lists', '@graph'], stays: (page) => page.getByRole('link', { name: 'Skip to content' }), open: async (page) => {
    await page.goto('/no-such-page');
    await expect(h1(page, '404!')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeVisible();
  } },
];

/** What each mode asks of the browser, and how the page says it shows it. */
const media: Record<Mode, { colorScheme: 'light' | 'dark'; forcedColors: 'active' | 'none'; query: string }> = {
  light: { colorScheme: 'light', forcedColors: 'none', query: '(prefers-color-scheme: light) and (not (forced-colors: active))' },
  'forced colors': { colorScheme: 'light', forcedColors: 'active', query: '(forced-colors: active)' },
  dark: { colorScheme: 'dark', forcedColors: 'none', query: '(prefers-color-scheme: dark) and (not (forced-colors: active))' },
};

/**
 * A theme changes colours only: names, roles and structure get the same answer in every one,
 * so light runs every rule and the other themes the rules that read colours (a full run takes
 * 1.5-5 s a page, these 1-1.8 s).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Opens the state once and scans it in each mode in turn. The page's colours follow the system
 * live (CSS media queries; the theme store listens for the change), and nothing in the page's
 * code reads forced colours, so a switch shows what a page opened in that mode shows: one load
 * instead of one per mode. Dialogs and toasts keep the theme they opened with: their dark look
 * gets a page of its own (`themedAtOpen`).
 */
async function scanIn(page: Page, state: State, modes: readonly Mode[]) {
  // axe walks the whole page, up to three times; on a busy machine that alone can take most of the default budget.
  test.slow();
  await page.setViewportSize({ width: state.width ?? 1280, height: 900 });
  const [first] = modes;
  if (first) await page.emulateMedia({ colorScheme: media[first].colorScheme, forcedColors: media[first].forcedColors });
  await seedLists(page, { readList: [1, 2, 3], wishList: [] });
  await state.open(page);
  for (const mode of modes) {
    await test.step(mode, async () => {
      const { colorScheme, forcedColors, query } = media[mode];
      await page.emulateMedia({ colorScheme, forcedColors });
      expect(await page.evaluate((wanted) => matchMedia(wanted).matches, query), `the page is in ${mode}`).toBe(true);
      // The theme switch follows the system's dark theme (its icon changes with it).
      if (mode === 'dark') await expect(page.locator('button[title="Dark theme"]').first()).toHaveAttribute('aria-pressed', 'true');
      // A dialog still fading in, or colours still changing over, blend with the page: judge what stays on screen.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
      const axe = new AxeBuilder({ page });
      const { violations } = await (mode === 'light' ? axe : axe.withRules(colourRules)).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), mode).toEqual([]);
    });
  }
  if (state.stays) await expect(state.stays(page), 'still on screen after the scans').toBeVisible();
}

for (const state of states) {
  const together: Mode[] = state.themedAtOpen ? ['light', 'forced colors'] : ['light', 'forced colors', 'dark'];
  test.describe(`axe in ${together.join(', ')}`, { tag: state.tags }, () => {
    test(state.name, async ({ page }) => scanIn(page, state, together));
  });
  if (state.themedAtOpen) {
    test.describe('axe in dark', { tag: state.tags }, () => {
      test(state.name, async ({ page }) => scanIn(page, state, ['dark']));
    });
  }
}

test.describe('axe before the page’s code is in', { tag: '@composed' }, () => {
  test("every route's first paint, as the server composed it: nothing to fix before hydration either", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedLists(page, { readList: [1, 2, 3], wishList: [] });
    // No remote's entry arrives: what is on screen is the server's page and the host's frame.
    for (const remote of ['catalog', 'lists', 'graph'] as const) {
      await page.route(remoteEntryUrl(remote), () => undefined);
    }
    for (const [path, heading] of [['/', 'Books to freshen up your bookshelf'], ['/details?id=5', 'The Hobbit'], ['/listed', 'Books'], ['/pages-graph', 'Books pages graph']] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(h1(page, heading)).toBeVisible();
      await expect(page.locator('[data-composed-page]'), `${path}: still the server's page`).toHaveCount(1);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
