import { describe, expect, it } from 'vitest';
import { createBeaconQueue } from './beaconQueue';
import type { RumBeacon, RumEvent } from './contract';

const view = (remote: string): RumEvent => ({ kind: 'page-view', remote, build: 'b1' });

function sentBy(fill: (queue: ReturnType<typeof createBeaconQueue>) => void): RumBeacon[] {
  const sent: string[] = [];
  const queue = createBeaconQueue((body) => sent.push(body));
  fill(queue);
  queue.flush();
  return sent.map((body) => JSON.parse(body) as RumBeacon);
}

describe('createBeaconQueue', () => {
  it('sends nothing while nothing is kept', () => {
    expect(sentBy(() => undefined)).toEqual([]);
  });

  it("sends one beacon per page, with the contract's version and the events in their order", () => {
    const beacons = sentBy((queue) => {
      queue.add('Home', view('catalog'));
      queue.add('ListedBooks', view('lists'));
      queue.add('Home', { kind: 'retry', remote: 'catalog', build: 'b1' });
    });
    expect(beacons).toEqual([
      { v: 1, page: 'Home', events: [view('catalog'), { kind: 'retry', remote: 'catalog', build: 'b1' }] },
      { v: 1, page: 'ListedBooks', events: [view('lists')] },
    ]);
  });

  it('sends what it kept once: a second flush has nothing to send', () => {
    const sent: string[] = [];
    const queue = createBeaconQueue((body) => sent.push(body));
    queue.add('Home', view('catalog'));
    queue.flush();
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('puts at most 50 events in a beacon', () => {
    const beacons = sentBy((queue) => {
      for (let i = 0; i < 120; i++) queue.add('Home', view('catalog'));
    });
    expect(beacons.map((beacon) => beacon.events.length)).toEqual([50, 50, 20]);
  });

  it('keeps at most 200 events between two sends', () => {
    const beacons = sentBy((queue) => {
      for (let i = 0; i < 250; i++) queue.add('Home', view('catalog'));
    });
    expect(beacons.reduce((sum, beacon) => sum + beacon.events.length, 0)).toBe(200);
  });

  it('splits a beacon that would be larger than 16 KiB, and drops an event too large alone', () => {
    const sent: string[] = [];
    const queue = createBeaconQueue((body) => sent.push(body));
    const large = (size: number): RumEvent => ({ kind: 'page-view', remote: 'catalog', build: 'x'.repeat(size) });
    for (let i = 0; i < 4; i++) queue.add('Home', large(5000));
    queue.add('Home', large(17_000));
    queue.flush();
    expect(sent.every((body) => new TextEncoder().encode(body).length <= 16 * 1024)).toBe(true);
    expect(sent.map((body) => (JSON.parse(body) as RumBeacon).events.map((event) => event.build.length))).toEqual([[5000, 5000, 5000], [5000]]);
  });
});
