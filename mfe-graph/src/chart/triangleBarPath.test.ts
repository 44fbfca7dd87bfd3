import { describe, expect, it } from 'vitest';
import { triangleBarPath } from './triangleBarPath';

describe('triangleBarPath', () => {
  it('draws the classic pointed bar: from the bottom-left corner up to the middle of the top and back down', () => {
    expect(triangleBarPath({ x: 10, y: 20, width: 30, height: 90 })).toBe(
      'M10,110C20,110 25,50 25, 20 C25,50 30,110 40, 110 Z',
    );
  });

  it('starts and ends on the baseline and peaks at the bar top, centred', () => {
    const path = triangleBarPath({ x: 0, y: 40, width: 12, height: 60 });
    expect(path.startsWith('M0,100C')).toBe(true);
    expect(path).toContain(' 6, 40 ');
    expect(path.endsWith('12, 100 Z')).toBe(true);
  });

  it('keeps fractional coordinates as they are', () => {
    expect(triangleBarPath({ x: 1.5, y: 0, width: 3, height: 3 })).toBe('M1.5,3C2.5,3 3,1 3, 0 C3,1 3.5,3 4.5, 3 Z');
  });

  it('draws a flat line for a zero-page book instead of failing', () => {
    expect(triangleBarPath({ x: 0, y: 50, width: 6, height: 0 })).toBe('M0,50C2,50 3,50 3, 50 C3,50 4,50 6, 50 Z');
  });

  it('draws nothing for a bar that could not be placed', () => {
    expect(triangleBarPath({ x: Number.NaN, y: 0, width: 10, height: 10 })).toBe('');
    expect(triangleBarPath({ x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 10 })).toBe('');
  });
});
