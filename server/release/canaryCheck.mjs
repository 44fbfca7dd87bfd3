#!/usr/bin/env node
// pnpm canary:check <remote>: the remote's running canary beside its stable release, from the
// RUM figures in Prometheus (PROMETHEUS_URL, default 127.0.0.1:9090 plus PORT_OFFSET): page
// views, errors per page view, INP and LCP p75 over the thresholds' window. Exits 1 when the
// canary is worse beyond deploy/canary-thresholds.json (CANARY_THRESHOLDS names another file),
// or has too few page views to judge. pnpm promote runs it before a canary goes to everyone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { canaryQueries, checkedWindow } from './canaryQueries.mjs';
import { canaryVerdict, figuresTable } from './canaryVerdict.mjs';
import { Refusal, runCommand } from './refusal.mjs';
import { releaseOfEntry } from './releaseFolder.mjs';
import { readRemotesFile } from './remotesFile.mjs';
import { remoteNamed, sitePaths } from './site.mjs';

const limit = v.object({ maxRatio: v.pipe(v.number(), v.minValue(1)), maxIncrease: v.pipe(v.number(), v.minValue(0)) });
const thresholdsSchema = v.object({
  window: v.string(),
  minPageViews: v.pipe(v.number(), v.minValue(1)),
  errorRate: limit,
  inpP75Ms: limit,
  lcpP75Ms: limit,
});

/** The thresholds file, checked, or a refusal that says what is wrong with it. */
export function readThresholds(env = process.env) {
  const file = env.CANARY_THRESHOLDS ?? join(sitePaths(env).root, 'deploy/canary-thresholds.json');
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Refusal(`refused: ${file} cannot be read (${error.code ?? error.message})`);
  }
  const result = v.safeParse(thresholdsSchema, json);
  if (!result.success) throw new Refusal(`refused: ${file}: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`);
  try {
    checkedWindow(result.output.window);
  } catch (error) {
    throw new Refusal(`refused: ${file}: ${error.message}`);
  }
  return result.output;
}

export const prometheusUrl = (env = process.env) => env.PROMETHEUS_URL ?? `http://127.0.0.1:${9090 + Number(env.PORT_OFFSET ?? 0)}`;

/** One number from an instant query: the first sample's value, NaN when there is none. */
async function queryNumber(base, query, fetchImpl) {
  let answer;
  try {
    const response = await fetchImpl(`${base}/api/v1/query?${new URLSearchParams({ query })}`, { signal: AbortSignal.timeout(10_000) });
    answer = await response.json();
  } catch (error) {
    throw new Refusal(`refused: Prometheus at ${base} did not answer (${error.cause?.code ?? error.message}); pnpm prometheus start runs one`);
  }
  if (answer?.status !== 'success') throw new Refusal(`refused: Prometheus refused ${query}: ${answer?.error ?? 'no answer'}`);
  const value = answer.data?.result?.[0]?.value?.[1];
  return value === undefined ? Number.NaN : Number(value);
}

/** One side's figures from Prometheus. */
async function sideFigures({ remote, release, window, base, fetchImpl }) {
  const queries = canaryQueries({ remote, release, window });
  const [pageViews, errors, inp, lcp] = await Promise.all([queries.pageViews, queries.errors, queries.inpP75, queries.lcpP75].map((query) => queryNumber(base, query, fetchImpl)));
  return { release, pageViews: pageViews || 0, errors: errors || 0, inpP75Ms: inp * 1000, lcpP75Ms: lcp * 1000 };
}

/**
 * The verdict on `remote`'s canary `canaryRelease` against `stableRelease`, and the lines that
 * show it.
 * @param {{ remote: string, canaryRelease: string, stableRelease: string, env?: NodeJS.ProcessEnv, fetchImpl?: typeof fetch }} options
 */
export async function judgeCanary({ remote, canaryRelease, stableRelease, env = process.env, fetchImpl = fetch }) {
  const thresholds = readThresholds(env);
  const base = prometheusUrl(env);
  const [canary, stable] = await Promise.all([canaryRelease, stableRelease].map((release) => sideFigures({ remote, release, window: thresholds.window, base, fetchImpl })));
  const verdict = canaryVerdict(canary, stable, thresholds);
  const lines = [...figuresTable(canary, stable, thresholds.window), verdict.pass ? `${remote} ${canaryRelease} passes its canary check` : `${remote} ${canaryRelease} fails its canary check: ${verdict.reasons.join('; ')}`];
  return { pass: verdict.pass, lines };
}

/** The release a stable entry serves: a release id, or `dist` for the remote's own build. */
export const stableReleaseOf = (entry, remote) => releaseOfEntry(entry, remote) ?? 'dist';

/** `pnpm canary:check <remote>`: the lines to print, or a refusal carrying them when it fails. */
export async function canaryCheck({ app, env = process.env, fetchImpl = fetch }) {
  const remote = remoteNamed(app);
  if (remote.problem) throw new Refusal(`refused: ${remote.problem}`);
  const live = readRemotesFile(sitePaths(env).remotesFile);
  if (live.problem) throw new Refusal(`refused: ${live.problem}`);
  const canaryEntry = live.config.canaries?.[remote.name]?.entry;
  const canaryRelease = releaseOfEntry(canaryEntry, remote.name);
  if (!canaryRelease) throw new Refusal(`no canary of ${remote.name} is running (pnpm promote ${remote.name} <release> --canary PERCENT starts one)`);
  const { pass, lines } = await judgeCanary({ remote: remote.name, canaryRelease, stableRelease: stableReleaseOf(live.config.remotes[remote.name], remote.name), env, fetchImpl });
  if (!pass) throw new Refusal(lines.join('\n'));
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCommand(() => canaryCheck({ app: process.argv[2] }));
}
