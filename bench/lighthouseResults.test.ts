import { describe, expect, it } from 'vitest';
import { onlyCategories, readRun, renderLighthouse, runConditions, summarize, tableHead, tableRow } from './lighthouseResults.mjs';

/** A Lighthouse report with the given category scores (0-1) and an FCP. */
function report(scores: Record<string, number>, fcp = 1000) {
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: 2000.4 },
      'total-blocking-time': { numericValue: 12.6 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 150.2 }] } },
    },
  };
}

describe('the Lighthouse bench', () => {
  it('asks Lighthouse for SEO beside performance and accessibility', () => {
    expect(onlyCategories.split(',')).toEqual(['performance', 'accessibility', 'seo']);
  });

  it('reads each category as a score out of 100, and the timings', () => {
    expect(readRun(report({ performance: 0.974, accessibility: 1, seo: 0.92 }))).toEqual({
      performance: 97,
      scores: { accessibility: 100, seo: 92 },
      fcp: 1000,
      lcp: 2000.4,
      tbt: 12.6,
      seenPaint: 150.2,
    });
  });

  it('fails on a report without a category it asked for', () => {
    expect(() => readRun(report({ performance: 0.9, accessibility: 1 }))).toThrow('the report has no seo category');
  });

  it("keeps the median run's performance and timings, and the lowest SEO and accessibility of all runs", () => {
    const runs = [
      readRun(report({ performance: 0.9, accessibility: 1, seo: 1 }, 900)),
      readRun(report({ performance: 0.95, accessibility: 1, seo: 0.91 }, 950)),
      readRun(report({ performance: 0.99, accessibility: 0.98, seo: 1 }, 990)),
    ];
    expect(summarize(runs)).toMatchObject({ performance: 95, fcp: 950, scores: { accessibility: 98, seo: 91 } });
  });

  it('prints an accessibility and an SEO column for each side, under their headings', () => {
    const run = summarize([readRun(report({ performance: 0.97, accessibility: 1, seo: 0.92 }))]);
    const [head, separator] = tableHead(['composed', 'baseline']);
    const line = tableRow('/listed', { composed: run, baseline: run }, ['composed', 'baseline']);
    expect(head).toBe('| route | composed performance | FCP / LCP / TBT | accessibility | SEO | baseline performance | FCP / LCP / TBT | accessibility | SEO |');
    expect(line).toBe('| `/listed` | **97** | 1000 / 2000 / 13 ms (paint seen at 150) | 100 | 92 | **97** | 1000 / 2000 / 13 ms (paint seen at 150) | 100 | 92 |');
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
    const run = readRun(report({ performance: 0.97, accessibility: 1, seo: 0.92 }));
    const lines = renderLighthouse({
      conditions: { lighthouse: '12.8.2', formFactor: 'mobile', runs: 1 },
      results: { sides: ['composed', 'baseline'], routes: [{ path: '/listed', sides: { composed: { summary: run, runs: [run] }, baseline: { summary: run, runs: [run] } } }] },
    });
    expect(lines[0]).toMatch(/^Lighthouse 12\.8\.2, mobile preset, median of 1 \(performance; .*the lowest accessibility and SEO scores of the runs\)\.$/);
    expect(lines.slice(2)).toEqual([...tableHead(['composed', 'baseline']), tableRow('/listed', { composed: run, baseline: run }, ['composed', 'baseline'])]);
  });
});
