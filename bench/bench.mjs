#!/usr/bin/env node
// What the composed (federated) site costs a visitor, against two baselines in the same run: the
// same pages in one ordinary Vite build (bench/monolith), drawn by the browser, and the same
// build served prerendered (the composed site's server-drawn HTML) and hydrated. All are served with the same
// compression and headers; every load is cold, in Chromium with a 4x CPU slowdown and a
// 10 Mbit/s, 40 ms network, and the two sides take turns so drift hits both alike.
// It first checks that both sides draw the same first screen on every route, but for a few
// anti-aliased pixels.
// Then, for every header link from every page, the time from the click to the new page's
// content, after a cold load of the first page and a visitor's pause on it.
// Needs `pnpm build` and `pnpm --filter bench build:baseline` first (`pnpm bench` does both).
//   node bench/bench.mjs                  the tables (RUNS=5 cold loads per route, move and side)
//   ROUTES=/,/listed node bench/bench.mjs only those routes, and moves from them (to try one change quickly)
//   BENCH_PORT_OFFSET=N node bench/bench.mjs  both sides' servers N ports up
//   MOVES=0 node bench/bench.mjs          first loads only
//   SAVE_DATA=1 node bench/bench.mjs      as a visitor saving data: nothing is fetched ahead
//   CPU=1 node bench/bench.mjs            no CPU slowdown, the network emulation alone
//   node bench/bench.mjs --waterfall /    one cold load of a route, every request in order
//   node bench/bench.mjs --main-thread /  what each side's main thread did up to the route's
//                                         content (traced; RUNS loads per side, medians)
/* global document, window, MutationObserver, createImageBitmap, OffscreenCanvas, requestAnimationFrame */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sides } from './ports.mjs';
import { startSides } from './servers.mjs';
import { KINDS, OTHER, split, TRACE_CATEGORIES } from './mainThread.mjs';
import { moveOnce, movesFrom } from './moves.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
/** A visitor on a fair connection with a mid-range phone's CPU, as DevTools emulates them. */
const network = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
/** `CPU=1` leaves the CPU alone: what is left of a gap then is the network's part of it. */
const CPU_SLOWDOWN = Number(process.env.CPU ?? 4);
const viewport = { width: 1366, height: 900 };
/** `SAVE_DATA=1`: the visitor's browser asks to save data, so the composed site fetches nothing ahead. */
const SAVE_DATA = process.env.SAVE_DATA === '1';
/** `MOVES=0` leaves out the moves between sections. */
const MOVES = process.env.MOVES !== '0';
const LCP_SETTLE_MS = 1500;

/**
 * What "the page shows its content" means on each route: the first element a visitor came for;
 * and its main control, the one a visitor's first click goes to (`control`, `controlText`).
 */
const allRoutes = [
  { path: '/', content: 'first card', selector: 'main li article a', control: 'main li article a' },
  { path: '/details?id=5', content: 'Mark as read', selector: 'main button', text: 'Mark as read', control: 'main button', controlText: 'Mark as read' },
  { path: '/listed', content: 'tabs', selector: '[role="tab"]', control: '[role="tab"]', controlText: 'Wish List' },
  { path: '/pages-graph', content: 'first bar', selector: '.book-bar', control: 'main button', controlText: 'Show data table' },
];
const onlyRoutes = process.env.ROUTES?.split(',');
const routes = onlyRoutes ? allRoutes.filter((route) => onlyRoutes.includes(route.path)) : allRoutes;
if (routes.length === 0) throw new Error(`ROUTES names none of ${allRoutes.map((route) => route.path).join(', ')}`);

/**
 * Runs in the page before its scripts: records when the header, the content and LCP appear,
 * and when the route's main control first answers a click: enabled, not inert, and with the
 * app's handler on it (React's props on the element), so a click there does what it says
 * instead of nothing or a whole new page load.
 */
function observe({ selector, text, control, controlText }) {
  const marks = { header: null, content: null, lcp: null, fcp: null, click: null };
  window.__bench = marks;
  const found = () => [...document.querySelectorAll(selector)].some((el) => !text || el.textContent?.includes(text));
  const answers = (el) =>
    (!controlText || el.textContent?.includes(controlText)) && !el.disabled && !el.closest('[inert]') && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const check = () => {
    const now = performance.now();
    if (marks.header === null && document.querySelector('header')) marks.header = now;
    if (marks.content === null && found()) marks.content = now;
    if (marks.click === null && [...document.querySelectorAll(control)].some(answers)) marks.click = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // React puts its handlers on elements it hydrates without changing the DOM: look each frame too.
  const poll = () => {
    check();
    if (marks.click === null) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  check();
}

/** A fresh context under the visitor's conditions, its page recording the route's marks. */
async function coldPage(browser, route) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await page.addInitScript(observe, { selector: route.selector, text: route.text, control: route.control, controlText: route.controlText });
  if (SAVE_DATA) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  return { context, page };
}

const untilContent = (page) =>
  page.waitForFunction(() => window.__bench.content !== null, undefined, { timeout: 60_000, polling: 100 });

const untilClickAnswers = (page) =>
  page.waitForFunction(() => window.__bench.click !== null, undefined, { timeout: 60_000, polling: 100 });

const routeAt = (path) => allRoutes.find((route) => route.path === path) ?? allRoutes[0];

async function loadOnce(browser, base, route) {
  const { context, page } = await coldPage(browser, route);
  const scripts = [];
  const transfers = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) transfers.push({ url: request.url(), size: sizes.responseBodySize + sizes.responseHeadersSize });
    if (request.resourceType() !== 'script') return;
    // A request still finishing as the context closes has no response to read.
    const response = await request.response().catch(() => null);
    scripts.push({ url: request.url(), body: response?.body().catch(() => Buffer.alloc(0)) });
  });
  // Not waiting for the load event: the content and the first working click are the marks.
  await page.goto(base + route.path, { waitUntil: 'commit' });
  await untilContent(page).catch((error) => {
    throw new Error(`${base}${route.path}: no ${route.content} within 60 s`, { cause: error });
  });
  await untilClickAnswers(page).catch((error) => {
    throw new Error(`${base}${route.path}: its main control answered no click within 60 s`, { cause: error });
  });
  await page.waitForLoadState('networkidle');
  // A paint's LCP entry is reported once the frame is presented, which a throttled page can
  // deliver after the network has gone quiet: read too early, an image's LCP went missing.
  await page.waitForTimeout(LCP_SETTLE_MS);
  const marks = await page.evaluate(() => ({ ...window.__bench, ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? null }));
  // The composed site gets the other sections ready once the page is in: not this page's cost.
  const prefetched = new Set(
    await page.evaluate(() => {
      const start = performance.getEntriesByName('bookmarked:prefetch-sections')[0]?.startTime ?? Infinity;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start).map((entry) => entry.name);
    }),
  );
  const bodies = (await Promise.all(scripts.filter(({ url }) => !prefetched.has(url)).map(({ body }) => body))).filter(Boolean);
  await context.close();
  return {
    ...marks,
    jsFiles: bodies.length,
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0),
    transferred: transfers.filter(({ url }) => !prefetched.has(url)).reduce((sum, { size }) => sum + size, 0),
  };
}

async function waterfall(browser, base, path) {
  const { context, page } = await coldPage(browser, routeAt(path));
  await page.goto(base + path);
  await untilContent(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(LCP_SETTLE_MS);
  const { entries, marks } = await page.evaluate(() => ({
    marks: window.__bench,
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, size: e.encodedBodySize })),
  }));
  await context.close();
  console.log(`\n${base}${path}: header ${marks.header?.toFixed(0)} ms, FCP ${marks.fcp?.toFixed(0)} ms, content ${marks.content?.toFixed(0)} ms, LCP ${marks.lcp?.toFixed(0)} ms`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    console.log(`${e.start.toFixed(0).padStart(6)} -> ${e.end.toFixed(0).padStart(6)} ms ${(e.size / 1024).toFixed(1).padStart(6)} KB  ${e.name.replace(/^https?:\/\/localhost:\d+/, (origin) => origin.slice(-4) + ' ')}`);
  }
}

/** One traced cold load: the main thread's work per kind up to the route's content. */
async function mainThreadOnce(browser, base, route) {
  const { context, page } = await coldPage(browser, route);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(base + route.path);
  await untilContent(page);
  const { content } = await page.evaluate(() => window.__bench);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return { content, ...split(trace.traceEvents, content) };
}

async function mainThread(browser, path) {
  const route = routeAt(path);
  const samples = { composed: [], baseline: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? ['composed', 'baseline'] : ['baseline', 'composed'];
    for (const side of order) samples[side].push(await mainThreadOnce(browser, sides[side], route));
  }
  const m = (side, key) => Math.round(median(samples[side].map((sample) => sample[key])));
  console.log(`\n${route.path}: main thread up to the ${route.content}, traced (tracing slows both sides), median of ${RUNS} per side\n`);
  console.log('| work | composed | baseline | composed - baseline |');
  console.log('|---|---|---|---|');
  for (const key of [...KINDS.map(([kind]) => kind), OTHER, 'total', 'content']) {
    const label = key === 'total' ? '**busy in all**' : key === 'content' ? '**content shown at**' : key;
    console.log(`| ${label} | ${m('composed', key)} ms | ${m('baseline', key)} ms | ${m('composed', key) - m('baseline', key)} ms |`);
  }
}

/** Click-to-content for every header link from every page, both sides taking turns. */
async function benchMoves(browser) {
  const rows = [];
  for (const { from, link } of movesFrom(routes)) {
    const samples = { composed: [], baseline: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? ['composed', 'baseline'] : ['baseline', 'composed'];
      for (const side of order) {
        // A load that never shows its page is reported and left out, not the end of a long run.
        const sample = await moveOnce({ browser, base: sides[side], coldPage, untilContent, from, link, to: routeAt(link.path) }).catch((error) => {
          console.warn(`${side}: ${error.message}`);
          return undefined;
        });
        if (sample !== undefined) samples[side].push(sample);
      }
    }
    rows.push({ from, link, composed: median(samples.composed), baseline: median(samples.baseline), all: samples });
  }
  console.log(`\nClick on a header link to the first frame with the new page's content, median of ${RUNS} per side, taking turns;`);
  console.log(`each after a cold load of the first page, its network quiet, 2 s more and quiet again; same conditions as above.\n`);
  console.log('| move | content | composed | baseline | ratio | composed runs | baseline runs |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { from, link, composed, baseline, all } of rows) {
    const runs = (values) => values.map((value) => Math.round(value)).join(', ');
    console.log(
      `| \`${from.path}\` -> ${link.label} | ${routeAt(link.path).content} | ${Math.round(composed)} ms | ${Math.round(baseline)} ms | **${(composed / baseline).toFixed(2)}** | ${runs(all.composed)} | ${runs(all.baseline)} |`,
    );
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A route's first screen once everything has loaded, without throttling. */
async function screenshot(browser, base, route) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  // The chart's entrance (bars rising, then their counts) must be over on both sides.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.waitForTimeout(500);
  const png = await page.screenshot();
  await page.close();
  return png;
}

/**
 * How many pixels differ between two screenshots of the same size, decoded in the browser
 * (Node has no PNG decoder here).
 */
async function differingPixels(browser, pngA, pngB) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async ([a, b]) => {
      const decode = async (base64) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [one, other] = [await decode(a), await decode(b)];
      if (one.width !== other.width || one.height !== other.height) return Infinity;
      let count = 0;
      for (let i = 0; i < one.data.length; i += 4) {
        if (one.data[i] !== other.data[i] || one.data[i + 1] !== other.data[i + 1] || one.data[i + 2] !== other.data[i + 2]) count += 1;
      }
      return count;
    }, [pngA.toString('base64'), pngB.toString('base64')]);
  } finally {
    await page.close();
  }
}

/**
 * Anti-aliasing may shade a rounded corner differently from one load to the next; a missing
 * style or card changes tens of thousands of pixels. 0.05% of the screen is about 600.
 */
const LOOK_TOLERANCE = 0.0005;

/**
 * The ratios mean something only if both sides draw the same page: a baseline missing styles
 * or content is cheaper to show. Each route's first screen must match, but for a few
 * anti-aliased pixels.
 */
async function assertSameLook(browser) {
  for (const route of routes) {
    const composedPng = await screenshot(browser, sides.composed, route);
    for (const other of ['baseline', 'prerendered']) {
      const otherPng = await screenshot(browser, sides[other], route);
      const differing = composedPng.equals(otherPng) ? 0 : await differingPixels(browser, composedPng, otherPng);
      if (differing > viewport.width * viewport.height * LOOK_TOLERANCE) {
        const file = (side) => `${root}.bench/look-${side}-${route.path.replace(/\W+/g, '_')}.png`;
        writeFileSync(file('composed'), composedPng);
        writeFileSync(file(other), otherPng);
        throw new Error(`${route.path} looks different composed and ${other} (${differing} pixels; see ${file('composed')} and ${file(other)}): fix the ${other} side before comparing them`);
      }
    }
  }
  console.log('All three sides draw the same first screen on every route.');
}

const servers = await startSides(allRoutes.map((route) => route.path));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

try {
  const waterfallAt = process.argv.indexOf('--waterfall');
  const mainThreadAt = process.argv.indexOf('--main-thread');
  if (mainThreadAt !== -1) {
    await mainThread(browser, process.argv[mainThreadAt + 1] ?? '/');
  } else if (waterfallAt !== -1) {
    const path = process.argv[waterfallAt + 1] ?? '/';
    await waterfall(browser, sides.composed, path);
    await waterfall(browser, sides.baseline, path);
  } else {
    await assertSameLook(browser);
    // One untimed load per side first: a server's first request pays for its own start-up.
    for (const side of Object.keys(sides)) await loadOnce(browser, sides[side], routes[0]);
    const rows = [];
    const sideNames = ['composed', 'baseline', 'prerendered'];
    for (const route of routes) {
      const samples = { composed: [], baseline: [], prerendered: [] };
      for (let run = 0; run < RUNS; run += 1) {
        // Each side goes first, second and third in turn, so drift hits all alike.
        const order = sideNames.map((_, index) => sideNames[(index + run) % sideNames.length]);
        for (const side of order) {
          // A load that hangs is reported and tried once more, not the end of a long run.
          const sample = await loadOnce(browser, sides[side], route).catch((error) => {
            console.warn(`${side} ${route.path}: ${error.message.split('\n')[0]}; trying again`);
            return loadOnce(browser, sides[side], route);
          });
          samples[side].push(sample);
        }
      }
      const m = (side, key) => median(samples[side].map((sample) => sample[key]));
      rows.push({ route, m });
    }
    const ms = (value) => `${Math.round(value)} ms`;
    const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
    const ratio = (a, b) => `**${(a / b).toFixed(2)}**`;
    const three = (m, key, format) => `${format(m('composed', key))} | ${format(m('baseline', key))} | ${format(m('prerendered', key))} | ${ratio(m('composed', key), m('baseline', key))} | ${ratio(m('composed', key), m('prerendered', key))}`;
    console.log(`\nCold loads, median of ${RUNS} per side, taking turns; Chromium, ${CPU_SLOWDOWN}x CPU slowdown, 10 Mbit/s and 40 ms latency;`);
    console.log('all sides compressed by the same server code. Baseline: the same pages in one bundle, drawn by the browser;');
    console.log('prerendered: that bundle served with the same server-drawn HTML as the composed site, hydrated. Ratios: composed / baseline,');
    console.log('composed / prerendered. First click: the first time the main control has its handler (enabled, live). JS = every script');
    console.log("the route ran, gzip level 6, leaving out what the composed site fetches for the other sections once the page is in.\n");
    for (const [title, key, format] of [['content', 'content', ms], ['LCP', 'lcp', ms], ['first working click', 'click', ms], ['JS gzip', 'jsGzip', kb]]) {
      console.log(`| route | ${title}: composed | baseline | prerendered | vs baseline | vs prerendered |`);
      console.log('|---|---|---|---|---|---|');
      for (const { route, m } of rows) console.log(`| \`${route.path}\` (${key === 'click' ? route.controlText ?? 'first card link' : route.content}) | ${three(m, key, format)} |`);
      console.log('');
    }
    console.log('| route | first byte of the page: composed / baseline / prerendered | header painted | JS files | transferred |');
    console.log('|---|---|---|---|---|');
    for (const { route, m } of rows) {
      const each = (key, format) => sideNames.map((side) => format(m(side, key))).join(' / ');
      console.log(`| \`${route.path}\` | ${each('ttfb', ms)} | ${each('header', ms)} | ${each('jsFiles', String)} | ${each('transferred', kb)} |`);
    }
    if (MOVES) await benchMoves(browser);
  }
} finally {
  await browser.close();
  servers.close();
}
