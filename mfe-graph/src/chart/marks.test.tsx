import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookTick, PagesValue, TriangleBar } from './marks';
import { BAR_PALETTE } from './palette';

const inSvg = (node: ReactNode) => render(<svg>{node}</svg>).container;

describe('chart marks', () => {
  it('draws a book name turned to read upwards, ending below the tick mark, shortened when long', () => {
    const text = inSvg(<BookTick x={40} axisY={358} name="Harry Potter and the Philosopher's Stone" />).querySelector('text');
    expect(text).toHaveAttribute('transform', 'rotate(-90, 40, 366)');
    expect(text).toHaveAttribute('text-anchor', 'end');
    expect(text).toHaveAttribute('font-size', '12');
    expect(text?.textContent).toBe('Harry Potter and the Phil…');
  });

  it('keeps markup in a book name as text', () => {
    const svg = inSvg(<BookTick x={0} axisY={0} name="<b>Bold</b>" />);
    expect(svg.querySelector('b')).toBeNull();
    expect(svg.querySelector('text')?.textContent).toBe('<b>Bold</b>');
  });

  it('puts the page count centred just above the bar', () => {
    const text = inSvg(<PagesValue x={20} peakY={100} value={412} />).querySelector('text');
    expect(text).toHaveAttribute('x', '20');
    expect(text).toHaveAttribute('y', '95');
    expect(text).toHaveAttribute('text-anchor', 'middle');
    expect(text?.textContent).toBe('412');
  });

  it('fills each pointed bar with its palette colour', () => {
    const bar = (index: number) => inSvg(<TriangleBar x={0} y={0} width={6} height={9} index={index} />).querySelector('path');
    expect(bar(0)).toHaveAttribute('fill', BAR_PALETTE[0]);
    expect(bar(7)).toHaveAttribute('fill', BAR_PALETTE[1]);
    expect(bar(0)?.getAttribute('d')).toBe('M0,9C2,9 3,3 3, 0 C3,3 4,9 6, 9 Z');
  });
});
