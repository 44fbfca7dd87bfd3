#!/usr/bin/env node
// What a visitor sees in the first moments of a cold load, on a phone (375 px) and a laptop
// (1366 px): each route of every bench side (ports.mjs: the composed site, its client path, the
// one-bundle build drawn by the browser, and the same bundle prerendered) under the bench's
// visitor conditions (4x CPU, 10 Mbit/s, 40 ms). The frames come from Chromium's own record of
// what it drew (the trace's screenshots), not from screenshots taken on request, which a
// throttled page delivers late.
// Writes one picture per width and route to docs/images/first-second-<route>-<width>px.jpg (the
// names the docs show them under): a row per side, a column per moment (STEPS, in ms after the
// navigation started: the first half second and what follows); and, per side, when the first
// frame with anything on it was drawn, printed and written to docs/results/filmstrip.json and
// filmstrip.md (bench/results.mjs; the table is drawn by bench/filmstripResults.mjs). Needs the
// builds (`pnpm bench:filmstrip` builds them).
//   node bench/filmstrip.mjs
//   STEPS=250,500 ROUTES=/,/listed node bench/filmstrip.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { apps } from '../apps.config.mjs';
import { filmstripImage, IMAGES_DIR } from './filmstripResults.mjs';
import { sides } from './ports.mjs';
import { buildIds, chromiumPath, startResults } from './results.mjs';
import { startSides } from './servers.mjs';
import { throttle, visitorConditions } from './visitor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, IMAGES_DIR);
/** The settings read here, recorded with the results. */
const ENV_SETTINGS = ['STEPS', 'ROUTES', 'CPU', 'BENCH_PORT_OFFSET', 'CHROMIUM_PATH'];
const STEPS = (process.env.STEPS ?? '300,400,500,700,1000').split(',').map(Number);
const ROUTES = (process.env.ROUTES ?? '/,/details?id=5,/listed,/pages-graph').split(',');
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
];
/** How long after the last moment asked for the trace keeps recording. */
const TAIL_MS = 300;
/** A frame whose pixels barely vary is blank (one colour, the page's background). */
const BLANK_DEVIATION = 4;
const CELL_WIDTH = 300;
const LABEL_HEIGHT = 28;

/** Chromium's frames of one cold load: [{ at (ms after the navigation started), jpeg }]. */
async function framesOf(browser, url, viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await throttle(context, page);
  await browser.startTracing(page, { screenshots: true, categories: ['devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(Math.max(...STEPS) + TAIL_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const navigation = traceEvents.filter((event) => event.name === 'navigationStart' && (event.args?.data?.documentLoaderURL ?? '').startsWith('http')).at(-1);
  if (!navigation) throw new Error(`${url}: the trace holds no navigation`);
  return traceEvents
    .filter((event) => event.name === 'Screenshot' && event.args?.snapshot)
    .map((event) => ({ at: (event.ts - navigation.ts) / 1000, jpeg: Buffer.from(event.args.snapshot, 'base64') }))
    .sort((a, b) => a.at - b.at);
}

const isBlank = async (jpeg) => (await sharp(jpeg).stats()).channels.every((channel) => channel.stdev < BLANK_DEVIATION);

/** A cell of the strip: the frame on screen at `step`, or white before the first one. */
async function cellAt(frames, step, height) {
  const shown = frames.filter((frame) => frame.at <= step).at(-1);
  const image = shown ? sharp(shown.jpeg).resize({ width: CELL_WIDTH, height, fit: 'contain', background: '#fff' }) : sharp({ create: { width: CELL_WIDTH, height, channels: 3, background: '#fff' } });
  return image.png().toBuffer();
}

const label = (text, width) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}"><rect width="100%" height="100%" fill="#eee"/><text x="6" y="19" font-family="sans-serif" font-size="15">${text}</text></svg>`);

const record = startResults('filmstrip', ENV_SETTINGS);
mkdirSync(out, { recursive: true });
const servers = await startSides();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
/**
 * One unrecorded load of each side first: the browser's first page and a server's first answer
 * for a page pay start-up costs (a renderer and its fonts, the composing server's first read of
 * each remote's pages) that no visitor's load after them does, and without it they fell on the
 * first picture's first row (`/` at 375 px, composed: 528 ms where paired loads give 350).
 */
async function warmUp() {
  for (const base of Object.values(sides)) {
    for (const route of ROUTES) await fetch(base + route).then((response) => response.arrayBuffer());
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(base + ROUTES[0], { waitUntil: 'load' });
    await context.close();
  }
}

const strips = [];
try {
  await warmUp();
  for (const viewport of WIDTHS) {
    const cellHeight = Math.round((CELL_WIDTH * viewport.height) / viewport.width);
    for (const route of ROUTES) {
      const layers = [];
      const firstDrawn = {};
      const rowHeight = LABEL_HEIGHT + cellHeight;
      for (const [row, side] of Object.keys(sides).entries()) {
        const frames = await framesOf(browser, sides[side] + route, viewport);
        let first;
        for (const frame of frames) {
          if (await isBlank(frame.jpeg)) continue;
          first = frame;
          break;
        }
        firstDrawn[side] = first ? first.at : null;
        layers.push({ input: label(`${side}`, CELL_WIDTH * STEPS.length), left: 0, top: row * rowHeight });
        for (const [column, step] of STEPS.entries()) {
          layers.push({ input: await cellAt(frames, step, cellHeight), left: column * CELL_WIDTH, top: row * rowHeight + LABEL_HEIGHT });
          if (row === 0) layers.push({ input: label(`${step} ms`, CELL_WIDTH), left: column * CELL_WIDTH, top: Object.keys(sides).length * rowHeight });
        }
      }
      const image = filmstripImage(route, viewport.width);
      await sharp({ create: { width: CELL_WIDTH * STEPS.length, height: Object.keys(sides).length * rowHeight + LABEL_HEIGHT, channels: 3, background: '#fff' } })
        .composite(layers)
        .jpeg({ quality: 80 })
        .toFile(join(out, image));
      strips.push({ width: viewport.width, route, image, firstDrawn });
      process.stderr.write(`${viewport.width} px ${route}: ${IMAGES_DIR}/${image}\n`);
    }
  }
} finally {
  await browser.close();
  servers.close();
}
record.write({
  conditions: {
    ...visitorConditions(),
    runs: 1,
    steps: STEPS,
    routes: ROUTES,
    widths: WIDTHS,
    tailMs: TAIL_MS,
    blankDeviation: BLANK_DEVIATION,
    sides,
    builds: buildIds(apps.remotes, (dir) => join(root, dir, 'dist')),
  },
  results: { sides: Object.keys(sides), strips },
});
