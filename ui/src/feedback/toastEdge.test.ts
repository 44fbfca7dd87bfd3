import { describe, expect, it } from 'vitest';
import { edgeAwayFrom } from './toastEdge';

function elementAt(top: number, height: number): Element {
  const element = document.createElement('button');
  element.getBoundingClientRect = () => ({ top, height, bottom: top + height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) });
  return element;
}

describe('edgeAwayFrom', () => {
  it('keeps to the bottom when focus is in the top half, and to the top otherwise', () => {
    expect(edgeAwayFrom(elementAt(10, 40), 800)).toBe('bottom');
    expect(edgeAwayFrom(elementAt(700, 50), 800)).toBe('top');
  });

  it('keeps to the bottom, away from the header, when nothing is focused', () => {
    expect(edgeAwayFrom(null, 800)).toBe('bottom');
    expect(edgeAwayFrom(document.body, 800)).toBe('bottom');
  });
});
