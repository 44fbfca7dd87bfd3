// The loads of one run are taken back to back, one per side, so a ratio within a run leaves
// out most of the drift between runs (a busy moment of the machine slows every side of that
// run alike). The median of those ratios, with their lowest and highest, shows what a ratio
// of medians hides: how far a single run's ratio can move.

/**
 * The middle value, the higher of the two middle ones for an even count; undefined for none.
 * @param {ReadonlyArray<number>} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The ratio `a[i] / b[i]` of every run in which both sides measured something, in run order.
 * @param {ReadonlyArray<number | null | undefined>} a
 * @param {ReadonlyArray<number | null | undefined>} b
 * @returns {number[]}
 */
export function runRatios(a, b) {
  const ratios = [];
  for (let run = 0; run < Math.min(a.length, b.length); run += 1) {
    const [over, under] = [a[run], b[run]];
    if (typeof over === 'number' && typeof under === 'number' && Number.isFinite(over) && Number.isFinite(under) && under > 0) ratios.push(over / under);
  }
  return ratios;
}

/**
 * The middle, lowest and highest of the runs' ratios; undefined where no run measured both sides.
 * @param {ReadonlyArray<number | null | undefined>} a
 * @param {ReadonlyArray<number | null | undefined>} b
 * @returns {{ median: number; low: number; high: number; runs: number } | undefined}
 */
export function runRatioSpread(a, b) {
  const ratios = runRatios(a, b);
  if (ratios.length === 0) return undefined;
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios), runs: ratios.length };
}

/**
 * `1.05 (0.92-1.31)`: the median of the runs' ratios, and their range.
 * @param {{ median: number; low: number; high: number } | undefined} spread
 */
export const formatSpread = (spread) => (spread === undefined ? 'n/a' : `**${spread.median.toFixed(2)}** (${spread.low.toFixed(2)}-${spread.high.toFixed(2)})`);
