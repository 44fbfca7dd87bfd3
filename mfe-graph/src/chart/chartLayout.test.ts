import { describe, expect, it } from 'vitest';
import {
  animateBars,
  axisLabel,
  barWindow,
  chartSize,
  MAX_LABEL_CHARS,
  minimumChartWidth,
  MIN_SLOT_WIDTH,
  niceTicks,
  WINDOW_CHUNK,
} from './chartLayout';

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

describe('barWindow', () => {
  it('draws the visible bars and a chunk beyond, from the start', () => {
    const window = barWindow(0, 1300, 10_000);
    expect(window.start).toBe(0);
    expect(window.end).toBeGreaterThanOrEqual(Math.ceil(1300 / MIN_SLOT_WIDTH) + WINDOW_CHUNK);
    expect(window.end - window.start).toBeLessThan(200);
  });

  it('covers the visible bars far along the list, with whole chunks on both sides', () => {
    const scrollLeft = 5000 * MIN_SLOT_WIDTH + 7;
    const { start, end } = barWindow(scrollLeft, 1300, 10_000);
    expect(start % WINDOW_CHUNK).toBe(0);
    expect(start).toBeLessThanOrEqual(5000 - WINDOW_CHUNK);
    expect(end).toBeGreaterThanOrEqual(Math.ceil((scrollLeft + 1300) / MIN_SLOT_WIDTH) + WINDOW_CHUNK);
    expect(end - start).toBeLessThan(200);
  });

  it('stops at the last bar', () => {
    expect(barWindow(10_000 * MIN_SLOT_WIDTH, 1300, 10_000).end).toBe(10_000);
    expect(barWindow(0, 1300, 10)).toEqual({ start: 0, end: 10 });
  });

  it('stays the same while scrolling within a chunk', () => {
    expect(barWindow(3000, 1300, 10_000)).toEqual(barWindow(3000 + MIN_SLOT_WIDTH * 0.5, 1300, 10_000));
  });
});

describe('niceTicks', () => {
  it('runs from 0 past the largest value in round steps', () => {
    expect(niceTicks(1339)).toEqual([0, 250, 500, 750, 1000, 1250, 1500]);
    expect(niceTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('has a scale for an empty or flat chart', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});
