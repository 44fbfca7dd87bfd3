import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../fixtures';

/** What browsers, installers and link previews read from the site. */
test.describe('a proper site', { tag: '@composed' }, () => {
  test('an installable web app manifest with icons that load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href!, page.url());
    const response = await request.get(manifestUrl.href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Bookmarked', short_name: 'Bookmarked', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, manifestUrl).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      const png = await image.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  });

  test("Chrome's installability criteria hold", async ({ baseURL }) => {
    // Chrome never offers to install from a private (incognito) window, which is what every
    // test context is: this check needs a browser profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'bookmarked-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Books to freshen up your bookshelf' })).toBeVisible();
      const cdp = await context.newCDPSession(page);
      const problems = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
      await expect.poll(problems, { message: 'Page.getInstallabilityErrors' }).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('theme colour and link-preview tags; robots.txt allows the site', async ({ page, request }) => {
    await page.goto('/listed');
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    expect(await meta('name="theme-color"')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await meta('property="og:title"'), "the page's own title, as the server composed it").toBe('Listed Books · Bookmarked');
    expect(await meta('property="og:description"')).toBeTruthy();
    expect(await meta('property="og:image"')).toBeTruthy();
    expect(await meta('name="twitter:card"')).toBe('summary');
    expect(await meta('name="description"')).toBeTruthy();
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/User-agent: \*\s+Allow: \//);
  });

  test("an unknown path is the app's own 404 page, and a real 404", async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Bookmarked');
  });
});
