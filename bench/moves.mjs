// Click-to-content for every header link from every page: what moving between sections costs.
/* global document, window, requestAnimationFrame, MutationObserver */
import { apps } from '../apps.config.mjs';

/** The header's links, from the app registry: label and path. */
export const headerLinks = Object.values(apps.remotes).flatMap((remote) =>
  Object.values(remote.pages).flatMap((page) => ('nav' in page ? [{ label: page.nav, path: page.path }] : [])),
);

/** Every move from a route to a header link that leads elsewhere. */
export const movesFrom = (routes) =>
  routes.flatMap((from) => headerLinks.filter((link) => link.path !== from.path.split('?')[0]).map((link) => ({ from, link })));

/**
 * Runs in the page before its scripts: from a click on a header link, when the first frame
 * starts that has the destination's content in it (an element matching the selector that was
 * not there at the click).
 */
function observeMove({ selector, text }) {
  const move = { clicked: null, content: null };
  window.__move = move;
  let before;
  const matches = () => [...document.querySelectorAll(selector)].filter((el) => !text || el.textContent?.includes(text));
  document.addEventListener(
    'click',
    (event) => {
      if (move.clicked !== null || !event.target.closest?.('header a')) return;
      move.clicked = event.timeStamp;
      before = new Set(matches());
    },
    true,
  );
  let seen = false;
  new MutationObserver(() => {
    if (!before || seen || !matches().some((el) => !before.has(el))) return;
    seen = true;
    requestAnimationFrame((frame) => (move.content = frame));
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** How long a visitor stays on the first page, past the network's first quiet spell. */
export const READING_MS = 2000;

/**
 * One move: a cold load of `from` as in the first-load table, a visitor's pause on it, then a
 * click on the header link; milliseconds from the click to the destination's content.
 */
export async function moveOnce({ browser, base, coldPage, untilContent, from, link, to }) {
  const { context, page } = await coldPage(browser, from);
  try {
    await page.addInitScript(observeMove, { selector: to.selector, text: to.text });
    await page.goto(base + from.path);
    await untilContent(page).catch(async (error) => {
      const main = await page.locator('main').innerText({ timeout: 1000 }).catch(() => '(no main)');
      throw new Error(`${base}${from.path}: no ${from.content} within 60 s; main says: ${main.slice(0, 200)}`, { cause: error });
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(READING_MS);
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label, exact: true }).click();
    await page.waitForFunction(() => window.__move.content !== null, undefined, { timeout: 15_000, polling: 50 });
    const { clicked, content } = await page.evaluate(() => window.__move);
    return content - clicked;
  } finally {
    await context.close();
  }
}
