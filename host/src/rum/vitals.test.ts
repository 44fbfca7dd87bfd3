import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { elementOf } from './vitals';

const metric = (name: Metric['name'], entries: unknown[]) => ({ name, entries }) as unknown as Metric;

describe('elementOf', () => {
  const a = document.createElement('img');
  const b = document.createElement('p');
  const c = document.createElement('div');

  it('takes the latest LCP candidate', () => {
    expect(elementOf(metric('LCP', [{ element: a }, { element: b }]))).toBe(b);
  });

  it("takes the INP interaction's target", () => {
    expect(elementOf(metric('INP', [{ target: c }, { target: a }]))).toBe(c);
  });

  it("takes the first source with a node of the largest layout shift", () => {
    const shifts = [
      { value: 0.05, sources: [{ node: a }] },
      { value: 0.2, sources: [{ node: undefined }, { node: b }] },
      { value: 0.2, sources: [{ node: c }] },
    ];
    expect(elementOf(metric('CLS', shifts))).toBe(b);
  });

  it('has none for a metric without entries, nor for FCP and TTFB', () => {
    expect(elementOf(metric('LCP', []))).toBeUndefined();
    expect(elementOf(metric('CLS', []))).toBeUndefined();
    expect(elementOf(metric('FCP', [{ element: a }]))).toBeUndefined();
    expect(elementOf(metric('TTFB', [{ element: a }]))).toBeUndefined();
  });
});
