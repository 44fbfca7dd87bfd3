import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './contract.mjs';
import { serveCollector, testSite } from './testSite';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let site: ReturnType<typeof testSite>;
let served: Awaited<ReturnType<typeof serveCollector>>;
beforeAll(async () => {
  site = testSite();
  served = await serveCollector({ releasesDir: site.releasesDir, distDirs: site.distDirs, behindProxy: true, rate: { ratePerSecond: 1, burst: 5, maxClients: 1000 } });
});
afterAll(async () => {
  await served.close();
  site.remove();
});

/** The i-th of a visitor's bad beacons: malformed, oversized, or well formed with made-up names. */
function attack(i: number) {
  const from = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  switch (i % 4) {
    case 0:
      return { expected: 400, body: `{"v":1,"page":"Home","events":[{"kind":"page-view","remote":"catalog","build":${i}}]}`, headers: from };
    case 1:
      return { expected: 413, body: 'x'.repeat(MAX_BODY_BYTES + (i % 1000) + 1), headers: from };
    case 2:
      return { expected: 204, body: JSON.stringify({ v: 1, page: `Page${i}`, events: [{ kind: 'error', remote: `team${i}`, build: `b${i}`, source: 'window' }] }), headers: from };
    default:
      return { expected: 204, body: JSON.stringify({ v: 1, page: 'Home', events: [{ kind: 'vital', remote: 'catalog', build: `build-${i}`, name: 'INP', value: i % 500 }] }), headers: from };
  }
}

async function fire(from: number, count: number) {
  const statuses = new Map<number, number>();
  const unexpected: string[] = [];
  for (let start = from; start < from + count; start += 25) {
    const answers = await Promise.all(Array.from({ length: Math.min(25, from + count - start) }, async (_, k) => {
      const { expected, body, headers } = attack(start + k);
      const { status } = await served.send('/rum', { body, headers });
      if (status !== expected) unexpected.push(`#${start + k}: ${status}, not ${expected}`);
      return status;
    }));
    for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return { statuses, unexpected };
}

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

it('answers 10,000 malformed, oversized and made-up beacons with 4xx or 204, never 5xx, in bounded memory and series', { timeout: 120_000 }, async () => {
  // Every kind once, so every series and buffer the flood can reach exists before it is measured.
  await fire(0, 1000);
  const series = (await served.series()).size;
  const heap = heapAfterGc();

  const { statuses, unexpected } = await fire(1000, 10_000);
  expect(unexpected).toEqual([]);
  expect(Object.fromEntries(statuses)).toEqual({ 204: 5000, 400: 2500, 413: 2500 });
  expect((await served.series()).size, 'no series added by made-up names').toBe(series);
  expect(heapAfterGc() / heap).toBeLessThan(1.1);
});
