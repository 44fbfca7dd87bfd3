import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './contract.mjs';
import { parseCspReport } from './csp.mjs';
import { createRateLimit } from './rateLimit.mjs';
import { serveCollector, testSite, writeRelease } from './testSite';

let site: ReturnType<typeof testSite>;
let served: Awaited<ReturnType<typeof serveCollector>>;
/** A time the tests move by hand: the build index and the rate limit read it. */
let clock = 0;
const now = () => clock;

beforeEach(async () => {
  clock = 0;
  site = testSite();
  served = await serveCollector({ releasesDir: site.releasesDir, distDirs: site.distDirs, now, rate: { ratePerSecond: 1, burst: 1000, maxClients: 100 } });
});
afterEach(async () => {
  await served.close();
  site.remove();
});

const beacon = (page: string, ...events: object[]) => JSON.stringify({ v: 1, page, events });
const views = (labels: Record<string, string>) => served.value('bookmarked_page_views_total', labels);
const rejected = (reason: string) => served.value('bookmarked_rum_rejected_total', { reason });

describe('POST /rum', () => {
  it('counts a beacon\'s events under the remote and the release its build is, answering 204', async () => {
    const answer = await served.send('/rum', {
      body: beacon('Home',
        { kind: 'page-view', remote: 'catalog', build: 'catalog-release-build' },
        { kind: 'vital', remote: 'catalog', build: 'catalog-release-build', name: 'LCP', value: 1200 },
        { kind: 'vital', remote: 'catalog', build: 'catalog-release-build', name: 'CLS', value: 0.02 },
        { kind: 'error', remote: 'host', build: 'host-build-1', source: 'react-caught' },
        { kind: 'load-failure', remote: 'lists', build: 'lists-dist-build', reason: 'timeout' },
        { kind: 'skew', remote: 'graph', build: 'graph-dist-build' }),
      type: 'application/json; charset=utf-8',
    });
    expect(answer.status).toBe(204);
    expect(await views({ remote: 'catalog', release: '1.0.0-00000000aa', route: 'Home' })).toBe(1);
    expect(await served.value('bookmarked_web_vital_seconds_sum', { remote: 'catalog', release: '1.0.0-00000000aa', route: 'Home', metric: 'LCP' })).toBe(1.2);
    expect(await served.value('bookmarked_web_vital_cls_count', { remote: 'catalog', release: '1.0.0-00000000aa', route: 'Home' })).toBe(1);
    expect(await served.value('bookmarked_errors_total', { remote: 'host', release: 'dist', route: 'Home', source: 'react-caught' })).toBe(1);
    expect(await served.value('bookmarked_load_failures_total', { remote: 'lists', release: 'dist', route: 'Home', reason: 'timeout' })).toBe(1);
    expect(await served.value('bookmarked_federation_events_total', { remote: 'graph', release: 'dist', route: 'Home', event: 'skew' })).toBe(1);
  });

  it('counts made-up remotes, releases and pages as other, adding no series of their own', async () => {
    await served.send('/rum', { body: beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'catalog-dist-build' }) });
    const before = (await served.series()).size;
    for (let i = 0; i < 20; i += 1) {
      expect((await served.send('/rum', { body: beacon(`Page${i}`, { kind: 'page-view', remote: `evil${i}`, build: 'x' }, { kind: 'page-view', remote: 'catalog', build: `made-up-${i}` }) })).status).toBe(204);
    }
    expect(await views({ remote: 'other', release: 'other', route: 'other' })).toBe(20);
    expect(await views({ remote: 'catalog', release: 'other', route: 'other' })).toBe(20);
    expect((await served.series()).size).toBe(before + 2);
  });

  it('knows a release made after it started, and forgets the oldest beyond the twenty it keeps', async () => {
    writeRelease(site.root, '1.0.0-00000000bb', 'new-build');
    clock += 1000;
    await served.send('/rum', { body: beacon('BookDetails', { kind: 'page-view', remote: 'catalog', build: 'new-build' }) });
    expect(await views({ remote: 'catalog', release: '1.0.0-00000000bb', route: 'BookDetails' })).toBe(1);
    // Its other route exists at zero, so Prometheus counts its first view there too.
    expect(await views({ remote: 'catalog', release: '1.0.0-00000000bb', route: 'Home' })).toBe(0);

    for (let i = 0; i < 20; i += 1) writeRelease(site.root, `2.0.0-${String(i).padStart(10, '0')}`, `b${i}`, -i - 1);
    clock += 1000;
    await served.send('/rum', { body: beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'new-build' }) });
    expect(await views({ remote: 'catalog', release: 'other', route: 'Home' })).toBe(1);
    expect(await views({ remote: 'catalog', release: '1.0.0-00000000bb', route: 'BookDetails' }), 'a forgotten release\'s series are dropped').toBeUndefined();
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', beacon('Home').replace('"v":1', '"v":2')],
    ['no events', beacon('Home')],
    ['51 events', beacon('Home', ...Array.from({ length: 51 }, () => ({ kind: 'page-view', remote: 'catalog', build: 'b' })))],
    ['an unknown kind', beacon('Home', { kind: 'click', remote: 'catalog', build: 'b' })],
    ['a vital without a number', beacon('Home', { kind: 'vital', remote: 'catalog', build: 'b', name: 'LCP', value: '12' })],
    ['a negative vital', beacon('Home', { kind: 'vital', remote: 'catalog', build: 'b', name: 'INP', value: -1 })],
    ['an error without its source', beacon('Home', { kind: 'error', remote: 'catalog', build: 'b' })],
    ['a name of 65 characters', beacon('a'.repeat(65), { kind: 'page-view', remote: 'catalog', build: 'b' })],
  ])('refuses %s with 400 and keeps nothing', async (_, body) => {
    const before = await served.series();
    expect((await served.send('/rum', { body })).status).toBe(400);
    expect(await rejected('malformed')).toBe(1);
    expect((await served.series()).size).toBe(before.size + 1);
  });

  it('refuses another method with 405 and another content type with 415', async () => {
    expect((await served.send('/rum', { method: 'GET' })).status).toBe(405);
    expect((await served.send('/rum', { body: beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'b' }), type: 'text/plain' })).status).toBe(415);
    expect(await rejected('wrong-method')).toBe(1);
    expect(await rejected('wrong-content-type')).toBe(1);
  });

  it('refuses a body over 16 KiB with 413, by its length or once it grows past the cap, and closes the connection', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(await served.send('/rum', { body: big })).toEqual({ status: 413, closed: true });
    expect(await served.send('/rum', { body: 'x'.repeat(MAX_BODY_BYTES * 64), chunked: true })).toEqual({ status: 413, closed: true });
    expect(await rejected('too-large')).toBe(2);
    const padded = beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'b' });
    expect((await served.send('/rum', { body: padded.padEnd(MAX_BODY_BYTES, ' ') })).status, 'exactly the cap').toBe(204);
  });
});

describe('the rate limit', () => {
  it('answers 429 once a client has used its burst, and lets it in again as its bucket refills', async () => {
    await served.close();
    served = await serveCollector({ releasesDir: site.releasesDir, distDirs: site.distDirs, now, rate: { ratePerSecond: 2, burst: 3, maxClients: 10 } });
    const body = beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'b' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await served.send('/rum', { body })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await rejected('rate-limited')).toBe(1);
    clock += 500;
    expect((await served.send('/rum', { body })).status).toBe(204);
  });

  it('keeps at most its maximum of clients, forgetting the one seen least recently', () => {
    let time = 0;
    const limit = createRateLimit({ ratePerSecond: 0, burst: 1, maxClients: 2, now: () => time });
    expect([limit.allow('a'), limit.allow('b'), limit.allow('a')]).toEqual([true, true, false]);
    expect(limit.allow('c')).toBe(true);
    expect(limit.size()).toBe(2);
    // b was forgotten (a was seen after it): it starts again with a full bucket; a is still empty.
    expect([limit.allow('b'), limit.allow('a')]).toEqual([true, true]);
    time += 1;
    expect(limit.allow('b')).toBe(false);
  });

  it('behind a proxy, tells clients apart by the address the proxy added', async () => {
    await served.close();
    served = await serveCollector({ releasesDir: site.releasesDir, distDirs: site.distDirs, now, behindProxy: true, rate: { ratePerSecond: 0, burst: 1, maxClients: 10 } });
    const body = beacon('Home', { kind: 'page-view', remote: 'catalog', build: 'b' });
    const from = (chain: string) => served.send('/rum', { body, headers: { 'x-forwarded-for': chain } });
    expect((await from('203.0.113.1')).status).toBe(204);
    expect((await from('203.0.113.2')).status).toBe(204);
    expect((await from('1.2.3.4, 203.0.113.1')).status, 'a forged first address changes nothing').toBe(429);
  });
});

describe('POST /csp-report', () => {
  const violation = (effectiveDirective: string, blockedURL: string) => ({ type: 'csp-violation', url: 'http://localhost/', body: { effectiveDirective, blockedURL, sample: 'secret' } });

  it('counts Reporting API and report-uri violations by directive and by the remote blocked', async () => {
    const reports = JSON.stringify([
      violation('script-src-elem', 'http://localhost:4173/releases/catalog/1.0.0-00000000aa/remoteEntry.js'),
      violation('connect-src', 'https://evil.example/x'),
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect((await served.send('/csp-report', { body: reports, type: 'application/reports+json' })).status).toBe(204);
    const legacy = JSON.stringify({ 'csp-report': { 'violated-directive': 'style-src-elem \'self\'', 'blocked-uri': 'inline' } });
    expect((await served.send('/csp-report', { body: legacy, type: 'application/csp-report' })).status).toBe(204);
    const csp = (directive: string, remote: string) => served.value('bookmarked_csp_violations_total', { directive, remote });
    expect(await csp('script-src-elem', 'catalog')).toBe(1);
    expect(await csp('connect-src', 'other')).toBe(1);
    expect(await csp('style-src-elem', 'other')).toBe(1);
  });

  it('names a remote on its own origin from remotes.json, and a made-up directive other', async () => {
    await served.close();
    served = await serveCollector({ releasesDir: site.releasesDir, distDirs: site.distDirs, now, remoteOrigins: () => ({ graph: 'http://localhost:4176' }) });
    const body = JSON.stringify([violation('made-up-src', 'http://localhost:4176/assets/x.js')]);
    expect((await served.send('/csp-report', { body, type: 'application/reports+json' })).status).toBe(204);
    expect(await served.value('bookmarked_csp_violations_total', { directive: 'other', remote: 'graph' })).toBe(1);
  });

  it('refuses a malformed report, a beacon\'s content type and a body past the cap', async () => {
    expect((await served.send('/csp-report', { body: '{"csp-report":1}', type: 'application/csp-report' })).status).toBe(400);
    expect((await served.send('/csp-report', { body: '[]', type: 'application/json' })).status).toBe(415);
    expect((await served.send('/csp-report', { body: 'x'.repeat(MAX_BODY_BYTES + 1), type: 'application/csp-report' })).status).toBe(413);
  });

  it('reads the directive and the blocked URL and nothing else', () => {
    expect(parseCspReport('application/reports+json', JSON.stringify([violation('img-src', 'data')]))).toEqual([{ directive: 'img-src', blockedUrl: 'data' }]);
    expect(parseCspReport('application/csp-report', JSON.stringify({ 'csp-report': { 'effective-directive': 'font-src' } }))).toEqual([{ directive: 'font-src', blockedUrl: '' }]);
    expect(parseCspReport('application/reports+json', JSON.stringify(Array.from({ length: 51 }, () => violation('img-src', 'x'))))).toBeUndefined();
  });
});
