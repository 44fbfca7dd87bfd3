// The PromQL a canary check asks Prometheus, for one side (the canary's or the stable
// release's) of one remote: its page views and errors over the window, and its p75 INP and LCP.

/** A PromQL string literal. */
const quote = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** A PromQL range duration: a whole number and a unit, as the thresholds file gives it. */
export function checkedWindow(window) {
  if (typeof window !== 'string' || !/^\d+[smhd]$/.test(window)) throw new Error(`"window" must be a duration such as 30m, not ${JSON.stringify(window)}`);
  return window;
}

/**
 * @param {{ remote: string, release: string, window: string }} side
 * @returns {{ pageViews: string, errors: string, inpP75: string, lcpP75: string }}
 */
export function canaryQueries({ remote, release, window }) {
  const range = checkedWindow(window);
  const owner = `remote=${quote(remote)}, release=${quote(release)}`;
  const p75 = (metric) => `histogram_quantile(0.75, sum by (le) (increase(bookmarked_web_vital_seconds_bucket{${owner}, metric=${quote(metric)}}[${range}])))`;
  return {
    pageViews: `sum(increase(bookmarked_page_views_total{${owner}}[${range}]))`,
    errors: `sum(increase(bookmarked_errors_total{${owner}}[${range}]))`,
    inpP75: p75('INP'),
    lcpP75: p75('LCP'),
  };
}
