import { describe, expect, it } from 'vitest';
import {
  animateBars,
  axisLabel,
  barBox,
  barWindow,
  chartHeight,
  chartSize,
  minimumChartWidth,
  MIN_SLOT_WIDTH,
  mostPages,
  niceTicks,
  plotArea,
  slotAt,
  valueY,
  WINDOW_CHUNK,
} from './chartLayout';

// A readable slot is 32 px per bar; margins (20 + 30) and the y axis (60) add 110 px.
describe('minimumChartWidth', () => {
  it('is 32 px per bar plus 110 px of margins and axis', () => {
    expect(minimumChartWidth(0)).toBe(110);
    expect(minimumChartWidth(1)).toBe(142);
    expect(minimumChartWidth(30)).toBe(1_070);
    expect(minimumChartWidth(1_000)).toBe(32_110);
  });
});

describe('chartSize', () => {
  it('follows the container while every bar keeps a readable slot', () => {
    expect(chartSize(1_200, 30)).toEqual({ width: undefined, scrolls: false });
    expect(chartSize(1_070, 30)).toEqual({ width: undefined, scrolls: false });
  });

  it('draws wide enough for a readable slot per bar, and scrolls, once the container is too narrow', () => {
    expect(chartSize(1_069, 30)).toEqual({ width: 1_070, scrolls: true });
    expect(chartSize(1_200, 1_000)).toEqual({ width: 32_110, scrolls: true });
    expect(chartSize(375, 30)).toEqual({ width: 1_070, scrolls: true });
  });

  it('follows the container before it has been measured', () => {
    expect(chartSize(0, 1_000)).toEqual({ width: undefined, scrolls: false });
    expect(chartSize(-1, 1_000)).toEqual({ width: undefined, scrolls: false });
  });
});

describe('animateBars', () => {
  it('animates up to 60 bars only', () => {
    expect(animateBars(30)).toBe(true);
    expect(animateBars(60)).toBe(true);
    expect(animateBars(61)).toBe(false);
    expect(animateBars(1_000)).toBe(false);
  });
});

describe('axisLabel', () => {
  it('keeps a name of up to 26 characters, trimmed', () => {
    expect(axisLabel('The Great Gatsby')).toBe('The Great Gatsby');
    expect(axisLabel('  Dune  ')).toBe('Dune');
    expect(axisLabel('Twenty-six characters long')).toBe('Twenty-six characters long');
  });

  it('cuts a longer name to 25 characters and an ellipsis', () => {
    expect(axisLabel('Twenty-seven characters lon')).toBe('Twenty-seven characters l…');
    expect(axisLabel("Harry Potter and the Philosopher's Stone")).toBe('Harry Potter and the Phil…');
  });

  it('drops the space before the ellipsis', () => {
    expect(axisLabel('A Portrait of the Artist as a Young Man')).toBe('A Portrait of the Artist…');
  });

  it('does not split a character made of two code units', () => {
    expect(axisLabel('📚'.repeat(40))).toBe(`${'📚'.repeat(25)}…`);
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

describe('chartHeight', () => {
  it('is 70% of the viewport, at least 360 px', () => {
    expect(chartHeight(768)).toBe(538);
    expect(chartHeight(400)).toBe(360);
  });
});

describe('the plot', () => {
  // A chart 538 px high: margins 20 (top) and 80 (bottom), the x axis 100: the base line at 358.
  const plot = plotArea(538, 80, 36, 1500);

  it('runs from the top margin down to the x axis', () => {
    expect(plot).toEqual({ left: 80, top: 20, bottom: 358, slot: 36, max: 1500 });
  });

  it('puts 0 on the base line and the top of the scale at the top, never below the base line', () => {
    expect(valueY(plot, 0)).toBe(358);
    expect(valueY(plot, 1500)).toBe(20);
    expect(valueY(plot, 750)).toBe(189);
    expect(valueY(plot, -5)).toBe(358);
    expect(valueY({ ...plot, max: 0 }, 10)).toBe(358);
  });

  it('leaves 10% of each slot free on either side of its bar', () => {
    const box = barBox(plot, 2, 750);
    expect(box.x).toBeCloseTo(80 + 2 * 36 + 3.6);
    expect(box.width).toBeCloseTo(28.8);
    expect(box.y).toBe(189);
    expect(box.height).toBe(169);
  });

  it('finds the slot under a position, and none outside the bars', () => {
    expect(slotAt(plot, 80, 30)).toBe(0);
    expect(slotAt(plot, 80 + 36 * 2.5, 30)).toBe(2);
    expect(slotAt(plot, 79, 30)).toBeNull();
    expect(slotAt(plot, 80 + 36 * 30, 30)).toBeNull();
  });
});

describe('mostPages', () => {
  it('is the largest page count, 0 for no books, and copes with 100,000 books', () => {
    expect(mostPages([{ totalPages: 3 }, { totalPages: 1273 }, { totalPages: 96 }])).toBe(1273);
    expect(mostPages([])).toBe(0);
    expect(mostPages(Array.from({ length: 100_000 }, (_, i) => ({ totalPages: i })))).toBe(99_999);
  });
});
