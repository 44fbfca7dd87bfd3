#!/usr/bin/env node
// A returning visitor: one browser profile with books in both lists and the site's service
// worker installed opens Home and Listed Books again, each in a new tab, under the visitor's
// conditions (visitor.mjs), on `pnpm start`'s server (server/serve.mjs) and on the project's
// nginx (deploy/nginx), each serving a deployed copy of this checkout's builds. It measures when
// each route's first book card is on screen, and Listed Books' against Home's in the same run:
// the visitor's own Listed Books, which only their browser knows, should come as early.
// Writes docs/results/returning.json and .md (bench/results.mjs).
//   RUNS=5 node bench/returning.mjs   (pnpm bench:returning builds first)
//   SERVERS=nginx                     one of the servers only
/* global document, window, MutationObserver */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { apps } from '../apps.config.mjs';
import { deployCopy, serveDeployed } from './deployedSite.mjs';
import { chromiumPath, startResults } from './results.mjs';
import { serverResult } from './returningResults.mjs';
import { throttle, visitorConditions } from './visitor.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const ENV_SETTINGS = ['RUNS', 'SERVERS', 'CPU', 'BENCH_PORT_OFFSET', 'CHROMIUM_PATH'];
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
/** Each server's ports, clear of the other benches' (ports.mjs, load.mjs). */
const allServers = { 'serve.mjs': 20 + offset, nginx: 30 + offset };
const servers = Object.entries(allServers).filter(([name]) => !process.env.SERVERS || process.env.SERVERS.split(',').includes(name));
if (servers.length === 0) throw new Error(`SERVERS names none of ${Object.keys(allServers).join(', ')}`);
const viewport = { width: 1366, height: 900 };
/** Ids from shared/public/booksData.json: a few books in each list. */
const LISTS = { readList: [1, 2, 5, 14, 15, 20], wishList: [6, 13, 19, 28] };

/** Each route and what its first card is. */
const routes = [
  { name: 'home', path: '/', card: 'main li article a' },
  { name: 'listed', path: '/listed', card: '[role="tabpanel"]:not([hidden]) article' },
];

/** Runs in the page before its scripts: when the first card is on screen, from the navigation's start. */
function observeFirstCard(selector) {
  const marks = { card: null };
  window.__returning = marks;
  const check = () => {
    if (marks.card === null && document.querySelector(selector)) marks.card = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  check();
}

/** The profile as a returning visitor left it: their lists, the worker in charge, each route seen and kept. */
async function settleProfile(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate((lists) => {
    for (const [name, ids] of Object.entries(lists)) localStorage.setItem(name, JSON.stringify(ids));
  }, LISTS);
  for (const { path, card } of [...routes, ...routes]) {
    await page.goto(`${base}${path}`);
    await page.waitForSelector(card, { timeout: 60_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    // The page keeps what it drew, and the worker the files it was sent, once things are still.
    await page.waitForTimeout(2000);
  }
  await page.close();
}

/** One route opened again in a new tab: its first card's time, or null if none came. */
async function openAgain(context, base, route) {
  const page = await context.newPage();
  try {
    await throttle(context, page);
    await page.addInitScript(observeFirstCard, route.card);
    await page.goto(`${base}${route.path}`, { timeout: 60_000 });
    await page.waitForFunction(() => window.__returning.card !== null, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => window.__returning.card);
  } catch (error) {
    process.stderr.write(`${route.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    return null;
  } finally {
    await page.close();
  }
}

const record = startResults('returning', ENV_SETTINGS);
const deployed = deployCopy();
const results = {};
try {
  for (const [name, portOffset] of servers) {
    const served = await serveDeployed(/** @type {'serve.mjs' | 'nginx'} */ (name), deployed.dir, portOffset);
    const profile = mkdtempSync(join(tmpdir(), 'bookmarked-returning-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      viewport,
      serviceWorkers: 'allow',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const base = `http://localhost:${apps.host.ports.prod + portOffset}`;
      await settleProfile(context, base);
      const runs = { home: [], listed: [] };
      for (let run = 0; run < RUNS; run += 1) {
        // Each route goes first in turn, so drift hits both alike.
        for (const route of run % 2 === 0 ? routes : [...routes].reverse()) runs[route.name][run] = await openAgain(context, base, route);
        process.stderr.write(`${name} run ${run + 1}/${RUNS}: Home ${runs.home[run]} ms, Listed Books ${runs.listed[run]} ms\n`);
      }
      results[name] = serverResult(runs);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      await served.stop();
    }
  }
  record.write({
    conditions: {
      ...visitorConditions(),
      runs: RUNS,
      lists: `${LISTS.readList.length} books read, ${LISTS.wishList.length} wished for`,
      viewport: `${viewport.width}x${viewport.height}`,
      throttled: "the tab's own requests; the service worker's fetches run at the machine's speed, for both routes alike",
    },
    results: { servers: results },
  });
} finally {
  deployed.remove();
}
