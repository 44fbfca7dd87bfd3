import { MAX_BEACON_BYTES, MAX_EVENTS_PER_BEACON, type RumBeacon, type RumEvent } from './contract';

/** Events kept between two sends at most: a page that goes wrong in a loop sends no more. */
const MAX_QUEUED = 200;

export interface BeaconQueue {
  /** Keeps an event about a page (the contract's page name) for the next send. */
  add(page: string, event: RumEvent): void;
  /** Sends what is kept, a beacon per page and per 50 events, each within the collector's size. */
  flush(): void;
}

const bytesOf = (body: string) => new TextEncoder().encode(body).length;

/** The beacons for one page's events: halved until each fits (an event alone too large is dropped). */
function beaconsFor(page: string, events: RumEvent[]): string[] {
  const body = JSON.stringify({ v: 1, page, events } satisfies RumBeacon);
  if (bytesOf(body) <= MAX_BEACON_BYTES) return [body];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [...beaconsFor(page, events.slice(0, half)), ...beaconsFor(page, events.slice(half))];
}

/** Splits the kept events into beacons, in the order they came, and hands each to `send`. */
export function createBeaconQueue(send: (body: string) => void): BeaconQueue {
  let queued: { page: string; event: RumEvent }[] = [];
  return {
    add(page, event) {
      if (queued.length < MAX_QUEUED) queued.push({ page, event });
    },
    flush() {
      const byPage = new Map<string, RumEvent[]>();
      for (const { page, event } of queued) byPage.set(page, [...(byPage.get(page) ?? []), event]);
      queued = [];
      for (const [page, events] of byPage) {
        for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BEACON) {
          for (const body of beaconsFor(page, events.slice(start, start + MAX_EVENTS_PER_BEACON))) send(body);
        }
      }
    },
  };
}
