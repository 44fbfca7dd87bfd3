import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { test, expect, appPorts } from '../fixtures';
import { appUrl, remoteNames } from '../apps';

const host = `http://localhost:${appPorts.host}`;
const remotes = remoteNames.map((name) => appUrl(name));

/** Runs against whichever server serves the builds: `pnpm serve` or nginx (`pnpm test:e2e:nginx`). */
test.describe('production serving', { tag: '@composed' }, () => {
  test('files with a stable name are revalidated; hashed assets are cached for good', async ({ request }) => {
    for (const path of ['/', '/index.html', '/remotes.json', '/booksData.json', '/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(host + path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    for (const remote of remotes) {
      const entry = await request.get(`${remote}/remoteEntry.js`);
      expect(entry.headers()['cache-control']).toBe('no-cache');
      const files = await request.get(`${remote}/offline-files.json`);
      expect(files.headers()['cache-control']).toBe('no-cache');
      expect(files.headers()['access-control-allow-origin']).toBe('*');
      expect(entry.headers()['access-control-allow-origin']).toBe('*');
      const manifest = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as {
        shared: { assets: { js: { async: string[] } } }[];
      };
      const asset = manifest.shared.flatMap((share) => share.assets.js.async)[0];
      expect(asset, 'the manifest lists hashed assets').toBeTruthy();
      const hashed = await request.get(`${remote}/${asset}`);
      expect(hashed.status()).toBe(200);
      expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers()['access-control-allow-origin']).toBe('*');
    }
  });

  test('a revalidated entry gets a 304 that repeats its caching headers and ETag', async ({ request }) => {
    // The host builds no container of its own: it starts the page's runtime from its bundle.
    expect((await request.get(`${host}/remoteEntry.js`)).status()).toBe(404);
    for (const origin of remotes) {
      const first = await request.get(`${origin}/remoteEntry.js`);
      const etag = first.headers()['etag'];
      expect(etag, origin).toBeTruthy();
      const again = await request.get(`${origin}/remoteEntry.js`, { headers: { 'If-None-Match': etag! } });
      expect(again.status(), origin).toBe(304);
      expect(again.headers()['cache-control'], origin).toBe('no-cache');
      // Weak comparison: nginx weakens the ETag of what it gzips, but not on the 304.
      const opaque = (tag: string | undefined) => tag?.replace(/^W\//, '');
      expect(opaque(again.headers()['etag']), origin).toBe(opaque(etag));
      expect(again.headers()['access-control-allow-origin'], origin).toBe('*');
    }
  });

  test('a missing file is a 404 the host page can read across origins, not a CORS error', async ({ request }) => {
    for (const remote of remotes) {
      const missing = await request.get(`${remote}/no-such-dir/remoteEntry.js`);
      expect(missing.status(), remote).toBe(404);
      expect(missing.headers()['access-control-allow-origin'], remote).toBe('*');
    }
  });

  test("the site's pages fall back to the app; other paths get the app's 404 page with a 404 status; missing assets are 404s", async ({ request }) => {
    for (const path of ['/', '/listed', '/listed/', '/details?id=3', '/details?id=3&utm_source=mail', '/pages-graph', '/__versions']) {
      const response = await request.get(host + path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
    }
    // A book no one has: its page arrives composed as 'Book not found', with a 404 status.
    for (const path of ['/details?id=999', '/details', '/details?id=abc']) {
      const response = await request.get(host + path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(await response.text(), path).toContain('Book not found</h1>');
    }
    for (const path of ['/no/such/page', '/listed/extra', '/detailz']) {
      const response = await request.get(host + path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(await response.text(), `${path}: the app's 404 page, drawn`).toMatch(/<h1[^>]*>404!<\/h1>/);
    }
    for (const missing of [`${host}/assets/missing-abc123.js`, `${remotes[0]}/assets/missing-abc123.js`]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      // Not its path's 'immutable': a file deployed a moment later must not stay missing in a cache.
      expect(response.headers()['cache-control'], missing).toBe('no-cache');
    }
  });

  test("the operators' files beside remotes.json are never served: the promotions' history, a promotion's lock", async ({ request }) => {
    // Written into the served build for the test, as pnpm promote would.
    const hostDist = new URL('../../host/dist/', import.meta.url);
    writeFileSync(new URL('remotes-history.json', hostDist), '[]\n');
    mkdirSync(new URL('remotes.json.lock/', hostDist), { recursive: true });
    writeFileSync(new URL('remotes.json.lock/owner', hostDist), 'promote\n');
    try {
      for (const path of ['/remotes-history.json', '/remotes.json.lock/owner']) expect((await request.get(host + path)).status(), path).toBe(404);
      expect((await request.get(`${host}/remotes.json`)).status()).toBe(200);
    } finally {
      rmSync(new URL('remotes-history.json', hostDist), { force: true });
      rmSync(new URL('remotes.json.lock/', hostDist), { recursive: true, force: true });
    }
  });

  test("the host's pages name every remote's origin for an early connection", async ({ request }) => {
    const link = (await request.get(`${host}/listed`)).headers()['link'] ?? '';
    for (const remote of remotes) expect(link).toContain(`<${new URL(remote).origin}>; rel=preconnect; crossorigin`);
  });

  test('an inline script injected into a page (an XSS) is blocked, and the browser reports it to the server', async ({ page, pageProblems }) => {
    const cdp = await page.context().newCDPSession(page);
    const reports: { type: string; destination: string; body: Record<string, unknown> }[] = [];
    cdp.on('Network.reportingApiReportAdded', ({ report }) => reports.push(report));
    await cdp.send('Network.enable');
    await cdp.send('Network.enableReportingApi', { enable: true });
    const response = await page.goto('/details?id=3');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('report-uri /csp-report; report-to csp');
    expect(response?.headers()['reporting-endpoints']).toBe('csp="/csp-report"');
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();

    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injectedScriptRan = true;';
      document.body.append(injected);
    });
    expect(await page.evaluate(() => (window as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
    await expect.poll(() => pageProblems, { message: 'the violation, seen by the page' }).toContainEqual(expect.stringMatching(/^csp: script-src-elem blocked inline$/));
    await expect
      .poll(() => reports.find((report) => report.type === 'csp-violation'), { message: 'the report the browser queued for the CSP endpoint' })
      .toMatchObject({ destination: 'csp', body: { blockedURL: 'inline', effectiveDirective: 'script-src-elem', disposition: 'enforce' } });
    // Expected here: the fixture fails any other test on it.
    pageProblems.length = 0;
  });

  test('a strict Content-Security-Policy, and the site runs under it', async ({ page, request }) => {
    const csp = (await request.get(`${host}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' [^;]*localhost/);
    expect(csp).toContain("worker-src 'self'");

    // Violations fail the test through the fixture; visit every route and open a dialog.
    await page.goto('/details?id=3');
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'wishlist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    for (const path of ['/', '/listed', '/pages-graph']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
  });
});
