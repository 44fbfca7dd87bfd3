// The figures the collector keeps, as Prometheus metrics (prom-client), in a registry of its own.
import { Counter, Histogram, Registry } from 'prom-client';
import { ERROR_SOURCES } from './contract.mjs';
import { APPS, PAGES_OF } from './labels.mjs';

/** Seconds: from a fast first paint to a page that took far too long. */
const VITAL_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 6, 10];
/** Layout shift, unitless: 0.1 is good, 0.25 poor. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const SERIES_VITALS = ['LCP', 'INP', 'FCP', 'TTFB'];

export function createRumMetrics() {
  const registry = new Registry();
  const owner = ['remote', 'release', 'route'];
  const metrics = {
    registry,
    pageViews: new Counter({ name: 'bookmarked_page_views_total', help: 'Page views, by the route\'s own remote and its release', labelNames: owner, registers: [registry] }),
    errors: new Counter({ name: 'bookmarked_errors_total', help: 'Errors, by the remote whose code threw', labelNames: [...owner, 'source'], registers: [registry] }),
    loadFailures: new Counter({ name: 'bookmarked_load_failures_total', help: 'Remotes that failed to load', labelNames: [...owner, 'reason'], registers: [registry] }),
    federationEvents: new Counter({ name: 'bookmarked_federation_events_total', help: 'Version skew, hydration recoveries and retries', labelNames: [...owner, 'event'], registers: [registry] }),
    vitals: new Histogram({ name: 'bookmarked_web_vital_seconds', help: 'Web vitals (LCP, INP, FCP, TTFB) in seconds', labelNames: [...owner, 'metric'], buckets: VITAL_BUCKETS, registers: [registry] }),
    cls: new Histogram({ name: 'bookmarked_web_vital_cls', help: 'Cumulative layout shift', labelNames: owner, buckets: CLS_BUCKETS, registers: [registry] }),
    rejected: new Counter({ name: 'bookmarked_rum_rejected_total', help: 'Beacons and reports refused, by why', labelNames: ['reason'], registers: [registry] }),
    csp: new Counter({ name: 'bookmarked_csp_violations_total', help: 'CSP violations, by directive and the remote blocked', labelNames: ['directive', 'remote'], registers: [registry] }),
  };
  return metrics;
}

/** @typedef {ReturnType<typeof createRumMetrics>} RumMetrics */

/**
 * Every series a canary check reads, at zero, for each app's own routes and each release it has
 * now, and those of releases no longer on disk removed. Prometheus's increase() and rate() count
 * from a series' first sample, so a series that first appears with a page view already in it
 * would hide that view; one that exists at zero from the start loses nothing.
 * @param {RumMetrics} metrics
 * @param {(app: string) => string[]} releasesOf
 */
export async function zeroSeries(metrics, releasesOf) {
  const keep = new Map(APPS.map((app) => [app, new Set(releasesOf(app))]));
  for (const metric of [metrics.pageViews, metrics.errors, metrics.loadFailures, metrics.federationEvents, metrics.vitals, metrics.cls]) {
    const stale = new Map();
    for (const { labels } of (await metric.get()).values) {
      const { remote, release } = labels;
      if (!keep.has(String(remote)) || keep.get(String(remote))?.has(String(release))) continue;
      // A histogram lists each bucket (`le`) and its sum and count: one series to remove.
      const series = Object.fromEntries(Object.entries(labels).filter(([name]) => name !== 'le'));
      stale.set(JSON.stringify(series), series);
    }
    for (const series of stale.values()) metric.remove(series);
  }
  for (const [remote, releases] of keep) {
    for (const release of releases) {
      for (const route of PAGES_OF[remote]) {
        const labels = { remote, release, route };
        metrics.pageViews.inc(labels, 0);
        for (const source of ERROR_SOURCES) metrics.errors.inc({ ...labels, source }, 0);
        for (const metric of SERIES_VITALS) metrics.vitals.zero({ ...labels, metric });
      }
    }
  }
}
