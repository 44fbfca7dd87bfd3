import { describe, expect, it } from 'vitest';
import { formatSpread, runRatios, runRatioSpread } from './runRatios.mjs';

describe('runRatios', () => {
  it("divides each run's value by the other side's value of the same run", () => {
    expect(runRatios([200, 300, 330], [100, 300, 300])).toEqual([2, 1, 1.1]);
  });

  it('leaves out a run either side did not measure, without shifting the pairs', () => {
    expect(runRatios([200, undefined, 330, 90], [100, 300, null, 90])).toEqual([2, 1]);
  });

  it('leaves out a run whose other side measured nothing to divide by', () => {
    expect(runRatios([200, 50], [0, 50])).toEqual([1]);
    expect(runRatios([Number.NaN, 50], [100, 25])).toEqual([2]);
  });

  it('pairs only as many runs as both sides have', () => {
    expect(runRatios([100, 100, 100], [50])).toEqual([2]);
  });
});

describe('runRatioSpread', () => {
  it('gives the middle ratio with the lowest and highest', () => {
    expect(runRatioSpread([110, 90, 150, 100, 120], [100, 100, 100, 100, 100])).toEqual({ median: 1.1, low: 0.9, high: 1.5, runs: 5 });
  });

  it("takes the higher middle of an even count, as the bench's medians do", () => {
    expect(runRatioSpread([1, 2, 3, 4], [1, 1, 1, 1])?.median).toBe(3);
  });

  it('is undefined where no run measured both sides', () => {
    expect(runRatioSpread([undefined], [100])).toBeUndefined();
    expect(runRatioSpread([], [])).toBeUndefined();
  });
});

describe('formatSpread', () => {
  it('shows the median in bold and the range after it', () => {
    expect(formatSpread({ median: 1.049, low: 0.92, high: 1.314 })).toBe('**1.05** (0.92-1.31)');
  });

  it('says n/a for no runs', () => {
    expect(formatSpread(undefined)).toBe('n/a');
  });
});
