// What bench/scale.mjs keeps of its loads (each load's figures, their medians, and each size's
// first content and TBT against the smallest size's), and the table it prints and writes
// (docs/results/scale.md), drawn from that alone.
import { median } from './runRatios.mjs';

/**
 * @typedef {{ contentMs: number, nodes: number, tbtMs: number, longestMs: number, heapMb: number, keystroke: number | null } | { failed: string }} Load
 */

/**
 * Each figure's median over the loads that finished, and the fastest and slowest first content;
 * the first failure if none finished.
 * @param {ReadonlyArray<Load>} samples
 */
export function medianResult(samples) {
  /** @type {any[]} */
  const done = samples.filter((sample) => !('failed' in sample));
  if (done.length === 0) return samples[0];
  const of = (key) => median(done.map((sample) => sample[key]));
  const keystrokes = done.map((sample) => sample.keystroke).filter((value) => value !== null && value !== undefined);
  const contents = done.map((sample) => sample.contentMs);
  return {
    contentMs: of('contentMs'),
    contentRange: [Math.min(...contents), Math.max(...contents)],
    nodes: of('nodes'),
    tbtMs: of('tbtMs'),
    longestMs: of('longestMs'),
    heapMb: of('heapMb'),
    keystroke: keystrokes.length > 0 ? median(keystrokes) : null,
  };
}

/**
 * Every view at every size, as the results keep them: the loads, their medians, and against the
 * view's smallest size the first content's ratio and the TBT's difference.
 * @param {ReadonlyArray<{ view: string, path: string, size: number, samples: Load[] }>} measured
 */
export function scaleRows(measured) {
  const rows = measured.map(({ view, path, size, samples }) => ({ view, path, size, runs: samples, median: medianResult(samples) }));
  return rows.map((row) => {
    const smallest = rows.filter((other) => other.view === row.view).reduce((a, b) => (b.size < a.size ? b : a));
    const [base, r] = [smallest.median, row.median];
    const compared = row !== smallest && !('failed' in base) && !('failed' in r);
    return { ...row, contentVsSmallest: compared ? r.contentMs / base.contentMs : null, tbtAboveSmallestMs: compared ? r.tbtMs - base.tbtMs : null };
  });
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
/** The fastest and slowest load: a first paint falls in one of two groups, and the median can flip between them. */
const spread = ([low, high]) => `${Math.round(low).toLocaleString('en-US')}-${Math.round(high).toLocaleString('en-US')}`;

/**
 * The Markdown below the results file's header: what bench/scale.mjs prints.
 * @param {{ conditions: Record<string, any>, results: { rows: ReturnType<typeof scaleRows> } }} doc
 * @returns {string[]}
 */
export function renderScale({ conditions, results }) {
  const { runs, sizes, cpuSlowdown, network, viewport, quietMs, longTaskMs } = conditions;
  const smallest = Math.min(...sizes).toLocaleString('en-US');
  const keystrokeColumn = results.rows.some(({ median: r }) => !('failed' in r) && r.keystroke !== null);
  const header = ['view', 'books', 'first content', `vs ${smallest}`, 'DOM nodes', 'TBT', `vs ${smallest}`, 'longest task', 'heap'];
  if (keystrokeColumn) header.push('keystroke to results');
  const lines = [
    `${runs === 1 ? 'One cold load each' : `Median of ${runs} cold loads each`}, composed production build, Chromium at ${cpuSlowdown}x CPU, ${network.downloadMbps} Mbit/s and ${network.latencyMs} ms, ${viewport.width}x${viewport.height}.`,
    `TBT (each task's time past ${longTaskMs} ms, summed) and longest task run from navigation start until ${quietMs} ms without a long task.`,
    'Listed Books: both lists hold every book. Heap: JS heap in use after a forced GC.',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
  ];
  for (const { view, size, median: r, contentVsSmallest, tbtAboveSmallestMs } of results.rows) {
    const ratio = contentVsSmallest === null ? '' : `**${contentVsSmallest.toFixed(2)}x**`;
    const tbtAbove = tbtAboveSmallestMs === null ? '' : `**${tbtAboveSmallestMs >= 0 ? '+' : '-'}${ms(Math.abs(tbtAboveSmallestMs))}**`;
    const cells =
      'failed' in r
        ? [`did not finish: ${r.failed}`, '', '', '', '', '', '']
        : [`${ms(r.contentMs)} (${spread(r.contentRange)})`, ratio, r.nodes.toLocaleString('en-US'), ms(r.tbtMs), tbtAbove, ms(r.longestMs), `${r.heapMb.toFixed(1)} MB`];
    if (keystrokeColumn) cells.push('failed' in r || r.keystroke === null ? '' : ms(r.keystroke));
    lines.push(`| ${view} | ${size.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
  return lines;
}
