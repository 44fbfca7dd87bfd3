#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4x CPU) on every route of every bench side
// (ports.mjs: the composed site, its client path, and the single-bundle baseline client-rendered
// and prerendered), in one run: performance, accessibility and SEO (the scores the docs quote).
// Needs the builds (`pnpm bench:lighthouse` builds them).
//   node bench/lighthouse.mjs      (RUNS=3 by default: the median performance score is shown,
//                                   and the lowest accessibility and SEO scores)
//   ROUTES=/,/listed node bench/lighthouse.mjs   only those routes
// Prints the table and writes it with every run's figures to docs/results/lighthouse.json and
// lighthouse.md (bench/results.mjs; the table is drawn by bench/lighthouseResults.mjs).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apps } from '../apps.config.mjs';
import { onlyCategories, readRun, runConditions, summarize } from './lighthouseResults.mjs';
import { sides } from './ports.mjs';
import { buildIds, chromiumPath, startResults } from './results.mjs';
import { lighthouseGoals } from './goals.mjs';
import { startSides } from './servers.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const paths = (process.env.ROUTES ?? '/,/details?id=5,/listed,/pages-graph').split(',');
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The settings read here, recorded with the results. */
const ENV_SETTINGS = ['RUNS', 'ROUTES', 'BENCH_PORT_OFFSET', 'CHROMIUM_PATH'];
const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
/** What the last report said about how Lighthouse ran. */
let lastConditions = {};

async function lighthouse(url) {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--only-categories=${onlyCategories}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  lastConditions = runConditions(report);
  return readRun(report);
}

const record = startResults('lighthouse', ENV_SETTINGS);
const servers = await startSides();
const names = Object.keys(sides);
const routes = [];
try {
  for (const path of paths) {
    const results = {};
    for (const [side, base] of Object.entries(sides)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(base + path));
      results[side] = { summary: summarize(runs), runs };
    }
    routes.push({ path, sides: results });
    process.stderr.write(`${path}: ${RUNS} Lighthouse runs a side\n`);
  }
} finally {
  servers.close();
}
record.write({
  conditions: { goals: lighthouseGoals, ...lastConditions, runs: RUNS, routes: paths, sides, builds: buildIds(apps.remotes, (dir) => join(root, dir, 'dist')) },
  results: { sides: names, routes },
});
