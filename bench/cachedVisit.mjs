// A visit with every file cached: what a returning visitor whose browser kept the site's files,
// but runs no service worker, waits for. The context's HTTP cache does the work: the files it
// may keep come from it, and those it must revalidate (no-cache) still ask the server.
/* global window */

/** How long the control may take to go live: as long as the content may take. */
const LIVE_WAIT_MS = 60_000;

const untilLive = (page) => page.waitForFunction(() => window.__bench.live !== null, undefined, { timeout: LIVE_WAIT_MS, polling: 100 });

/**
 * One cached visit of `route`: a fresh context with service workers blocked, one load of the
 * route to fill its HTTP cache (until the control is live and the network quiet), then a second
 * load of the route in a new page of that context, whose marks it returns.
 * @param {object} visit
 * @param {import('@playwright/test').Browser} visit.browser
 * @param {string} visit.base the side's address
 * @param {{ path: string, content: string, control: string }} visit.route
 * @param {Function} visit.coldPage (browser, route, { serviceWorkers }) => a fresh context and its
 *   page, under the visitor's conditions, recording the route's marks
 * @param {Function} visit.visitorPage (context, route) => another such page of the context
 * @param {Function} visit.open (page, url, { cached }) => `url` opened in `page`, checked to have
 *   come over the run's protocol (unless the HTTP cache gave it, when `cached`)
 * @param {Function} visit.settledMarks (page, base, route, { cached }) => the marks of a load of
 *   the route, once its content has shown, its network is quiet and its LCP reported
 */
export async function cachedVisitOnce({ browser, base, route, coldPage, visitorPage, open, settledMarks }) {
  const url = base + route.path;
  const { context, page: first } = await coldPage(browser, route, { serviceWorkers: 'block' });
  try {
    await open(first, url);
    await untilLive(first).catch((error) => {
      throw new Error(`${url}: the ${route.control} never went live on the load that fills the cache`, { cause: error });
    });
    await first.waitForLoadState('networkidle');
    // Only the second load's page should be using the (throttled) CPU.
    await first.close();
    const page = await visitorPage(context, route);
    const marks = await settledMarks(page, base, route, { cached: true });
    await untilLive(page).catch((error) => {
      throw new Error(`${url}: the ${route.control} never went live on the cached load`, { cause: error });
    });
    return { ...marks, live: await page.evaluate(() => window.__bench.live) };
  } finally {
    await context.close();
  }
}
