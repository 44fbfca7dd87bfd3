import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BarShapeProps, LabelProps, XAxisTickContentProps } from 'recharts';
import { BookTick, PagesValue, TriangleBar } from './marks';
import { BAR_PALETTE } from './palette';

const inSvg = (node: ReactNode) => render(<svg>{node}</svg>).container;

describe('chart marks', () => {
  it('draws a book name turned by the axis angle about its tick, shortened when long', () => {
    const props = { x: 40, y: 366, angle: -90, textAnchor: 'end', payload: { value: "Harry Potter and the Philosopher's Stone" } };
    const text = inSvg(<BookTick {...(props as unknown as XAxisTickContentProps)} />).querySelector('text');
    expect(text).toHaveAttribute('transform', 'rotate(-90, 40, 366)');
    expect(text).toHaveAttribute('text-anchor', 'end');
    expect(text).toHaveAttribute('font-size', '12');
    expect(text?.textContent).toBe('Harry Potter and the Phil…');
  });

  it('keeps markup in a book name as text', () => {
    const props = { x: 0, y: 0, angle: -90, textAnchor: 'end', payload: { value: '<b>Bold</b>' } };
    const svg = inSvg(<BookTick {...(props as unknown as XAxisTickContentProps)} />);
    expect(svg.querySelector('b')).toBeNull();
    expect(svg.querySelector('text')?.textContent).toBe('<b>Bold</b>');
  });

  it('puts the page count centred just above the bar', () => {
    const props: LabelProps = { viewBox: { x: 10, y: 100, width: 20, height: 50 }, value: 412, offset: 5 };
    const text = inSvg(<PagesValue {...props} />).querySelector('text');
    expect(text).toHaveAttribute('x', '20');
    expect(text).toHaveAttribute('y', '95');
    expect(text).toHaveAttribute('text-anchor', 'middle');
    expect(text?.textContent).toBe('412');
  });

  it('fills each pointed bar with its palette colour', () => {
    const bar = (index: number) =>
      inSvg(<TriangleBar {...({ x: 0, y: 0, width: 6, height: 9, index } as BarShapeProps)} />).querySelector('path');
    expect(bar(0)).toHaveAttribute('fill', BAR_PALETTE[0]);
    expect(bar(7)).toHaveAttribute('fill', BAR_PALETTE[1]);
    expect(bar(0)?.getAttribute('d')).toBe('M0,9C2,9 3,3 3, 0 C3,3 4,9 6, 9 Z');
  });
});
