#!/usr/bin/env node
// Benchmark: what each route costs in the composed (federated) site, against a baseline in
// the same run: the same pages in one ordinary Vite build (bench/monolith). Reports gzip JS
// bytes, file counts and time to content (median of RUNS cold loads, 4x CPU throttle).
// Needs `pnpm build` and `pnpm --filter bench build:baseline` first (`pnpm bench` does both).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const OFFSET = 40;
const composedUrl = `http://localhost:${4173 + OFFSET}`;
const baselinePort = 4300;
const baselineUrl = `http://localhost:${baselinePort}`;

const routes = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Books', exact: true }).waitFor() },
  { path: '/details?id=5', ready: (page) => page.getByRole('button', { name: 'Mark as read' }).waitFor() },
  { path: '/listed', ready: (page) => page.getByRole('tab', { name: /Read List/ }).waitFor() },
  { path: '/pages-graph', ready: (page) => page.locator('.recharts-bar-rectangle').first().waitFor() },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, base, route) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base + route.path);
    await route.ready(page);
    const contentMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    samples.push({ contentMs, files: bodies.length, gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) });
    await context.close();
  }
  return { contentMs: median(samples.map((s) => s.contentMs)), files: median(samples.map((s) => s.files)), gzip: median(samples.map((s) => s.gzip)) };
}

const composed = spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT_OFFSET: String(OFFSET) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => composed.stdout.on('data', (chunk) => chunk.toString().includes('graph') && resolve()));
const baselineFiles = sirv(`${root}/.bench/monolith`, { single: true });
const baseline = createServer((req, res) => baselineFiles(req, res)).listen(baselinePort);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
try {
  for (const route of routes) {
    const fed = await measure(browser, composedUrl, route);
    const base = await measure(browser, baselineUrl, route);
    rows.push(
      `| ${route.path} | ${kb(fed.gzip)} KB / ${fed.files} files | ${kb(base.gzip)} KB / ${base.files} files | ${(fed.gzip / base.gzip).toFixed(2)} | ${fed.contentMs.toFixed(0)} ms | ${base.contentMs.toFixed(0)} ms | ${(fed.contentMs / base.contentMs).toFixed(2)} |`,
    );
  }
} finally {
  await browser.close();
  composed.kill();
  baseline.close();
}
console.log(`\nCold loads, median of ${RUNS}, Chromium with 4x CPU throttle, localhost (no network throttle).`);
console.log('JS = every script the route loads, gzip-compressed as a server would send it.\n');
console.log('| route | composed JS (gzip) | baseline JS (gzip) | JS ratio | composed time to content | baseline | time ratio |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
