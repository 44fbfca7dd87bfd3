#!/usr/bin/env node
// Times the first render of the Books pages graph with a 1,000-book catalogue, in Chromium with
// the CPU slowed down 4x (Chrome DevTools' "4x slowdown"). Needs the builds served:
//   PORT_OFFSET=N node scripts/serve.mjs &   then   PORT_OFFSET=N node scripts/bench-graph.mjs [books] [runs]
// Reports, per run: from navigation start to the chart drawn (all bars and labels in the DOM,
// then a painted frame), the time spent in the chart's own render (from the chart chunk arriving
// to the chart drawn), and the longest task that blocked the main thread.
// The functions passed to page.evaluate and addInitScript run in the browser.
/* global window, document, requestAnimationFrame */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const offset = Number(process.env.PORT_OFFSET ?? 0);
const count = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);
const targets = { composed: `http://localhost:${4173 + offset}`, standalone: `http://localhost:${4176 + offset}` };
const real = JSON.parse(readFileSync(new URL('../shared/public/booksData.json', import.meta.url), 'utf8'));
const books = Array.from({ length: count }, (_, i) => {
  const base = real[i % real.length];
  return { ...base, bookId: i + 1, bookName: `${base.bookName} #${i + 1}`, totalPages: 40 + ((i * 97) % 1300) };
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

async function once(base) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/booksData.json', (route) => route.fulfill({ json: books }));
  await page.addInitScript((expected) => {
    const w = window;
    w.__bench = { longest: 0, chunkAt: null, drawnAt: null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.longest = Math.max(w.__bench.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (/recharts|PagesChart/.test(entry.name)) w.__bench.chunkAt = Math.max(w.__bench.chunkAt ?? 0, entry.responseEnd);
      }
    }).observe({ type: 'resource', buffered: true });
    const check = () => {
      if (w.__bench.drawnAt !== null) return;
      if (document.querySelectorAll('.recharts-label-list text').length >= expected) {
        requestAnimationFrame(() => setTimeout(() => (w.__bench.drawnAt = performance.now())));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, count);
  await page.goto(`${base}/pages-graph`);
  await page.waitForFunction(() => window.__bench.drawnAt !== null, undefined, { timeout: 120_000, polling: 500 });
  const result = await page.evaluate(() => window.__bench);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, base] of Object.entries(targets)) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(base));
  const total = results.map((r) => r.drawnAt);
  const chart = results.map((r) => r.drawnAt - r.chunkAt);
  const longest = results.map((r) => r.longest);
  const fmt = (values) => `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(`${name}, ${count} books, 4x CPU throttle, ${runs} runs`);
  console.log(`  navigation start -> chart drawn: ${fmt(total)}`);
  console.log(`  chart chunk loaded -> chart drawn: ${fmt(chart)}`);
  console.log(`  longest main-thread task: ${fmt(longest)}`);
}
await browser.close();
