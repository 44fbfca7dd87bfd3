import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [10000, '10,000'],
    [1234567, '1,234,567'],
    [-4500, '-4,500'],
    [12.9, '12'],
  ])('writes %d as %s, like en-US', (count, written) => {
    expect(formatCount(count)).toBe(written);
    if (Number.isInteger(count)) expect(formatCount(count)).toBe(new Intl.NumberFormat('en-US').format(count));
  });
});
