#!/usr/bin/env node
// The composed dev loop, checked: with the host's and the lists remote's dev servers running,
// an edit to the remote's page shows in the host page without a reload (React Fast Refresh
// through the host's refresh runtime). Edits one file and restores it.
//   pnpm check:remote-hmr            (PORT_OFFSET=N moves the dev servers N ports up)
/* global window */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { apps } from '../../apps.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const offset = Number(process.env.PORT_OFFSET ?? 0);
const remote = apps.remotes.lists;
const hostUrl = `http://localhost:${apps.host.ports.dev + offset}`;
const editedFile = join(root, remote.dir, 'src/exposed/ListedBooks.tsx');
const TIMEOUT_MS = 60_000;

function startDevServer(dir) {
  const server = spawn(join(root, dir, 'node_modules/.bin/vite'), ['--logLevel', 'warn'], {
    cwd: join(root, dir),
    env: { ...process.env, PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return server;
}

async function waitFor(url) {
  const until = Date.now() + TIMEOUT_MS;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${TIMEOUT_MS / 1000} s`);
}

const original = readFileSync(editedFile, 'utf8');
const anchor = '<ListedBooksPage />';
if (!original.includes(anchor)) throw new Error(`${editedFile} no longer holds ${anchor}: point this check at the page's markup`);

const servers = [startDevServer(apps.host.dir), startDevServer(remote.dir)];
let browser;
let failed = false;
try {
  await Promise.all([waitFor(`${hostUrl}/remotes.json`), waitFor(`http://localhost:${remote.ports.dev + offset}/remoteEntry.js`)]);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.goto(`${hostUrl}/listed`);
  await page.getByRole('tab').first().waitFor({ timeout: TIMEOUT_MS });
  // Survives anything but a reload.
  await page.evaluate(() => {
    window.__beforeEdit = true;
  });
  const stamp = `Edited in the remote at ${Date.now()}`;
  const edited = Date.now();
  writeFileSync(editedFile, original.replace(anchor, `${anchor}\n      <p>${stamp}</p>`));
  await page.getByText(stamp).waitFor({ timeout: TIMEOUT_MS });
  const shownAfter = Date.now() - edited;
  const reloaded = !(await page.evaluate(() => window.__beforeEdit === true));
  if (reloaded) throw new Error('the host page reloaded to show the edit');
  if (!page.url().endsWith('/listed')) throw new Error(`the host page left /listed: ${page.url()}`);
  console.log(`remote HMR: the edit showed in the host page after ${shownAfter} ms, without a reload`);
} catch (error) {
  failed = true;
  console.error(`remote HMR check failed: ${error.message}`);
} finally {
  writeFileSync(editedFile, original);
  await browser?.close();
  for (const server of servers) process.kill(-server.pid);
}
process.exit(failed ? 1 : 0);
