// What bench/returning.mjs keeps of its loads (each server's first-card times of Home and
// Listed Books, run by run) and the table it writes (docs/results/returning.md), drawn from that alone.
import { formatSpread, median, runRatioSpread } from './runRatios.mjs';

/** The goal: Listed Books' first card within this much of Home's, in the same run. */
export const LISTED_TO_HOME_GOAL = 1.1;

/**
 * One server's loads as the results keep them: the medians, and the runs' ratios of Listed
 * Books to Home (each run's two loads taken back to back).
 * @param {{ home: (number | null)[], listed: (number | null)[] }} runs
 */
export function serverResult({ home, listed }) {
  const measured = (values) => values.filter((value) => typeof value === 'number');
  return { home, listed, homeMs: median(measured(home)) ?? null, listedMs: median(measured(listed)) ?? null, ratio: runRatioSpread(listed, home) ?? null };
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');

/**
 * The table below the header: each server's median first card on both routes, and the ratio.
 * @param {{ results: { servers: Record<string, ReturnType<typeof serverResult>> } }} doc
 * @returns {string[]}
 */
export function renderReturning(doc) {
  const rows = Object.entries(doc.results.servers).map(
    ([server, result]) => `| ${server} | ${ms(result.homeMs)} | ${ms(result.listedMs)} | ${formatSpread(result.ratio ?? undefined)} | ${result.ratio ? (result.ratio.median <= LISTED_TO_HOME_GOAL ? 'met' : 'not met') : 'n/a'} |`,
  );
  return [
    '## A returning visitor: Listed Books against Home',
    '',
    `One browser profile with books in both lists and the site's service worker installed; each route opened again in a new tab. First card: the first book card on screen, from the navigation's start. Ratio: Listed Books over Home in the same run, the median of the runs (lowest-highest); the goal is ${LISTED_TO_HOME_GOAL.toFixed(2)}x at most.`,
    '',
    '| server | Home: first card | Listed Books: first card | ratio | goal |',
    '|---|---|---|---|---|',
    ...rows,
  ];
}
