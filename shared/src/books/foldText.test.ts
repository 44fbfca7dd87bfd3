import { describe, expect, it } from 'vitest';
import { foldText } from './foldText';

describe('foldText', () => {
  it.each([
    ['García Márquez', 'garcia marquez'],
    ['Brontë', 'bronte'],
    ['BRONTE', 'bronte'],
    ['Ñandú', 'nandu'],
    ['Straße', 'strasse'],
    ['Ærø', 'aero'],
    ['Łódź', 'lodz'],
    ['ﬁction', 'fiction'],
    ['İstanbul', 'istanbul'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('keeps markup-like text as plain characters', () => {
    expect(foldText('<B>Dune</B>')).toBe('<b>dune</b>');
  });
});
