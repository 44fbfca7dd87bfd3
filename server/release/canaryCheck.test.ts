import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canaryCheck } from './canaryCheck.mjs';
import { canaryQueries } from './canaryQueries.mjs';
import { canaryVerdict, type Side } from './canaryVerdict.mjs';
import { fakeSite, LOCAL } from './fakeSite';

const thresholds = {
  window: '30m',
  minPageViews: 100,
  errorRate: { maxRatio: 1.5, maxIncrease: 0.01 },
  inpP75Ms: { maxRatio: 1.2, maxIncrease: 50 },
  lcpP75Ms: { maxRatio: 1.2, maxIncrease: 250 },
};
const side = (figures: Partial<Side> = {}): Side => ({ release: 'r', pageViews: 1000, errors: 10, inpP75Ms: 200, lcpP75Ms: 1500, ...figures });

describe('the canary verdict', () => {
  it('passes a canary no worse than the stable release, or worse within the thresholds', () => {
    expect(canaryVerdict(side(), side(), thresholds)).toEqual({ pass: true, reasons: [] });
    // 1.4% against 1%: under 1.5 times; 240 ms against 200 ms: 40 ms more, under 50.
    expect(canaryVerdict(side({ errors: 14, inpP75Ms: 240, lcpP75Ms: 1700 }), side(), thresholds).pass).toBe(true);
  });

  it('fails a canary with too few page views to judge, whatever its figures', () => {
    expect(canaryVerdict(side({ pageViews: 99, errors: 0 }), side(), thresholds)).toEqual({
      pass: false,
      reasons: ['too few page views to judge: the canary has 99 in 30m, it needs 100'],
    });
    expect(canaryVerdict(side({ pageViews: Number.NaN }), side(), thresholds).reasons[0]).toMatch(/has 0 in 30m/);
    expect(canaryVerdict(side({ pageViews: 100, errors: 1 }), side(), thresholds).pass).toBe(true);
  });

  it('fails an error rate both above the ratio and beyond the increase, naming both rates', () => {
    expect(canaryVerdict(side({ errors: 40 }), side(), thresholds)).toEqual({ pass: false, reasons: ['error rate 4.0% per page view against 1.0%'] });
    // Twice the rate but only 0.2 points more: within the increase allowed.
    expect(canaryVerdict(side({ errors: 4 }), side({ errors: 2 }), thresholds).pass).toBe(true);
    // A stable release without page views counts as error-free.
    expect(canaryVerdict(side({ errors: 40 }), side({ pageViews: 0, errors: 0 }), thresholds).reasons).toEqual(['error rate 4.0% per page view against 0.0%']);
  });

  it('fails a slower INP or LCP p75, and leaves out a vital either side has no figure for', () => {
    expect(canaryVerdict(side({ inpP75Ms: 400, lcpP75Ms: 2500 }), side(), thresholds).reasons).toEqual(['INP p75 400 ms against 200 ms', 'LCP p75 2500 ms against 1500 ms']);
    expect(canaryVerdict(side({ inpP75Ms: Number.NaN }), side(), thresholds).pass).toBe(true);
    expect(canaryVerdict(side({ inpP75Ms: 900 }), side({ inpP75Ms: Number.NaN }), thresholds).pass).toBe(true);
  });
});

describe('the canary queries', () => {
  it('asks for one remote and release over the window: views, errors, and p75 of each vital', () => {
    expect(canaryQueries({ remote: 'catalog', release: '1.0.0-0123456789', window: '15m' })).toEqual({
      pageViews: 'sum(increase(bookmarked_page_views_total{remote="catalog", release="1.0.0-0123456789"}[15m]))',
      errors: 'sum(increase(bookmarked_errors_total{remote="catalog", release="1.0.0-0123456789"}[15m]))',
      inpP75: 'histogram_quantile(0.75, sum by (le) (increase(bookmarked_web_vital_seconds_bucket{remote="catalog", release="1.0.0-0123456789", metric="INP"}[15m])))',
      lcpP75: 'histogram_quantile(0.75, sum by (le) (increase(bookmarked_web_vital_seconds_bucket{remote="catalog", release="1.0.0-0123456789", metric="LCP"}[15m])))',
    });
  });

  it('quotes label values and refuses a window that is no duration', () => {
    expect(canaryQueries({ remote: 'a"b\\', release: 'x', window: '1h' }).errors).toContain('remote="a\\"b\\\\"');
    expect(() => canaryQueries({ remote: 'catalog', release: 'x', window: '5m]) or vector(1' })).toThrow('"window" must be a duration such as 30m');
  });
});

describe('pnpm canary:check', () => {
  let site: ReturnType<typeof fakeSite>;
  beforeEach(() => {
    site = fakeSite();
  });
  afterEach(() => site.remove());

  const CANARY = '1.0.0-aaaaaaaaaa';
  const STABLE = '1.0.0-bbbbbbbbbb';
  const withCanary = () => writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({
    remotes: { ...LOCAL, catalog: `/releases/catalog/${STABLE}/remoteEntry.js` },
    canaries: { catalog: { entry: `/releases/catalog/${CANARY}/remoteEntry.js`, percent: 50 } },
  }));
  /** Prometheus answering each side's queries with `figures[release][what]`, what being the query's metric. */
  const prometheus = (figures: Record<string, Record<string, number | undefined>>): typeof fetch => async (input) => {
    const query = new URL(String(input)).searchParams.get('query') ?? '';
    const release = query.match(/release="([^"]+)"/)?.[1] ?? '';
    const what = query.includes('page_views') ? 'views' : query.includes('errors') ? 'errors' : query.includes('INP') ? 'inp' : 'lcp';
    const value = figures[release]?.[what];
    return Response.json({ status: 'success', data: { resultType: 'vector', result: value === undefined ? [] : [{ metric: {}, value: [0, String(value)] }] } });
  };

  it('prints both sides and passes a healthy canary', async () => {
    withCanary();
    const lines = await canaryCheck({ app: 'catalog', env: site.env, fetchImpl: prometheus({ [CANARY]: { views: 300, errors: 1, inp: 0.1, lcp: 1.2 }, [STABLE]: { views: 300, errors: 1, inp: 0.1, lcp: 1.2 } }) });
    expect(lines).toEqual([
      '                      canary            stable',
      `release               ${CANARY}  ${STABLE}`,
      'page views (30m)      300               300',
      'errors                1                 1',
      'errors per page view  0.3%              0.3%',
      'INP p75               100 ms            100 ms',
      'LCP p75               1200 ms           1200 ms',
      `catalog ${CANARY} passes its canary check`,
    ]);
  });

  it('refuses a canary that throws, with the figures', async () => {
    withCanary();
    const check = canaryCheck({ app: 'catalog', env: site.env, fetchImpl: prometheus({ [CANARY]: { views: 300, errors: 150 }, [STABLE]: { views: 300 } }) });
    await expect(check).rejects.toThrow(/errors per page view {2}50\.0% +0\.0%\nINP p75 +n\/a +n\/a\n.*\ncatalog 1\.0\.0-aaaaaaaaaa fails its canary check: error rate 50\.0% per page view against 0\.0%$/);
  });

  it('says so when no canary runs, and compares against dist for a remote on its own origin', async () => {
    await expect(canaryCheck({ app: 'catalog', env: site.env, fetchImpl: prometheus({}) })).rejects.toThrow('no canary of catalog is running');
    writeFileSync(join(site.root, 'host/remotes.json'), JSON.stringify({ remotes: LOCAL, canaries: { catalog: { entry: `/releases/catalog/${CANARY}/remoteEntry.js`, percent: 5 } } }));
    const lines = await canaryCheck({ app: 'catalog', env: site.env, fetchImpl: prometheus({ [CANARY]: { views: 500 }, dist: { views: 9000 } }) });
    expect(lines[1]).toBe(`release               ${CANARY}  dist`);
    expect(lines[2]).toBe('page views (30m)      500               9000');
  });

  it('refuses a broken thresholds file, naming the setting', async () => {
    withCanary();
    const file = join(site.root, 'thresholds.json');
    writeFileSync(file, JSON.stringify({ ...thresholds, minPageViews: 0 }));
    await expect(canaryCheck({ app: 'catalog', env: { ...site.env, CANARY_THRESHOLDS: file }, fetchImpl: prometheus({}) })).rejects.toThrow(`refused: ${file}: minPageViews Invalid value`);
  });
});
