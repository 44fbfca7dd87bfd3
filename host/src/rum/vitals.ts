import { onCLS, onFCP, onINP, onLCP, onTTFB, type CLSMetric, type Metric } from 'web-vitals';
import type { RumEvent } from './contract';
import { pageName } from './pageOwner';
import { ownerOfElement } from './sectionOwner';

/** The element a metric is about: the LCP element, the INP target, the largest shift's first source. */
export function elementOf(metric: Metric): Node | null | undefined {
  switch (metric.name) {
    case 'LCP':
      return (metric.entries.at(-1) as LargestContentfulPaint | undefined)?.element;
    case 'INP':
      return (metric.entries[0] as PerformanceEventTiming | undefined)?.target;
    case 'CLS': {
      const shifts = metric.entries as CLSMetric['entries'];
      const largest = shifts.reduce<(typeof shifts)[number] | undefined>((most, shift) => (most && most.value >= shift.value ? most : shift), undefined);
      return largest?.sources.find((source) => source.node)?.node;
    }
    default:
      return undefined;
  }
}

/** The address the document was opened at: loading metrics (LCP, FCP, TTFB) are that page's. */
function openedPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : window.location.pathname;
}

/**
 * Reports each Core Web Vital once it is final (web-vitals reads the page's buffered entries, so
 * starting it after the page is live misses nothing), owned by the section holding its element.
 * INP and CLS grow over the document's life: they go with the page on screen when reported.
 */
export function watchVitals(add: (page: string, event: RumEvent) => void): void {
  const report = (metric: Metric) => {
    const path = metric.name === 'INP' || metric.name === 'CLS' ? window.location.pathname : openedPath();
    add(pageName(path), { kind: 'vital', name: metric.name, value: metric.value, ...ownerOfElement(elementOf(metric), path) });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
