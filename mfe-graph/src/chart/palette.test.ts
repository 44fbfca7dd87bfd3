import { describe, expect, it } from 'vitest';
import { BAR_PALETTE, barColor, DEFAULT_BAR_FILL } from './palette';

const blue = '#3b82f6';
const green = '#22c55e';
const yellow = '#eab308';
const orange = '#f97316';
const red = '#ef4444';
const pink = '#ec4899';
const purple = '#8b5cf6';

describe('bar palette', () => {
  it('is blue, green, yellow, orange, red, pink, with purple as the default fill', () => {
    expect(BAR_PALETTE).toEqual([blue, green, yellow, orange, red, pink]);
    expect(DEFAULT_BAR_FILL).toBe(purple);
  });

  it('gives the first six bars the six colours in order', () => {
    expect([0, 1, 2, 3, 4, 5].map(barColor)).toEqual([blue, green, yellow, orange, red, pink]);
  });

  it('starts over after the sixth bar', () => {
    expect([6, 7, 11, 12, 29, 999].map(barColor)).toEqual([blue, green, pink, blue, pink, orange]);
  });

  it('falls back to the purple default for an index that is not a bar position', () => {
    expect(barColor(-1)).toBe(purple);
    expect(barColor(1.5)).toBe(purple);
    expect(barColor(Number.NaN)).toBe(purple);
    expect(barColor(Number.POSITIVE_INFINITY)).toBe(purple);
  });
});
