import { describe, expect, it } from 'vitest';
import { animateBars, axisLabel, chartSize, MAX_LABEL_CHARS, minimumChartWidth, MIN_SLOT_WIDTH } from './chartLayout';

describe('chartSize', () => {
  it('follows the container while every bar keeps a readable slot', () => {
    expect(chartSize(1200, 30)).toEqual({ width: undefined, scrolls: false });
    expect(chartSize(minimumChartWidth(30), 30)).toEqual({ width: undefined, scrolls: false });
  });

  it('draws wide enough for a readable slot per bar, and scrolls, once the container is too narrow', () => {
    const size = chartSize(1200, 1000);
    expect(size.scrolls).toBe(true);
    expect(size.width).toBe(minimumChartWidth(1000));
    expect(size.width).toBeGreaterThanOrEqual(1000 * MIN_SLOT_WIDTH);
    expect(chartSize(minimumChartWidth(30) - 1, 30).scrolls).toBe(true);
  });

  it('follows the container before it has been measured', () => {
    expect(chartSize(0, 1000)).toEqual({ width: undefined, scrolls: false });
  });
});

describe('animateBars', () => {
  it('animates a small chart only', () => {
    expect(animateBars(30)).toBe(true);
    expect(animateBars(60)).toBe(true);
    expect(animateBars(61)).toBe(false);
    expect(animateBars(1000)).toBe(false);
  });
});

describe('axisLabel', () => {
  it('keeps a name that fits', () => {
    expect(axisLabel('The Great Gatsby')).toBe('The Great Gatsby');
    expect(axisLabel('x'.repeat(MAX_LABEL_CHARS))).toBe('x'.repeat(MAX_LABEL_CHARS));
  });

  it('shortens a long name with an ellipsis, within the limit', () => {
    const label = axisLabel("Harry Potter and the Philosopher's Stone");
    expect(label.endsWith('…')).toBe(true);
    expect(Array.from(label).length).toBeLessThanOrEqual(MAX_LABEL_CHARS);
    expect("Harry Potter and the Philosopher's Stone".startsWith(label.slice(0, -1))).toBe(true);
  });

  it('does not split a character made of two code units', () => {
    const label = axisLabel('📚'.repeat(40));
    expect(label).toBe(`${'📚'.repeat(MAX_LABEL_CHARS - 1)}…`);
  });
});
