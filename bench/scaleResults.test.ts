import { describe, expect, it } from 'vitest';
import { medianResult, renderScale, scaleRows } from './scaleResults.mjs';

const load = (contentMs: number, tbtMs: number, keystroke: number | null = null) => ({ contentMs, nodes: 1200, tbtMs, longestMs: 120, heapMb: 5.44, keystroke });

const conditions = { runs: 3, sizes: [30, 10_000], cpuSlowdown: 4, network: { downloadMbps: 10, uploadMbps: 5, latencyMs: 40 }, viewport: { width: 1366, height: 900 }, quietMs: 2000, longTaskMs: 50 };

describe("the scale bench's results", () => {
  it('takes the median of the loads that finished, with the fastest and slowest first content', () => {
    expect(medianResult([load(500, 100), { failed: 'timeout' }, load(700, 300), load(400, 200)])).toEqual({
      contentMs: 500,
      contentRange: [400, 700],
      nodes: 1200,
      tbtMs: 200,
      longestMs: 120,
      heapMb: 5.44,
      keystroke: null,
    });
  });

  it('keeps the first failure when no load finished', () => {
    expect(medianResult([{ failed: 'timeout' }, { failed: 'other' }])).toEqual({ failed: 'timeout' });
  });

  const rows = scaleRows([
    { view: 'Home', path: '/', size: 30, samples: [load(500, 100), load(600, 200), load(550, 150)] },
    { view: 'Home', path: '/', size: 10_000, samples: [load(580, 80, 90), load(620, 60, 110), load(600, 70, 100)] },
    { view: 'Pages graph', path: '/pages-graph', size: 30, samples: [{ failed: 'no bar within 180 s' }] },
    { view: 'Pages graph', path: '/pages-graph', size: 10_000, samples: [load(900, 400)] },
  ]);

  it("compares each size's first content and TBT with the view's smallest size", () => {
    expect(rows[0]).toMatchObject({ contentVsSmallest: null, tbtAboveSmallestMs: null });
    expect(rows[1]).toMatchObject({ contentVsSmallest: 600 / 550, tbtAboveSmallestMs: 70 - 150 });
    expect(rows[1]?.runs).toHaveLength(3);
  });

  it('compares nothing with a size that did not finish', () => {
    expect(rows[3]).toMatchObject({ contentVsSmallest: null, tbtAboveSmallestMs: null });
  });

  it('draws the table it printed, with a keystroke column when a load timed one', () => {
    const lines = renderScale({ conditions, results: { rows } });
    expect(lines[0]).toBe('Median of 3 cold loads each, composed production build, Chromium at 4x CPU, 10 Mbit/s and 40 ms, 1366x900.');
    expect(lines).toContain('| view | books | first content | vs 30 | DOM nodes | TBT | vs 30 | longest task | heap | keystroke to results |');
    expect(lines).toContain('| Home | 10,000 | 600 ms (580-620) | **1.09x** | 1,200 | 70 ms | **-80 ms** | 120 ms | 5.4 MB | 100 ms |');
    expect(lines).toContain('| Pages graph | 30 | did not finish: no bar within 180 s |  |  |  |  |  |  |  |');
  });
});
