import { test as base, expect, type Page } from '@playwright/test';
import { appPort, remoteNames, type AppName } from './apps';
import { apps } from '../apps.config.mjs';

export { expect };

/** Ports of the served apps, for tests that cross origins (e.g. a remote's own files). */
export const appPorts = Object.fromEntries((['host', ...remoteNames] as const).map((name) => [name, appPort(name)])) as Record<AppName, number>;

/**
 * Where a remote's code starts, as a page asks for it: its container (`remoteEntry.js`, or the
 * hashed one its manifest names, `remoteEntry-<hash>.js`), or a page's own module
 * (`assets/<Page>-<hash>.js`), which the host imports directly when it can (no container then);
 * with or without a Retry's query. Held or failed, the remote's pages cannot start.
 */
/** The start of a remote's code, on `origin`, for pages named by `pages` (a RegExp alternation). */
const remoteStart = (origin: string, pages: string) => new RegExp(`^${origin}/(remoteEntry(-[\\w-]+)?|assets/(${pages})-[\\w-]+)\\.js(\\?|$)`);

export const remoteEntryUrl = (remote: Exclude<AppName, 'host'>) => remoteStart(`http://localhost:${appPorts[remote]}`, Object.keys(apps.remotes[remote].pages).join('|'));

/** Whether an address is where a remote's code starts (see remoteEntryUrl), on any origin and path. */
export const isRemoteStart = (url: string) =>
  remoteStart('https?://[^/]+(/[^?]*)?', Object.values(apps.remotes).flatMap((app) => Object.keys(app.pages)).join('|')).test(url);

/**
 * A deploy gone wrong: the remote's code (a page's own module, or its container) hands out a page
 * that throws when it is rendered. Lifted with `page.unroute(remoteEntryUrl(remote))`.
 */
export async function serveThrowingPage(page: Page, remote: Exclude<AppName, 'host'>): Promise<void> {
  const brokenPage = `function BrokenPage() { throw new Error('render failure from a bad deploy'); }`;
  const brokenContainer = `export async function init() {}
    export async function get() { return () => ({ default: ${brokenPage} }); }`;
  await page.route(remoteEntryUrl(remote), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: route.request().url().includes('/remoteEntry') ? brokenContainer : `export default ${brokenPage};`,
    }),
  );
}

interface Fixtures {
  /**
   * Uncaught exceptions, CSP violations and hydration mismatches collected on the page; the
   * test fails on any.
   */
  pageProblems: string[];
}

/** Why a test of a retry in the same page does not run where the browser keeps failed modules. */
export const KEPT_FAILURE = "this browser keeps a failed module for the page's life: Retry reloads the page instead, as the test beside this one checks";

interface WorkerFixtures {
  /**
   * Whether this browser keeps a script module that failed to load for the page's whole life
   * (Chromium 150, Firefox, Safari) rather than fetching it again (Chromium 156): there, a
   * retried import can only succeed in a new page, and the app reloads it
   * (ui/src/loading/retryImport.ts). Found by trying, once per worker.
   */
  keepsFailedModules: boolean;
}

/** React's report of server HTML it could not hydrate, and the app's own (hydrationRecovery.ts). */
export const HYDRATION_MISMATCH = /did not match its first render|Hydration failed|Minified React error #(418|423|425)\b/;

/**
 * Every test fails on an uncaught error, an unhandled rejection, a Content-Security-Policy
 * violation or a page the server drew that the browser could not hydrate, unless it empties
 * `pageProblems` on purpose.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  keepsFailedModules: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      let moduleRequests = 0;
      await page.route('http://module-probe.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }));
      await page.route('http://module-probe.test/probe.js', (route) => {
        moduleRequests += 1;
        return moduleRequests === 1 ? route.abort('failed') : route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' });
      });
      await page.goto('http://module-probe.test/');
      const secondImportFailed = await page.evaluate(async (url) => {
        await import(url).catch(() => undefined);
        return import(url).then(
          () => false,
          () => true,
        );
      }, '/probe.js');
      await context.close();
      await use(secondImportFailed);
    },
    { scope: 'worker' },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (HYDRATION_MISMATCH.test(message.text())) problems.push(`hydration: ${message.text().split('\n')[0]}`);
      });
      await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          void report(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'uncaught errors, CSP violations or hydration mismatches on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page's code has hydrated the route's page the server composed. A visitor never
 * needs to (input before then is kept and replayed): for tests of hydration itself.
 */
export async function untilLive(page: Page): Promise<void> {
  // The page's code and the catalogue both arrive first: longer than one assertion's wait on a busy machine.
  await expect(page.locator('[data-composed-page]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Waits until the app has started and taken the server's frame over, so a followed link moves
 * within the app. Before that a link is a plain link, and loads the next page whole: for tests of
 * what a move within the app keeps (the catalogue read once, focus, announcements).
 */
export async function untilAppStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-server-frame][data-awaiting-code]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens the 404 page and waits for the app to have taken it over, so a test can reach a section
 * from within the app: a page no server composes a remote's page into. Before then its links are
 * the server's plain links, which load a whole new page.
 */
export async function openNotFound(page: Page): Promise<void> {
  await page.goto('/not-a-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await untilAppStarted(page);
}

/**
 * Notes where the server drew the button named `name`, before any of the page's code ran: what
 * `movedSinceDrawn` compares with. A control that moves once the page is live moves under the
 * pointer of a visitor who aimed at it, and their click lands elsewhere.
 */
export async function noteWhereDrawn(page: Page, name: string): Promise<void> {
  await page.addInitScript((buttonName) => {
    const seen = new MutationObserver(() => {
      const button = Array.from(document.querySelectorAll('button')).find((element) => element.textContent === buttonName);
      if (!button) return;
      Object.assign(window, { drawnTop: button.getBoundingClientRect().top });
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, name);
}

/** How far the button `noteWhereDrawn` watched has moved down since the server drew it, in pixels. */
export async function movedSinceDrawn(page: Page, name: string): Promise<number> {
  const top = await page.getByRole('button', { name, exact: true }).evaluate((button) => button.getBoundingClientRect().top);
  return top - (await page.evaluate(() => (window as unknown as { drawnTop: number }).drawnTop));
}

/** Seeds the saved lists before any page script runs. */
export async function seedLists(page: Page, lists: { readList?: unknown; wishList?: unknown }): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, lists);
}

export async function storedList(page: Page, key: 'readList' | 'wishList'): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/**
 * Module loads of `pattern` fail until the page is loaded again, as in a browser that keeps a
 * failed module for the page's life (Firefox, Safari, Chromium 150): importing the file
 * again fails, while a plain fetch of it, or of any other file, gets through. Call before the
 * first `goto`. (Routing turns the HTTP cache off, so no import gets around it.)
 */
export async function failModulesUntilReload(page: Page, pattern: string): Promise<void> {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.route(pattern, (route) =>
    documents <= 1 && route.request().resourceType() === 'script' ? route.abort('failed') : route.fallback(),
  );
}
