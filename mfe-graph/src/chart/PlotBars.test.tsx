import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plotArea } from './chartLayout';
import { BAR_PALETTE } from './palette';
import { PlotBars } from './PlotBars';

const books = Array.from({ length: 10 }, (_, i) => ({ bookId: i + 1, bookName: `Book ${i + 1}`, totalPages: 100 * (i + 1) }));
// 538 px high (base line at 358), slots 32 px wide from x = 0, a scale up to 1,000 pages.
const plot = plotArea(538, 0, 32, 1000);

function draw(start: number, end: number, active: number | null = null) {
  return render(
    <svg>
      <PlotBars books={books} start={start} end={end} plot={plot} ticks={[0, 500, 1000]} active={active} />
    </svg>,
  ).container;
}

describe('PlotBars', () => {
  it('draws a bar, its count and its name for each book in the run, coloured by its place in the whole list', () => {
    const svg = draw(4, 7);
    const bars = [...svg.querySelectorAll('path.book-bar')];
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([BAR_PALETTE[4], BAR_PALETTE[5], BAR_PALETTE[0]]);
    expect([...svg.querySelectorAll('.pages-value')].map((text) => text.textContent)).toEqual(['500', '600', '700']);
    expect([...svg.querySelectorAll('.book-label')].map((text) => text.textContent)).toEqual(['Book 5', 'Book 6', 'Book 7']);
  });

  it('starts the run at the plot’s left edge, one slot per book, its peak at the book’s page count', () => {
    const svg = draw(4, 7);
    // Book 5 (500 pages) of a 1,000-page scale: its peak is halfway up from 358 to 20.
    expect(svg.querySelector('path.book-bar')?.getAttribute('d')).toMatch(/^M3\.2,358C.* 16, 189 C/);
    expect(svg.querySelector('.book-label')).toHaveAttribute('transform', 'rotate(-90, 16, 366)');
    expect(svg.querySelector('.pages-value')).toHaveAttribute('y', '184');
  });

  it('draws one grid line per tick across the run', () => {
    const lines = [...draw(0, 10).querySelectorAll('.chart-grid line')];
    expect(lines.map((line) => line.getAttribute('y1'))).toEqual(['358', '189', '20']);
    expect(lines[0]).toHaveAttribute('x2', '320');
  });

  it('shades the slot of the active book only when it is drawn', () => {
    expect(draw(0, 5, 2).querySelector('.chart-cursor')).toHaveAttribute('x', '64');
    expect(draw(0, 5, 8).querySelector('.chart-cursor')).toBeNull();
    expect(draw(0, 5).querySelector('.chart-cursor')).toBeNull();
  });
});
