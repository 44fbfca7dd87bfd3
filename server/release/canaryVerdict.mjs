// Whether a canary is fit to go to everyone: its figures beside the stable release's, judged
// by deploy/canary-thresholds.json. Pure: the figures come from canaryCheck.mjs.

/**
 * One side's figures over the window; a figure Prometheus had no data for is NaN.
 * @typedef {{ release: string, pageViews: number, errors: number, inpP75Ms: number, lcpP75Ms: number }} Side
 * @typedef {{ maxRatio: number, maxIncrease: number }} Limit
 * @typedef {{ window: string, minPageViews: number, errorRate: Limit, inpP75Ms: Limit, lcpP75Ms: Limit }} Thresholds
 */

/** Errors per page view, NaN without page views. */
const errorRate = (side) => (side.pageViews > 0 ? side.errors / side.pageViews : Number.NaN);

/**
 * Worse beyond the limit: above the stable figure by more than `maxIncrease` and by more
 * than `maxRatio` times it (a ratio alone would fail 2 errors against 1; a difference alone
 * would pass doubling a large figure). A figure missing on either side cannot be compared.
 */
const worse = (canary, stable, { maxRatio, maxIncrease }) =>
  Number.isFinite(canary) && Number.isFinite(stable) && canary - stable > maxIncrease && canary > stable * maxRatio;

/**
 * @param {Side} canary
 * @param {Side} stable
 * @param {Thresholds} thresholds
 * @returns {{ pass: boolean, reasons: string[] }}
 */
export function canaryVerdict(canary, stable, thresholds) {
  if (!(canary.pageViews >= thresholds.minPageViews)) {
    return { pass: false, reasons: [`too few page views to judge: the canary has ${Math.round(canary.pageViews || 0)} in ${thresholds.window}, it needs ${thresholds.minPageViews}`] };
  }
  const reasons = [];
  const canaryRate = errorRate(canary);
  const stableRate = Number.isFinite(errorRate(stable)) ? errorRate(stable) : 0;
  if (worse(canaryRate, stableRate, thresholds.errorRate)) {
    reasons.push(`error rate ${percent(canaryRate)} per page view against ${percent(stableRate)}`);
  }
  if (worse(canary.inpP75Ms, stable.inpP75Ms, thresholds.inpP75Ms)) reasons.push(`INP p75 ${ms(canary.inpP75Ms)} against ${ms(stable.inpP75Ms)}`);
  if (worse(canary.lcpP75Ms, stable.lcpP75Ms, thresholds.lcpP75Ms)) reasons.push(`LCP p75 ${ms(canary.lcpP75Ms)} against ${ms(stable.lcpP75Ms)}`);
  return { pass: reasons.length === 0, reasons };
}

const percent = (rate) => (Number.isFinite(rate) ? `${(rate * 100).toFixed(1)}%` : 'n/a');
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** The two sides in columns, for an operator. */
export function figuresTable(canary, stable, window) {
  const rows = [
    ['', 'canary', 'stable'],
    ['release', canary.release, stable.release],
    [`page views (${window})`, String(Math.round(canary.pageViews || 0)), String(Math.round(stable.pageViews || 0))],
    ['errors', String(Math.round(canary.errors || 0)), String(Math.round(stable.errors || 0))],
    ['errors per page view', percent(errorRate(canary)), percent(errorRate(stable))],
    ['INP p75', ms(canary.inpP75Ms), ms(stable.inpP75Ms)],
    ['LCP p75', ms(canary.lcpP75Ms), ms(stable.lcpP75Ms)],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}
