import { describe, expect, it } from 'vitest';
import { BAR_PALETTE, barColor, DEFAULT_BAR_FILL } from './palette';

describe('bar palette', () => {
  it('has six distinct colours and a default fill of its own', () => {
    expect(BAR_PALETTE).toHaveLength(6);
    expect(new Set(BAR_PALETTE).size).toBe(6);
    expect(BAR_PALETTE).not.toContain(DEFAULT_BAR_FILL);
    for (const colour of [...BAR_PALETTE, DEFAULT_BAR_FILL]) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives the first six bars the six colours in order', () => {
    expect([0, 1, 2, 3, 4, 5].map(barColor)).toEqual([...BAR_PALETTE]);
  });

  it('cycles: bar n has the colour of bar n mod 6', () => {
    for (const index of [6, 7, 11, 12, 29, 999]) expect(barColor(index)).toBe(BAR_PALETTE[index % 6]);
    expect(barColor(6)).toBe(barColor(0));
    expect(barColor(13)).toBe(barColor(1));
  });

  it('falls back to the purple default for an index that is not a bar position', () => {
    expect(barColor(-1)).toBe(DEFAULT_BAR_FILL);
    expect(barColor(1.5)).toBe(DEFAULT_BAR_FILL);
    expect(barColor(Number.NaN)).toBe(DEFAULT_BAR_FILL);
  });
});
