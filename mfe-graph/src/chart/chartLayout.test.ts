import { describe, expect, it } from 'vitest';
import { animateBars, axisLabel, chartSize, minimumChartWidth } from './chartLayout';

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
