import { describe, expect, it } from 'vitest';
import { onlyCategories, readRun, renderLighthouse, runConditions, summarize, tableHead, tableRow } from './lighthouseResults.mjs';

/** A Lighthouse report with the given category scores (0-1) and an FCP. */
function report(scores: Record<string, number>, fcp = 1000, failing: Record<string, string> = {}) {
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: [{ id: `${id}-passed`, weight: 1 }, { id: `${id}-unweighed`, weight: 0 }, ...(failing[id] ? [{ id: failing[id], weight: 1 }] : [])] }]),
    ),
    audits: {
      ...Object.fromEntries(Object.keys(scores).flatMap((id) => [[`${id}-passed`, { score: 1 }], [`${id}-unweighed`, { score: 0 }]])),
      ...Object.fromEntries(Object.values(failing).map((audit) => [audit, { score: 0 }])),
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: 2000.4 },
      'total-blocking-time': { numericValue: 12.6 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 150.2 }] } },
    },
  };
}

describe('the Lighthouse bench', () => {
  it('asks Lighthouse for SEO and best practices beside performance and accessibility', () => {
    expect(onlyCategories.split(',')).toEqual(['performance', 'accessibility', 'seo', 'best-practices']);
  });

  it('reads each category as a score out of 100, the weighed audits that failed in it, and the timings', () => {
    expect(readRun(report({ performance: 0.974, accessibility: 1, seo: 0.92, 'best-practices': 0.96 }, 1000, { seo: 'meta-description', 'best-practices': 'errors-in-console' }))).toEqual({
      performance: 97,
      scores: { accessibility: 100, seo: 92, 'best-practices': 96 },
      failed: { accessibility: [], seo: ['meta-description'], 'best-practices': ['errors-in-console'] },
      fcp: 1000,
      lcp: 2000.4,
      tbt: 12.6,
      seenPaint: 150.2,
    });
  });

  it('fails on a report without a category it asked for', () => {
    expect(() => readRun(report({ performance: 0.9, accessibility: 1, 'best-practices': 1 }))).toThrow('the report has no seo category');
  });

  it("keeps the median run's performance and timings, the lowest score of each other category of all runs, and every audit a run failed", () => {
    const runs = [
      readRun(report({ performance: 0.9, accessibility: 1, seo: 1, 'best-practices': 0.96 }, 900, { 'best-practices': 'errors-in-console' })),
      readRun(report({ performance: 0.95, accessibility: 1, seo: 0.91, 'best-practices': 1 }, 950, { seo: 'meta-description' })),
      readRun(report({ performance: 0.99, accessibility: 0.98, seo: 1, 'best-practices': 0.96 }, 990, { 'best-practices': 'errors-in-console' })),
    ];
    expect(summarize(runs)).toMatchObject({
      performance: 95,
      fcp: 950,
      scores: { accessibility: 98, seo: 91, 'best-practices': 96 },
      failed: { accessibility: [], seo: ['meta-description'], 'best-practices': ['errors-in-console'] },
    });
  });

  it('prints an accessibility, SEO and best practices column for each side, under their headings; a score below 100 names what cost it', () => {
    const run = summarize([readRun(report({ performance: 0.97, accessibility: 1, seo: 0.92, 'best-practices': 1 }, 1000, { seo: 'meta-description' }))]);
    const [head, separator] = tableHead(['composed', 'baseline']);
    const line = tableRow('/listed', { composed: run, baseline: run }, ['composed', 'baseline']);
    expect(head).toBe('| route | composed performance | FCP / LCP / TBT | accessibility | SEO | best practices | baseline performance | FCP / LCP / TBT | accessibility | SEO | best practices |');
    expect(line).toBe('| `/listed` | **97** | 1000 / 2000 / 13 ms (paint seen at 150) | 100 | 92 (meta-description) | 100 | **97** | 1000 / 2000 / 13 ms (paint seen at 150) | 100 | 92 (meta-description) | 100 |');
    const columns = (row: string | undefined) => row?.split('|').length;
    expect(columns(separator)).toBe(columns(head));
  });
});

describe("the Lighthouse bench's results", () => {
  it('records how Lighthouse ran, from its report', () => {
    const conditions = runConditions({
      lighthouseVersion: '12.8.2',
      configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 } },
    });
    expect(conditions).toEqual({ lighthouse: '12.8.2', formFactor: 'mobile', throttlingMethod: 'simulate', throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 } });
  });

  it('draws the table it printed from the runs it kept', () => {
    const run = readRun(report({ performance: 0.97, accessibility: 1, seo: 0.92, 'best-practices': 1 }));
    const lines = renderLighthouse({
      conditions: { lighthouse: '12.8.2', formFactor: 'mobile', runs: 1 },
      results: { sides: ['composed', 'baseline'], routes: [{ path: '/listed', sides: { composed: { summary: run, runs: [run] }, baseline: { summary: run, runs: [run] } } }] },
    });
    expect(lines[0]).toMatch(/^Lighthouse 12\.8\.2, mobile preset, median of 1 \(performance; .*the lowest accessibility, SEO, best practices scores of the runs, each with the audits any run failed in it\)\.$/);
    expect(lines.slice(2)).toEqual([...tableHead(['composed', 'baseline']), tableRow('/listed', { composed: run, baseline: run }, ['composed', 'baseline'])]);
  });
});
