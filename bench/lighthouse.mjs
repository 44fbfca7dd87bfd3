#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4x CPU) on every route of every bench side
// (ports.mjs: the composed site, its client path, and the single-bundle baseline client-rendered
// and prerendered), in one run: performance, accessibility and SEO (the scores the docs quote).
// Needs the builds (`pnpm bench:lighthouse` builds them).
//   node bench/lighthouse.mjs      (RUNS=3 by default: the median performance score is shown,
//                                   and the lowest accessibility and SEO scores)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { onlyCategories, readRun, scoredCategories, summarize, tableHead, tableRow } from './lighthouseResults.mjs';
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
      `--only-categories=${onlyCategories}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return readRun(JSON.parse(stdout));
}

const servers = await startSides();

try {
  console.log(
    `\nLighthouse 12.8.2, mobile preset, median of ${RUNS} (performance; FCP, LCP, TBT of that median run, and the first paint of Lighthouse's own unthrottled load; the lowest ${scoredCategories.map(({ title }) => title).join(' and ')} scores of the runs).\n`,
  );
  const names = Object.keys(sides);
  for (const line of tableHead(names)) console.log(line);
  for (const path of paths) {
    const results = {};
    for (const [side, base] of Object.entries(sides)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(base + path));
      results[side] = summarize(runs);
    }
    console.log(tableRow(path, results, names));
  }
} finally {
  servers.close();
}
