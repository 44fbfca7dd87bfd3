import { createBeaconQueue } from './beaconQueue';
import { eventsOf } from './events';
import { pageName } from './pageOwner';
import { receiveReports } from './report';
import { flushWhenHidden, sendToCollector } from './sendBeacon';
import { watchVitals } from './vitals';

/**
 * The page's RUM client, loaded once the page is live: turns what the start-up code reported
 * (and reports from now on) and the Core Web Vitals into the beacon's events, and sends them
 * when the page is hidden or goes away.
 */
export function startRumClient(): void {
  const queue = createBeaconQueue(sendToCollector);
  flushWhenHidden(() => queue.flush());
  receiveReports((happening) => {
    void eventsOf(happening).then((events) => {
      for (const event of events) queue.add(pageName(happening.path), event);
    });
  });
  watchVitals((page, event) => queue.add(page, event));
}
