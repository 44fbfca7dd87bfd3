// What bench/lighthouse.mjs reads from a Lighthouse report, how it sums up a route's runs on a
// side, and the table it prints and writes (docs/results/lighthouse.md), drawn from its results alone.
import { median } from './runRatios.mjs';

/**
 * The categories run beside performance, each shown as its lowest score over the runs: a doc's
 * "SEO 100" has to hold on every run, not on a middle one.
 */
export const scoredCategories = [
  { id: 'accessibility', title: 'accessibility' },
  { id: 'seo', title: 'SEO' },
  { id: 'best-practices', title: 'best practices' },
];

/** The value of Lighthouse's `--only-categories`. */
export const onlyCategories = ['performance', ...scoredCategories.map(({ id }) => id)].join(',');

/**
 * @typedef {{ performance: number, scores: Record<string, number>, failed: Record<string, string[]>, fcp: number, lcp: number, tbt: number, seenPaint: number }} Run
 */

/**
 * One run's scores (0-100) and timings, from Lighthouse's JSON report.
 * @param {{ categories: Record<string, { score: number, auditRefs?: { id: string, weight: number }[] }>, audits: Record<string, { score?: number | null, numericValue?: number, details?: { items: Record<string, number>[] } }> }} report
 * @returns {Run}
 */
export function readRun(report) {
  const score = (id) => {
    const category = report.categories[id];
    if (!category) throw new Error(`the report has no ${id} category`);
    return Math.round(category.score * 100);
  };
  const value = (audit) => report.audits[audit]?.numericValue ?? Number.NaN;
  // The audits that cost a category points: weighed in its score, and not passed.
  const failed = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter(({ id: audit, weight }) => weight > 0 && typeof report.audits[audit]?.score === 'number' && report.audits[audit].score < 1)
      .map(({ id: audit }) => audit);
  return {
    performance: score('performance'),
    scores: Object.fromEntries(scoredCategories.map(({ id }) => [id, score(id)])),
    failed: Object.fromEntries(scoredCategories.map(({ id }) => [id, failed(id)])),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    // Lighthouse estimates FCP and LCP from its own unthrottled load: every request started and
    // every task run before that load's first paint goes into the estimate. Its mobile load here
    // can hold that paint back by a second or more, so the paint it saw is shown beside the
    // estimates.
    seenPaint: report.audits.metrics?.details?.items[0]?.observedFirstContentfulPaint ?? Number.NaN,
  };
}

/**
 * The conditions Lighthouse says it ran under: its version, the device it emulated and how it
 * throttled (the mobile preset's simulated slow 4G and CPU slowdown).
 * @param {{ lighthouseVersion?: string, configSettings?: { formFactor?: string, throttlingMethod?: string, throttling?: Record<string, number> } }} report
 */
export function runConditions(report) {
  const settings = report.configSettings ?? {};
  return { lighthouse: report.lighthouseVersion ?? null, formFactor: settings.formFactor ?? null, throttlingMethod: settings.throttlingMethod ?? null, throttling: settings.throttling ?? null };
}

/**
 * A route's runs on one side: the run with the median performance score, with the lowest score
 * of each other category over all the runs and every audit any run failed in it.
 * @param {ReadonlyArray<Run>} runs
 * @returns {Run}
 */
export function summarize(runs) {
  const middle = median(runs.map((run) => run.performance));
  const run = runs.find((candidate) => candidate.performance === middle);
  if (!run) throw new Error('no runs to sum up');
  const each = (pick) => Object.fromEntries(scoredCategories.map(({ id }) => [id, pick(id)]));
  return {
    ...run,
    scores: each((id) => Math.min(...runs.map((one) => one.scores[id] ?? Number.NaN))),
    failed: each((id) => [...new Set(runs.flatMap((one) => one.failed?.[id] ?? []))]),
  };
}

/**
 * The table's heading and separator lines, for the sides in the order given.
 * @param {ReadonlyArray<string>} sides
 */
export function tableHead(sides) {
  const columns = ['performance', 'FCP / LCP / TBT', ...scoredCategories.map(({ title }) => title)];
  return [
    `| route | ${sides.map((side) => `${side} ${columns.join(' | ')}`).join(' | ')} |`,
    `|---|${sides.map(() => columns.map(() => '---|').join('')).join('')}`,
  ];
}

/**
 * One route's line of the table.
 * @param {string} path
 * @param {Record<string, Run>} results each side's summed-up runs
 * @param {ReadonlyArray<string>} sides
 */
export function tableRow(path, results, sides) {
  const cells = (side) => {
    const run = results[side];
    if (!run) throw new Error(`no result for ${side}`);
    const timings = `${Math.round(run.fcp)} / ${Math.round(run.lcp)} / ${Math.round(run.tbt)} ms (paint seen at ${Math.round(run.seenPaint)})`;
    // A score below 100 names the audits that cost it (files kept before they were recorded have none).
    const score = (id) => [run.scores[id], ...(run.failed?.[id]?.length ? [`(${run.failed[id].join(', ')})`] : [])].join(' ');
    return [`**${run.performance}**`, timings, ...scoredCategories.map(({ id }) => score(id))].join(' | ');
  };
  return `| \`${path}\` | ${sides.map(cells).join(' | ')} |`;
}

/**
 * The Markdown below the results file's header: what bench/lighthouse.mjs prints.
 * @param {{ conditions: Record<string, any>, results: { sides: string[], routes: { path: string, sides: Record<string, { summary: Run, runs: Run[] }> }[] } }} doc
 * @returns {string[]}
 */
export function renderLighthouse({ conditions, results }) {
  const { sides, routes } = results;
  return [
    `Lighthouse ${conditions.lighthouse}, ${conditions.formFactor} preset, median of ${conditions.runs} (performance; FCP, LCP, TBT of that median run, and the first paint of Lighthouse's own unthrottled load; the lowest ${scoredCategories.map(({ title }) => title).join(', ')} scores of the runs, each with the audits any run failed in it).`,
    '',
    ...tableHead(sides),
    ...routes.map((route) => tableRow(route.path, Object.fromEntries(sides.map((side) => [side, route.sides[side]?.summary])), sides)),
  ];
}
