import { describe, expect, it } from 'vitest';
import { failureResult, healthyResult, memoryResult, renderLoad, rumResult } from './loadResults.mjs';

const load = (rps: number, p99: number, more: Partial<Record<string, number>> = {}) => ({ rps, p50: p99 / 2, p99, max: p99 * 2, non2xx: 0, errors: 0, whole: 4, withGraph: 4, sampled: 4, slowestSample: 20, ...more });

const conditions = {
  connections: [50, 200],
  seconds: 8,
  failureSeconds: 3,
  settleMs: 2000,
  books: null,
  composeTimeoutMs: 500,
  failingPage: '/pages-graph',
  otherPage: '/details?id=5',
  asBuilt: '/index.html',
  staticCopy: '/assets/bench-load-composed-details.html',
  rumConnections: 50,
  beaconBytes: 290,
};

describe("the load bench's results", () => {
  const built = load(2000, 40);
  const copy = load(1000, 50);
  const healthy = healthyResult({ name: 'nginx', connections: 50, path: '/details?id=5', composed: load(16_000, 12), built, copy });

  it("gives a composed page's throughput and p99 against the server's references", () => {
    expect(healthy.vsBuilt).toEqual({ throughput: 8, p99: 0.3 });
    expect(healthy.vsFile).toEqual({ throughput: 16, p99: 12 / 50 });
  });

  it("holds the failing remote's page to the servers' wait, and another's to its own with every remote well", () => {
    const ok = load(9000, 10);
    expect(failureResult({ name: 'nginx', connections: 50, mode: 'hang', path: '/pages-graph', result: load(9000, 5), base: ok }, '/pages-graph', 500).p99Against).toEqual({ of: 'wait', ratio: 0.01 });
    expect(failureResult({ name: 'nginx', connections: 50, mode: 'hang', path: '/details?id=5', result: load(9000, 12), base: ok }, '/pages-graph', 500).p99Against).toEqual({ of: 'ok', ratio: 1.2 });
    expect(failureResult({ name: 'nginx', connections: 50, mode: 'ok', path: '/details?id=5', result: ok, base: ok }, '/pages-graph', 500).p99Against).toBeNull();
  });

  it("gives serve.mjs's memory growth from each mark to the next, and none without a reading", () => {
    expect(memoryResult({ pages: 206, after1k: 200_000, after100k: 240_000, after200k: 240_000, non2xx: 0 })).toMatchObject({ growth100k: 1.2, growth200k: 1 });
    expect(memoryResult({ pages: 206, after1k: undefined, after100k: undefined, after200k: undefined, non2xx: 0 })).toMatchObject({ growth100k: null, growth200k: null });
  });

  it('draws the tables it printed', () => {
    const failure = failureResult({ name: 'nginx', connections: 50, mode: 'slow', path: '/pages-graph', result: load(9000, 5, { withGraph: 1 }), base: undefined }, '/pages-graph', 500);
    const lines = renderLoad({
      conditions,
      results: {
        staticCopyBytes: 40_000,
        references: [{ name: 'nginx', connections: 50, built, copy }],
        healthy: [healthy],
        failures: [failure],
        memory: memoryResult({ pages: 206, after1k: 218_112, after100k: 257_024, after200k: 257_024, non2xx: 1 }),
      },
    });
    expect(lines[0]).toBe("the site's own catalogue; 8 s a load (the failures: 3 s, each met for 2 s first), gzip, one run. The graph remote is a stand-in throughout.");
    expect(lines).toContain('| nginx | 50 | 2,000, 20 ms / 40 ms / 80 ms | 1,000, 25 ms / 50 ms / 100 ms | 0 / 0 |');
    expect(lines).toContain('| nginx | 50 | `/details?id=5` | 16,000, 6 ms / 12 ms / 24 ms | 0 | **8.00x**, **0.30x** | **16.00x**, **0.24x** |');
    expect(lines).toContain('| nginx | 50 | slow | `/pages-graph` | 9,000, 3 ms / 5 ms / 10 ms | 0 | 0 | **0.01x** of 500 ms | 4/4 (1), 20 ms |');
    expect(lines.at(-1)).toBe(
      "serve.mjs's resident memory over 206 different pages, 50 connections: 213 MB after 1,000 requests, 251 MB after 100,000 more (**1.18x**), 251 MB after 100,000 more again (1.00x the 100,000 mark; 1 answers other than 2xx, the 404 of a book no one has among them).",
    );
  });

  it('gives the page beside the RUM beacons against its load alone, and draws the beacons\' answers', () => {
    const beacons = { rps: 3000, p50: 8, p99: 30, max: 60, non2xx: 0, errors: 1 };
    const beside = rumResult({ name: 'serve.mjs', connections: 50, beacons, page: load(8000, 15), pageAlone: load(10_000, 12) });
    expect(beside.pageVsAlone).toEqual({ throughput: 0.8, p99: 1.25 });
    expect(rumResult({ name: 'serve.mjs', connections: 50, beacons, page: load(8000, 15), pageAlone: undefined }).pageVsAlone).toBeNull();
    const lines = renderLoad({ conditions, results: { staticCopyBytes: 0, references: [], healthy: [], failures: [], rum: [beside], memory: null } });
    expect(lines).toContain(
      'Valid beacons posted to `POST /rum` (290 bytes, a page view and three vitals) at 50 connections, each from a loopback address of its own in turn, next to the load of `/details?id=5`; the page against its load alone:',
    );
    expect(lines).toContain('| serve.mjs | 50 | 3,000, 8 ms / 30 ms / 60 ms | 0 | 1 | 8,000, 8 ms / 15 ms / 30 ms | 0 | **0.80x**, **1.25x** |');
  });

  it('names a generated catalogue', () => {
    const lines = renderLoad({ conditions: { ...conditions, books: 10_000 }, results: { staticCopyBytes: 0, references: [], healthy: [], failures: [], memory: null } });
    expect(lines[0]).toMatch(/^10,000 generated books; /);
  });
});
