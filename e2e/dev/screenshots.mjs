#!/usr/bin/env node
// Takes the README's screenshots, docs/images/home.png and docs/images/listed-books.png, from the
// production builds (run `pnpm build` first): serves them with server/serve.mjs, opens Home and
// Listed Books (with three books in the Read List) in Chromium at a desktop size, and compresses
// the PNGs with pngquant when it is installed (Debian: `apt-get install -y pngquant`).
//   pnpm screenshots            (PORT_OFFSET=N moves the servers N ports up)
import { spawn, spawnSync } from 'node:child_process';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { apps } from '../../apps.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const offset = Number(process.env.PORT_OFFSET ?? 0);
const hostUrl = `http://localhost:${apps.host.ports.prod + offset}`;
const images = join(root, 'docs/images');

async function waitFor(url) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

function compress(file) {
  const result = spawnSync('pngquant', ['--quality=60-85', '--speed=1', '--force', '--output', `${file}.min`, file]);
  if (result.error) return console.warn(`pngquant not found: ${file} left uncompressed`);
  if (result.status !== 0) throw new Error(`pngquant failed on ${file}: ${result.stderr}`);
  renameSync(`${file}.min`, file);
}

const server = spawn(process.execPath, [join(root, 'server/serve.mjs')], {
  env: { ...process.env, PORT_OFFSET: String(offset) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  await waitFor(`${hostUrl}/remotes.json`);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1040 }, colorScheme: 'light', reducedMotion: 'reduce' });

  await page.goto(`${hostUrl}/`);
  await page.getByRole('heading', { name: 'Books', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(images, 'home.png') });

  await page.evaluate(() => localStorage.setItem('readList', JSON.stringify([1, 2, 3])));
  await page.goto(`${hostUrl}/listed`);
  await page.getByRole('tab').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(images, 'listed-books.png') });

  for (const name of ['home.png', 'listed-books.png']) compress(join(images, name));
} finally {
  await browser?.close();
  server.kill();
}
