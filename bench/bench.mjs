#!/usr/bin/env node
// What the composed (federated) site costs a visitor, against three baselines in the same run:
// its own client path (the same build with no page composed on the server: the site as it was
// before server composition, 'client path'), the same pages in one ordinary Vite build
// (bench/monolith), drawn by the browser ('baseline'), and that build with every page the
// composed site serves drawn to HTML at its build, from the same components by the same
// renderer, and hydrated ('prerendered'). All are served with the same compression and
// headers; every load but a cached visit's second is cold, in Chromium with a 4x CPU slowdown
// and a 10 Mbit/s, 40 ms network, and the sides take turns so drift hits all alike.
// It first checks that all sides draw the same first screen on every route, but for a few
// anti-aliased pixels, and that the prerendered side hydrates without a mismatch.
// Per route: when the content and the LCP appeared, when the route's main control could first
// take a click (watched, not tried), the JS the route ran, and, in loads of their own (a click
// ends LCP's record), an eager visitor: one real click on the route's main control the moment
// the page shows it, whether it did what it says (or was lost), and when. And a returning
// visitor with every file cached and no service worker (bench/cachedVisit.mjs): the same marks
// on a second load of the route in the context that loaded it once.
// Then, for every header link from every page, the time from the click to the new page's
// content, after a cold load of the first page and a visitor's pause on it.
// All of it twice, over HTTP/1.1 and over HTTP/2 (PROTOCOLS=h1,h2 by default; h1 or h2 for one):
// the HTTP/2 run serves every side with TLS and HTTP/2 (bench/servers.mjs: the composed site on
// the project's nginx, SSI-composing as in production; the one bundle on a neutral nginx), with
// a throwaway localhost certificate made at the start, which Chromium accepts by its key's hash
// (its HTTP cache stays on), and every cold load checks that the page came over the protocol
// its run is for.
// Needs `pnpm build` and `pnpm --filter bench build:baseline` first (`pnpm bench` does both),
// openssl, and nginx for the HTTP/2 run.
// Prints the tables and writes them with every run's figures to docs/results/bench.json and
// bench.md (bench/results.mjs; the tables are drawn by bench/benchResults.mjs).
//   node bench/bench.mjs                  the tables (RUNS=5 cold loads per route, move and side)
//   ROUTES=/,/listed node bench/bench.mjs only those routes, and moves from them (to try one change quickly)
//   BENCH_PORT_OFFSET=N node bench/bench.mjs  every side's servers N ports up
//   MOVES=0 node bench/bench.mjs          first loads only
//   SAVE_DATA=1 node bench/bench.mjs      as a visitor saving data: nothing is fetched ahead
//   CPU=1 node bench/bench.mjs            no CPU slowdown, the network emulation alone
//   RUM=off RESULTS=rum-off node bench/bench.mjs  the composed site's visitors send nothing
//                                         (rumSampleRate 0): what the RUM client costs, against
//                                         a run with it (RESULTS names the results files)
//   PROTOCOLS=h2 node bench/bench.mjs     over HTTP/2 only (the first named is the one
//                                         --waterfall and --main-thread use)
//   node bench/bench.mjs --waterfall /    one cold load of a route, every request in order
//   node bench/bench.mjs --main-thread /  what each side's main thread did up to the route's
//                                         content (traced; RUNS loads per side, medians);
//                                         UNTIL=live: up to its main control going live. The
//                                         tracer adds work of its own (V8 collects source
//                                         positions for its stacks): the cold loads' untraced
//                                         'long frames up to live' are the honest total
/* global document, window, location, MutationObserver, createImageBitmap, OffscreenCanvas, requestAnimationFrame */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { makeLocalhostCertificate } from '@bookmarked/server/local-certificate';
import { sidesByProtocol } from './ports.mjs';
import { servedBy, startSides } from './servers.mjs';
import { assertProtocol, protocolsFrom } from './protocols.mjs';
import { KINDS, longFramesUntil, OTHER, split, TRACE_CATEGORIES } from './mainThread.mjs';
import { apps } from '../apps.config.mjs';
import { LABELS, moveResults, OTHERS, routeResults, SIDES } from './benchResults.mjs';
import { moveOnce, movesFrom, READING_MS } from './moves.mjs';
import { cachedVisitOnce } from './cachedVisit.mjs';
import { buildIds, chromiumPath, startResults } from './results.mjs';
import { benchGoals } from './goals.mjs';
import { median } from './runRatios.mjs';
import { throttle, visitorConditions } from './visitor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const viewport = { width: 1366, height: 900 };
/** `SAVE_DATA=1`: the visitor's browser asks to save data, so the composed site fetches nothing ahead. */
const SAVE_DATA = process.env.SAVE_DATA === '1';
/** `UNTIL=live`: --main-thread splits the work up to the main control going live instead of the content. */
const UNTIL_LIVE = process.env.UNTIL === 'live';
/** `MOVES=0` leaves out the moves between sections. */
const MOVES = process.env.MOVES !== '0';
const LCP_SETTLE_MS = 1500;
/** The settings read here, recorded with the results. */
const ENV_SETTINGS = ['RUNS', 'ROUTES', 'MOVES', 'SAVE_DATA', 'CPU', 'PROTOCOLS', 'RUM', 'BENCH_PORT_OFFSET', 'CHROMIUM_PATH'];
/** `PROTOCOLS=h1,h2`: the protocols the sides are measured over, each in a run of its own. */
const protocols = protocolsFrom(process.env.PROTOCOLS);
/** The protocol being measured, and its sides' addresses. */
let serving = { protocol: protocols[0], sides: sidesByProtocol[protocols[0]] };
/** Each side goes first, second, third and last in turn, so drift hits all alike. */
const turn = (run) => SIDES.map((_, index) => SIDES[(index + run) % SIDES.length]);

/** How long an eager visitor's click may take to do what it says before it counts as lost. */
const EFFECT_WAIT_MS = 10_000;

/**
 * What "the page shows its content" means on each route: the first element a visitor came for;
 * `live`, its main control, watched for when React has taken it over. And `eager`, what an eager
 * visitor clicks the moment it shows (`target`, clicked for real where it is drawn), and
 * `answer`, what shows that it worked: an element matching `selector` (with `text`), on the page
 * at `path` if given (a followed link may load a new page).
 */
const allRoutes = [
  {
    path: '/',
    content: 'first card',
    selector: 'main li article a',
    control: 'sort',
    live: { selector: '#book-search-sort' },
    eager: "a book's link",
    target: 'main li article h3 a',
    answer: { path: '/details', selector: 'main h1' },
  },
  {
    path: '/details?id=5',
    content: 'Mark as read',
    selector: 'main button',
    text: 'Mark as read',
    control: 'Mark as read',
    live: { selector: 'main button', text: 'Mark as read' },
    eager: 'Mark as read',
    target: 'main button:text-is("Mark as read")',
    answer: { selector: 'main p', text: 'On your Read List' },
  },
  {
    path: '/listed',
    content: 'tabs',
    selector: '[role="tab"]',
    control: 'Wish List tab',
    live: { selector: '[role="tab"]', text: 'Wish List' },
    eager: 'Wish List tab',
    target: '[role="tab"]:has-text("Wish List")',
    answer: { selector: '[role="tab"][aria-selected="true"]', text: 'Wish List' },
  },
  {
    path: '/pages-graph',
    content: 'first bar',
    selector: '.book-bar',
    control: 'Show data table',
    live: { selector: 'main button', text: 'Show data table' },
    eager: 'Show data table',
    target: 'main button:text-is("Show data table")',
    answer: { selector: 'main button[aria-expanded="true"]' },
  },
];
const onlyRoutes = process.env.ROUTES?.split(',');
const routes = onlyRoutes ? allRoutes.filter((route) => onlyRoutes.includes(route.path)) : allRoutes;
if (routes.length === 0) throw new Error(`ROUTES names none of ${allRoutes.map((route) => route.path).join(', ')}`);

/**
 * Runs in the page before its scripts: records when the header, the content and LCP appear,
 * and, given `answer`, when the route's main control first did what it says.
 */
function observe({ selector, text, answer, live }) {
  const marks = { header: null, content: null, lcp: null, fcp: null, answered: null, live: null, longFrames: [] };
  window.__bench = marks;
  const found = () => [...document.querySelectorAll(selector)].some((el) => !text || el.textContent?.includes(text));
  // The main control can take a click: React has attached its handlers (hydrated or drawn it),
  // and nothing holds it back (disabled, or inside an inert page).
  const isLive = () =>
    [...document.querySelectorAll(live.selector)].some(
      (el) => (!live.text || el.textContent?.includes(live.text)) && !el.disabled && el.closest('[inert]') === null && Object.keys(el).some((key) => key.startsWith('__reactProps$')),
    );
  // Looked at each frame, without touching the page: the tries of a first click cost its main thread time.
  const watchLive = () => {
    if (isLive()) marks.live = performance.now();
    else requestAnimationFrame(watchLive);
  };
  requestAnimationFrame(watchLive);
  const answered = () =>
    (!answer.path || location.pathname === answer.path) &&
    [...document.querySelectorAll(answer.selector)].some((el) => !answer.text || el.textContent?.includes(answer.text));
  const check = () => {
    const now = performance.now();
    if (marks.header === null && document.querySelector('header')) marks.header = now;
    if (marks.content === null && found()) marks.content = now;
    if (answer && marks.answered === null && answered()) marks.answered = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // A move within the app may change no element at first: look each frame too.
  if (answer) {
    const poll = () => {
      check();
      if (marks.answered === null) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The main thread's work without a tracer (tracing makes V8 collect source positions for its
  // stacks, which alone added tens of ms to the composed side): frames held 50 ms or longer.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longFrames.push([entry.startTime, entry.duration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
  check();
}

/** A new page of `context` under the visitor's conditions, recording the route's marks (and the control's answer, if `clicks`). */
async function visitorPage(context, route, { clicks = false } = {}) {
  const page = await context.newPage();
  await throttle(context, page);
  await page.addInitScript(observe, { selector: route.selector, text: route.text, answer: clicks ? route.answer : undefined, live: route.live });
  if (SAVE_DATA) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  return page;
}

/** A fresh context and its visitorPage; `serviceWorkers: 'block'` keeps the site's worker out of it. */
async function coldPage(browser, route, { clicks = false, serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers });
  // As long as the content may take (untilContent): a busy machine's throttled load can pass
  // Playwright's 30 s before its load event, and one such load should not end the run.
  context.setDefaultNavigationTimeout(60_000);
  return { context, page: await visitorPage(context, route, { clicks }) };
}

const untilContent = (page) =>
  page.waitForFunction(() => window.__bench.content !== null, undefined, { timeout: 60_000, polling: 100 });

const routeAt = (path) => allRoutes.find((route) => route.path === path) ?? allRoutes[0];

/**
 * Opens `url` in `page`, checking that it came over the run's protocol. `cached`: the context
 * has opened it before (checked then), and a page its HTTP cache gives names no protocol.
 */
async function open(page, url, { cached = false } = {}) {
  await page.goto(url);
  const nextHop = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.nextHopProtocol);
  if (!(cached && nextHop === '')) assertProtocol(serving.protocol, nextHop, url);
}

/**
 * Opens `route` from the side at `base` in a visitorPage and returns its marks once its content
 * has shown, its network is quiet and its last LCP entry is in.
 */
async function settledMarks(page, base, route, { cached = false } = {}) {
  const url = base + route.path;
  await open(page, url, { cached });
  await untilContent(page).catch((error) => {
    throw new Error(`${url}: no ${route.content} within 60 s`, { cause: error });
  });
  await page.waitForLoadState('networkidle');
  // A paint's LCP entry is reported once the frame is presented, which a throttled page can
  // deliver after the network has gone quiet: read too early, an image's LCP went missing.
  await page.waitForTimeout(LCP_SETTLE_MS);
  return page.evaluate(() => window.__bench);
}

/**
 * When the content was on screen: at the first paint after it is in the page (server HTML is in
 * the page as it is parsed, but not drawn before the style sheets that block rendering are in).
 */
const shownAt = (marks) => Math.max(marks.content, marks.fcp ?? marks.content);

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
  const marks = await settledMarks(page, base, route);
  const scriptsIn = await page.evaluate(headScriptsIn, marks.fcp ?? marks.content);
  // The composed site gets the other sections ready once the page is in: not this page's cost.
  const prefetched = new Set(
    await page.evaluate(() => {
      const start = performance.getEntriesByName('bookmarked:prefetch-sections')[0]?.startTime ?? Infinity;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start).map((entry) => entry.name);
    }),
  );
  // What the page asked for before its main control went live: the code it waited for to work.
  const beforeLive = new Set(
    await page.evaluate(
      (live) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= live).map((entry) => entry.name),
      marks.live ?? Number.MAX_VALUE,
    ),
  );
  const read = async (list) => (await Promise.all(list.map(({ body }) => body))).filter(Boolean);
  const bodies = await read(scripts.filter(({ url }) => !prefetched.has(url)));
  const bodiesToLive = marks.live === null ? [] : await read(scripts.filter(({ url }) => beforeLive.has(url)));
  const gzipped = (list) => list.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0);
  await context.close();
  return {
    ...marks,
    scriptsIn,
    busyToLive: marks.live === null ? undefined : longFramesUntil(marks.longFrames, marks.live),
    shown: shownAt(marks),
    jsFiles: bodies.length,
    jsGzip: gzipped(bodies),
    jsFilesToLive: marks.live === null ? undefined : bodiesToLive.length,
    jsGzipToLive: marks.live === null ? undefined : gzipped(bodiesToLive),
    transferred: transfers.filter(({ url }) => !prefetched.has(url)).reduce((sum, { size }) => sum + size, 0),
  };
}

/**
 * When the last script the page asked for before its first paint had arrived (its head's, on
 * every side): what the network made the start-up wait for, however busy the main thread was.
 */
function headScriptsIn(firstPaint) {
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= firstPaint && /\.m?js(\?|$)/.test(entry.name));
  return scripts.length === 0 ? null : Math.max(...scripts.map((entry) => entry.responseEnd));
}

/**
 * An eager visitor on one cold load: one real click on the route's main control the moment it
 * is on screen (scrolled to if need be), not waiting for anything else. Whether it did what it
 * says within EFFECT_WAIT_MS, and if so when: from the navigation's start and from the click.
 * Times are the wall clock's, as a followed link may answer on a page of its own.
 */
async function eagerClickOnce(browser, base, route) {
  const { context, page } = await coldPage(browser, route, { clicks: true });
  try {
    await page.goto(base + route.path, { waitUntil: 'commit' });
    const started = await page.evaluate(() => performance.timeOrigin);
    const control = page.locator(route.target).first();
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    await control.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
    const box = await control.boundingBox();
    if (!box) throw new Error(`${base}${route.path}: the ${route.eager} left the screen before the click`);
    const clicked = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const deadline = clicked + EFFECT_WAIT_MS;
    while (Date.now() < deadline) {
      // A followed link may be loading the next page: its marks come when it is in.
      const answered = await page.evaluate(() => (window.__bench?.answered == null ? null : performance.timeOrigin + window.__bench.answered)).catch(() => null);
      if (answered !== null) return { lost: false, clicked: clicked - started, effect: answered - started, clickToEffect: answered - clicked };
      await page.waitForTimeout(50);
    }
    return { lost: true, clicked: clicked - started };
  } finally {
    await context.close();
  }
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
  if (UNTIL_LIVE) await page.waitForFunction(() => window.__bench.live !== null, undefined, { timeout: 60_000, polling: 100 });
  const { content, live } = await page.evaluate(() => window.__bench);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const until = UNTIL_LIVE ? live : content;
  return { content, live, ...split(trace.traceEvents, until) };
}

async function mainThread(browser, path) {
  const route = routeAt(path);
  const samples = Object.fromEntries(SIDES.map((side) => [side, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const side of turn(run)) samples[side].push(await mainThreadOnce(browser, serving.sides[side], route));
  }
  const m = (side, key) => Math.round(median(samples[side].map((sample) => sample[key])));
  console.log(`\n${route.path}: main thread up to the ${UNTIL_LIVE ? `${route.control} going live` : route.content}, traced (tracing slows every side), median of ${RUNS} per side\n`);
  console.log(`| work | ${SIDES.map((side) => LABELS[side]).join(' | ')} | ${OTHERS.map((side) => `composed - ${LABELS[side]}`).join(' | ')} |`);
  console.log(`|---|${SIDES.map(() => '---|').join('')}${OTHERS.map(() => '---|').join('')}`);
  for (const key of [...KINDS.map(([kind]) => kind), OTHER, 'total', 'content', ...(UNTIL_LIVE ? ['live'] : [])]) {
    const label = key === 'total' ? '**busy in all**' : key === 'content' ? '**content shown at**' : key === 'live' ? '**live at**' : key;
    const composed = m('composed', key);
    console.log(`| ${label} | ${SIDES.map((side) => `${m(side, key)} ms`).join(' | ')} | ${OTHERS.map((side) => `${composed - m(side, key)} ms`).join(' | ')} |`);
  }
}

/** Click-to-content for every header link from every page, the sides taking turns. */
async function benchMoves(browser) {
  const moves = [];
  for (const { from, link } of movesFrom(routes)) {
    const samples = Object.fromEntries(SIDES.map((side) => [side, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const side of turn(run)) {
        // A load that never shows its page is reported and left out, not the end of a long run.
        const sample = await moveOnce({ browser, base: serving.sides[side], coldPage, untilContent, from, link, to: routeAt(link.path) }).catch((error) => {
          console.warn(`${side}: ${error.message}`);
          return undefined;
        });
        if (sample !== undefined) samples[side].push(sample);
      }
    }
    moves.push(moveResults(from.path, link.label, routeAt(link.path).content, samples));
  }
  return moves;
}

/**
 * A route's first screen once everything has loaded, without throttling; and what the page
 * reported as an error meanwhile (React reports a hydration mismatch there).
 */
async function screenshot(browser, base, route) {
  // With reduced motion the chart draws its bars at their height at once: on a busy machine
  // a side's entrance could start after the check for running animations and be caught mid-rise.
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  // The chart's entrance (bars rising, then their counts) must be over on every side.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.waitForTimeout(500);
  const png = await page.screenshot();
  await page.close();
  return { png, errors };
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
 * The ratios mean something only if every side draws the same page: a baseline missing styles
 * or content is cheaper to show. Each route's first screen must match, but for a few
 * anti-aliased pixels. And no side may report an error: a prerendered page that failed to
 * hydrate would be drawn again by the browser, a cost the table would hide.
 */
async function assertSameLook(browser) {
  for (const route of routes) {
    const composed = await screenshot(browser, serving.sides.composed, route);
    const shots = [['composed', composed]];
    for (const other of OTHERS) {
      const shot = await screenshot(browser, serving.sides[other], route);
      shots.push([other, shot]);
      const differing = composed.png.equals(shot.png) ? 0 : await differingPixels(browser, composed.png, shot.png);
      if (differing > viewport.width * viewport.height * LOOK_TOLERANCE) {
        const file = (side) => `${root}.bench/look-${side}-${route.path.replace(/\W+/g, '_')}.png`;
        writeFileSync(file('composed'), composed.png);
        writeFileSync(file(other), shot.png);
        throw new Error(`${route.path} looks different composed and ${other} (${differing} pixels; see ${file('composed')} and ${file(other)}): fix the ${other} side before comparing them`);
      }
    }
    for (const [side, { errors }] of shots) {
      if (errors.length > 0) throw new Error(`${side} ${route.path} reported errors: ${errors.join(' | ')}`);
    }
  }
  process.stderr.write('Every side draws the same first screen on every route, with no error reported.\n');
}

const certificateDir = protocols.includes('h2') ? mkdtempSync(join(tmpdir(), 'bench-tls-')) : undefined;
const certificate = certificateDir && makeLocalhostCertificate(certificateDir);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // The throwaway certificate, by its key's hash: --ignore-certificate-errors would turn the HTTP cache off.
    ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : []),
  ],
});

/** Starts `protocol`'s sides, and stops them once `measure` is done with them. */
async function withSides(protocol, measure) {
  serving = { protocol, sides: sidesByProtocol[protocol] };
  const servers = await startSides(protocol === 'h2' ? certificate : undefined);
  try {
    return await measure();
  } finally {
    servers.close();
  }
}

/** Every route's cold loads, eager clicks and cached visits, and the moves, on the sides being served. */
async function benchLoadsAndMoves() {
  await assertSameLook(browser);
  // One untimed load per side first: a server's first request pays for its own start-up.
  for (const side of SIDES) await loadOnce(browser, serving.sides[side], routes[0]);
  const loads = [];
  let cachedMs = 0;
  for (const route of routes) {
    const samples = Object.fromEntries(SIDES.map((side) => [side, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const side of turn(run)) samples[side].push(await loadOnce(browser, serving.sides[side], route));
      for (const side of turn(run)) {
        // A load whose control never showed is reported and left out, not the end of the run.
        const eager = await eagerClickOnce(browser, serving.sides[side], route).catch((error) => {
          console.warn(`${side}: ${error.message}`);
          return undefined;
        });
        Object.assign(samples[side].at(-1), { lost: eager?.lost, clicked: eager?.clicked, effect: eager?.effect, clickToEffect: eager?.clickToEffect });
      }
      const cachedFrom = performance.now();
      for (const side of turn(run)) {
        const cached = await cachedVisitOnce({ browser, base: serving.sides[side], route, coldPage, visitorPage, open, settledMarks }).catch((error) => {
          console.warn(`${side}: ${error.message}`);
          return undefined;
        });
        Object.assign(samples[side].at(-1), { cachedShown: cached && shownAt(cached), cachedLcp: cached?.lcp, cachedLive: cached?.live });
      }
      cachedMs += performance.now() - cachedFrom;
    }
    loads.push(routeResults(route, samples));
    process.stderr.write(`${serving.protocol} ${route.path}: ${RUNS} cold loads, eager clicks and cached visits a side\n`);
  }
  process.stderr.write(`${serving.protocol}: the cached visits took ${(cachedMs / 1000).toFixed(0)} s of the run\n`);
  const moves = MOVES ? await benchMoves(browser) : [];
  return { sameLook: true, routes: loads, moves };
}

try {
  const waterfallAt = process.argv.indexOf('--waterfall');
  const mainThreadAt = process.argv.indexOf('--main-thread');
  if (mainThreadAt !== -1) {
    await withSides(protocols[0], () => mainThread(browser, process.argv[mainThreadAt + 1] ?? '/'));
  } else if (waterfallAt !== -1) {
    const path = process.argv[waterfallAt + 1] ?? '/';
    await withSides(protocols[0], async () => {
      for (const side of SIDES) await waterfall(browser, serving.sides[side], path);
    });
  } else {
    const record = startResults('bench', ENV_SETTINGS);
    const byProtocol = {};
    for (const protocol of protocols) byProtocol[protocol] = await withSides(protocol, benchLoadsAndMoves);
    record.write({
      conditions: {
        goals: benchGoals,
        ...visitorConditions(),
        viewport,
        runs: RUNS,
        routes: routes.map((route) => route.path),
        moves: MOVES,
        saveData: SAVE_DATA,
        effectWaitMs: EFFECT_WAIT_MS,
        readingMs: READING_MS,
        lcpSettleMs: LCP_SETTLE_MS,
        // Long Animation Frames reports the frames held this long or longer (the browser's threshold).
        longFrameMs: 50,
        sameLookTolerancePercent: LOOK_TOLERANCE * 100,
        protocols,
        ...(certificate ? { tls: 'a self-signed localhost certificate (EC P-256) made at the start, accepted by its SPKI hash' } : {}),
        sides: Object.fromEntries(protocols.map((protocol) => [protocol, sidesByProtocol[protocol]])),
        servedBy: Object.fromEntries(protocols.map((protocol) => [protocol, servedBy[protocol]])),
        builds: buildIds(apps.remotes, (dir) => join(root, dir, 'dist')),
      },
      results: { protocols: byProtocol },
    });
  }
} finally {
  await browser.close();
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
}
