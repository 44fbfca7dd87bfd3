#!/usr/bin/env node
// Scale benchmark: Home, Listed Books and the Books pages graph with catalogues of 30, 1,000 and
// 10,000 generated books (makeBooks), cold loads of the composed production build in Chromium
// at the visitor every bench measures for (bench/visitor.mjs: 4x CPU, 10 Mbit/s, 40 ms): the
// catalogue's download is part of what a size costs. The pages are composed as a real site with
// that catalogue would be: for each size the site is built with it (BOOKS_DATA: the remotes'
// server-drawn pages and every app's catalogue index come from it), and that build is served
// with the catalogue as its booksData.json, from
// .bench/scale/<size>/. Every size is served at once, each on its own ports, and each view's
// loads take the sizes in turn (the order flipped every run), so a busy moment of the machine
// falls on every size alike and the ratios to the smallest size compare loads of the same
// minutes. The apps' own dist folders are built again from the site's catalogue at the end.
//   pnpm bench:scale                      (sizes 30, 1000, 10000)
//   SIZES=30,10000 RUNS=9 PORT_OFFSET=N node bench/scale.mjs
// Prints the table and writes it with every load's figures to docs/results/scale.json and
// scale.md (bench/results.mjs; the table is drawn by bench/scaleResults.mjs).
// Reports per view and size, the median of RUNS loads (5 unless set), and each size's first
// content and TBT against the smallest size's:
//   first content  navigation start to the first frame painted with a card (Home, Listed) or a bar (graph);
//                  the median, and in brackets the fastest and slowest load
//   DOM nodes      elements in the document once the page is quiet
//   TBT            total blocking time (sum of each long task's time over 50 ms) from navigation
//                  start until the page has been quiet for QUIET_MS
//   longest task   the longest main-thread task in that time
//   heap           JS heap in use once quiet, after a forced garbage collection
// Listed Books is measured with both lists holding every book. When Home has a search box
// labelled 'Search books', the largest size also times a keystroke: from the key press to the
// first frame painted after the results stopped changing.
// The functions passed to page.evaluate and addInitScript run in the browser.
/* global window, document, requestAnimationFrame, MutationObserver */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath, startResults } from './results.mjs';
import { scaleRows } from './scaleResults.mjs';
import { throttle, visitorConditions } from './visitor.mjs';
import { makeBooks } from '@bookmarked/shared/large-catalogue';
import { apps } from '../apps.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const OFFSET = Number(process.env.PORT_OFFSET ?? 60);
const SIZES = (process.env.SIZES ?? '30,1000,10000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
/**
 * Loads per view and size; each figure is the median. A server-drawn page's first content is its
 * first paint, which falls about 100 ms early or late from load to load: one load per size could
 * give a ratio of 0.6x or 1.6x for the same page.
 */
const RUNS = Number(process.env.RUNS ?? 5);
/** Each size's site is served this many ports above the one before it (an app's ports stay apart). */
const SIZE_PORT_STEP = 10;
const portOffsetOf = (sizeIndex) => OFFSET + sizeIndex * SIZE_PORT_STEP;
const baseOf = (sizeIndex) => `http://localhost:${apps.host.ports.prod + portOffsetOf(sizeIndex)}`;
/** The page counts as quiet after this long without a long task. */
const QUIET_MS = 2000;
/** A task blocks the page for what it runs past this (TBT's definition). */
const LONG_TASK_MS = 50;
/** A view that shows nothing by then is reported as not drawn. */
const CONTENT_TIMEOUT_MS = 180_000;
const SEARCH_LABEL = 'Search books';
const VIEWPORT = { width: 1366, height: 900 };
/** The settings read here, recorded with the results. */
const ENV_SETTINGS = ['SIZES', 'RUNS', 'PORT_OFFSET', 'CPU', 'CHROMIUM_PATH'];

const views = [
  { name: 'Home', path: '/', content: 'main article', lists: false },
  { name: 'Listed Books', path: '/listed', content: '[role="tabpanel"]:not([hidden]) article', lists: true },
  { name: 'Pages graph', path: '/pages-graph', content: '.book-bar', lists: false },
];

/** Installed before any page script: records long tasks and the first frame with content. */
function probe(contentSelector) {
  const w = window;
  w.__scale = { tasks: [], contentAt: null, lastTaskEnd: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__scale.tasks.push(entry.duration);
      w.__scale.lastTaskEnd = entry.startTime + entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (document.querySelector(contentSelector)) w.__scale.contentAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

function seedEveryBook(ids) {
  if (sessionStorage.getItem('__scaleSeeded')) return;
  sessionStorage.setItem('__scaleSeeded', '1');
  localStorage.setItem('readList', JSON.stringify(ids));
  localStorage.setItem('wishList', JSON.stringify(ids));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no long task has ended for QUIET_MS (checked from Node, so a busy page only delays it). */
async function waitQuiet(page) {
  const deadline = Date.now() + CONTENT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const idleFor = await page.evaluate(() => performance.now() - window.__scale.lastTaskEnd);
    if (idleFor >= QUIET_MS) return;
    await sleep(Math.max(250, QUIET_MS - idleFor));
  }
}

/** Key press to the first frame after the DOM stopped changing for 500 ms, in ms; null without a search box. */
async function keystrokeToResults(page) {
  const box = page.getByRole('searchbox', { name: SEARCH_LABEL }).or(page.getByRole('textbox', { name: SEARCH_LABEL }));
  if ((await box.count()) === 0) return null;
  await box.first().fill('#999');
  await waitQuiet(page);
  await sleep(1000);
  await page.evaluate(() => {
    const w = window;
    w.__key = { pressedAt: null, lastChange: null, paintedAt: null };
    document.addEventListener('keydown', (event) => (w.__key.pressedAt ??= event.timeStamp), { capture: true, once: true });
    new MutationObserver(() => {
      w.__key.lastChange = performance.now();
      requestAnimationFrame(() => (w.__key.paintedAt = performance.now()));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await box.first().press('9');
  await page.waitForFunction(
    () => {
      const k = window.__key;
      return k.paintedAt !== null && performance.now() - k.lastChange > 500;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  // The frame after the last change is when the visitor sees the results.
  return page.evaluate(() => window.__key.paintedAt - window.__key.pressedAt);
}

async function measure(browser, base, view, books) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  await cdp.send('Performance.enable');
  await page.addInitScript(probe, view.content);
  if (view.lists) await page.addInitScript(seedEveryBook, books.map((book) => book.bookId));
  try {
    await page.goto(base + view.path);
    await page.waitForFunction(() => window.__scale.contentAt !== null, undefined, {
      timeout: CONTENT_TIMEOUT_MS,
      polling: 250,
    });
    await waitQuiet(page);
    const { contentAt, tasks, nodes } = await page.evaluate(() => ({
      ...window.__scale,
      nodes: document.getElementsByTagName('*').length,
    }));
    const keystroke = view.name === 'Home' && books.length === Math.max(...SIZES) ? await keystrokeToResults(page) : null;
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    return {
      contentMs: contentAt,
      nodes,
      tbtMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...tasks),
      heapMb: heap / 1024 / 1024,
      keystroke,
    };
  } catch (error) {
    return { failed: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

const scaleRoot = join(root, '.bench/scale');
const remoteDirs = Object.values(apps.remotes).map((app) => app.dir);

/** The whole site built with a catalogue of `size` books, in .bench/scale/<size>/, as DIST_ROOT wants it. */
function buildSite(size, books) {
  const site = join(scaleRoot, String(size));
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  const catalogue = join(site, 'booksData.json');
  writeFileSync(catalogue, JSON.stringify(books));
  process.stderr.write(`building the site with ${size} books...\n`);
  // Every app ships the catalogue's index and pages beside it, cut from BOOKS_DATA.
  execFileSync('pnpm', ['run', 'build'], { cwd: root, env: { ...process.env, BOOKS_DATA: catalogue }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const dir of [apps.host.dir, ...remoteDirs]) {
    renameSync(join(root, dir, 'dist'), join(site, dir));
    cpSync(catalogue, join(site, dir, 'booksData.json'));
  }
  return site;
}

/** Serves a site built by buildSite at `base`, its apps `portOffset` ports up; resolves once every app listens. */
async function serve(site, portOffset, base) {
  const server = spawn('node', ['server/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT_OFFSET: String(portOffset), DIST_ROOT: site },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.on('data', (chunk) => chunk.toString().includes('graph') && resolve()));
  // A server that has just started reads each remote's list of pages once (a megabyte at
  // 10,000 books): that is its first visitor's cost, not every visitor's.
  for (const view of views) await fetch(base + view.path).then((response) => response.arrayBuffer());
  return server;
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const record = startResults('scale', ENV_SETTINGS);
const measured = [];
const servers = [];
try {
  const sites = SIZES.map((size) => ({ size, books: makeBooks(size) }));
  for (const [index, site] of sites.entries()) {
    site.base = baseOf(index);
    servers.push(await serve(buildSite(site.size, site.books), portOffsetOf(index), site.base));
  }
  for (const view of views) {
    process.stderr.write(`${view.name}, ${SIZES.join(' / ')} books in turn...\n`);
    const samples = new Map(sites.map((site) => [site, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const site of run % 2 === 0 ? sites : [...sites].reverse()) samples.get(site).push(await measure(browser, site.base, view, site.books));
    }
    for (const site of sites) measured.push({ view: view.name, path: view.path, size: site.size, samples: samples.get(site) });
  }
} finally {
  for (const server of servers) server.kill();
  await browser.close();
  process.stderr.write("building the site again with its own catalogue...\n");
  execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

record.write({
  conditions: { ...visitorConditions(), viewport: VIEWPORT, runs: RUNS, sizes: SIZES, quietMs: QUIET_MS, longTaskMs: LONG_TASK_MS, contentTimeoutMs: CONTENT_TIMEOUT_MS, portOffset: OFFSET },
  results: { rows: scaleRows(measured) },
});
