// A checked beacon's events, counted under bounded labels (labels.mjs, builds.mjs).
import { appLabel, routeLabel } from './labels.mjs';

/**
 * @param {import('./metrics.mjs').RumMetrics} metrics
 * @param {import('./contract.mjs').Beacon} beacon
 * @param {(app: string, buildId: string) => string} releaseOf
 */
export function recordBeacon(metrics, beacon, releaseOf) {
  const route = routeLabel(beacon.page);
  for (const event of beacon.events) {
    const remote = appLabel(event.remote);
    const labels = { remote, release: remote === 'other' ? 'other' : releaseOf(remote, event.build), route };
    switch (event.kind) {
      case 'page-view':
        metrics.pageViews.inc(labels);
        break;
      case 'vital':
        if (event.name === 'CLS') metrics.cls.observe(labels, event.value);
        else metrics.vitals.observe({ ...labels, metric: event.name }, event.value / 1000);
        break;
      case 'error':
        metrics.errors.inc({ ...labels, source: event.source });
        break;
      case 'load-failure':
        metrics.loadFailures.inc({ ...labels, reason: event.reason });
        break;
      default:
        metrics.federationEvents.inc({ ...labels, event: event.kind });
    }
  }
}
