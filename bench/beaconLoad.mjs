// Valid RUM beacons posted to a site's POST /rum as fast as `connections` loops can, each from a
// loopback address of its own in turn (127.1.x.y, Linux answers the whole of 127/8): the
// collector limits each address to a visitor's rate, so many visitors are many addresses, and the
// figures are the collector's own work rather than its refusals. A connection per beacon, as a
// visitor's browser sends one now and then. Used by bench/load.mjs.
import { request } from 'node:http';
import { apps } from '../apps.config.mjs';

/** More addresses than a visitor's allowance would need at a few thousand beacons a second, fewer than the collector tracks. */
const ADDRESSES = 5000;
const addressAt = (index) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** A beacon as the host's page sends it when it is hidden: a page view and the loading vitals. */
export function beaconBody() {
  const [remote, app] = Object.entries(apps.remotes)[0];
  const [page] = Object.keys(app.pages);
  const owner = { remote, build: 'dist' };
  return JSON.stringify({
    v: 1,
    page,
    events: [
      { kind: 'page-view', ...owner },
      { kind: 'vital', name: 'TTFB', value: 42, ...owner },
      { kind: 'vital', name: 'FCP', value: 480, ...owner },
      { kind: 'vital', name: 'LCP', value: 910, ...owner },
    ],
  });
}

const post = (url, body, localAddress) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(url, { method: 'POST', agent: false, localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Posts beacons to `url` from `connections` loops for `seconds`: req/s, latency (ms), answers
 * other than 2xx, and errors (no answer, or none within 10 s), as bench/load.mjs keeps a load.
 */
export async function beaconLoad(url, connections, seconds) {
  const body = beaconBody();
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await post(url, body, addressAt(next++ % ADDRESSES));
        if (status === 0) errors += 1;
        else {
          latencies.push(ms);
          if (status < 200 || status > 299) non2xx += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: (latencies.length + errors) / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    non2xx,
    errors,
  };
}
