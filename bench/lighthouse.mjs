#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4x CPU) on every route of every bench side
// (ports.mjs: the composed site, its client path, and the single-bundle baseline client-rendered
// and prerendered), in one run. Needs the
// builds (`pnpm bench:lighthouse` builds them).
//   node bench/lighthouse.mjs      (RUNS=3 by default: the median performance score is shown)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sides } from './ports.mjs';
import { startSides } from './servers.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const paths = ['/', '/details?id=5', '/listed', '/pages-graph'];
const run = promisify(execFile);

async function lighthouse(url) {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    // Lighthouse estimates FCP and LCP from its own unthrottled load: every request started and
    // every task run before that load's first paint goes into the estimate. Its mobile load here
    // can hold that paint to about 1.2 s or 2.2 s (see performance.md, "Lighthouse"), so the
    // paint it saw is shown beside the estimates.
    seenPaint: report.audits.metrics.details.items[0].observedFirstContentfulPaint,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const servers = await startSides();

try {
  console.log(`\nLighthouse 12.8.2, mobile preset, median of ${RUNS} (performance; FCP, LCP, TBT of that median run, and the first paint of Lighthouse's own unthrottled load).\n`);
  const names = Object.keys(sides);
  console.log(`| route | ${names.map((side) => `${side} performance | FCP / LCP / TBT | accessibility`).join(' | ')} |`);
  console.log(`|---|${names.map(() => '---|---|---|').join('')}`);
  for (const path of paths) {
    const result = {};
    for (const [side, base] of Object.entries(sides)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(base + path));
      const score = median(runs.map((r) => r.performance));
      result[side] = { ...runs.find((r) => r.performance === score), accessibility: Math.min(...runs.map((r) => r.accessibility)) };
    }
    const timings = (r) => `${Math.round(r.fcp)} / ${Math.round(r.lcp)} / ${Math.round(r.tbt)} ms (paint seen at ${Math.round(r.seenPaint)})`;
    console.log(`| \`${path}\` | ${names.map((side) => `**${result[side].performance}** | ${timings(result[side])} | ${result[side].accessibility}`).join(' | ')} |`);
  }
} finally {
  servers.close();
}
