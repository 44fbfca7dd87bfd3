import type { Page } from '@playwright/test';
import { test, expect, seedLists, storedList } from '../fixtures';

// Ids from shared/public/booksData.json; in catalogue order the read list shows
// The Great Gatsby, Dune, The Hobbit, War and Peace, The Little Prince, Of Mice and Men.
const READ = [1, 2, 5, 14, 15, 20];

const removeButton = (page: Page, bookName: string) =>
  page.getByRole('button', { name: `Remove ${bookName} from Read List`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

/** Counts how many dialogs the page puts up (a second one replaces the first's container). */
async function countDialogOpenings(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __dialogOpenings: number };
    state.__dialogOpenings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && node.matches('.swal2-container')) state.__dialogOpenings += 1;
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __dialogOpenings: number }).__dialogOpenings);
}

async function openListed(page: Page, readList: number[]) {
  await seedLists(page, { readList, wishList: [] });
  await page.goto('/listed');
  await expect(page.getByRole('tablist')).toBeVisible();
}

async function confirmAndClose(page: Page) {
  await dialog(page).getByRole('button', { name: 'Yes, remove it!' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Removed!' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('Listed Books: removal edge cases', { tag: '@composed' }, () => {
  test('a double click on Remove opens one confirmation', async ({ page }) => {
    const openings = await countDialogOpenings(page);
    await openListed(page, READ);
    await removeButton(page, 'The Hobbit').dblclick();
    await expect(dialog(page).getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(1);

    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await openings()).toBe(1);
    await expect(removeButton(page, 'The Hobbit')).toBeVisible();
    expect(await storedList(page, 'readList')).toEqual(READ);
  });

  test('removing the last card moves focus to the Remove button of the card before it', async ({ page }) => {
    await openListed(page, READ);
    await removeButton(page, 'Of Mice and Men').click();
    await confirmAndClose(page);
    await expect(removeButton(page, 'Of Mice and Men')).toHaveCount(0);
    await expect(removeButton(page, 'The Little Prince')).toBeFocused();
  });
  // Removing the only card (focus on the count, the empty list's heading): a11y-focus.spec.ts.
});

test.describe('Listed Books: the confirmation as it opens', { tag: '@composed' }, () => {
  test("its buttons do not move while it appears, so a quick click on 'Yes, remove it!' lands", async ({ page }) => {
    await openListed(page, READ);
    // Where the confirm button is drawn, frame by frame, from the moment it is in the page.
    const positions = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen = new Set<string>();
          let firstFrame = 0;
          const sample = (now: number) => {
            const button = document.querySelector('.swal2-confirm');
            if (button) {
              firstFrame ||= now;
              const box = button.getBoundingClientRect();
              seen.add(`${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}`);
            }
            if (firstFrame && now - firstFrame > 500) resolve([...seen]);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    await removeButton(page, 'The Hobbit').click();
    expect(await positions).toHaveLength(1);

    await dialog(page).getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Removed!' })).toBeVisible();
  });
});
