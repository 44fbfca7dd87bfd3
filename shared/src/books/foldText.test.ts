import { describe, expect, it } from 'vitest';
import { foldText } from './foldText';

describe('foldText', () => {
  it.each([
    ['García Márquez', 'garcia marquez'],
    ['Brontë', 'bronte'],
    ['BRONTE', 'bronte'],
    ['Éclair', 'eclair'],
    ['Ñandú', 'nandu'],
    ['Straße', 'strasse'],
    ['Ærø', 'aero'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Œuvres', 'oeuvres'],
    ['Łódź', 'lodz'],
    ['Đorđe', 'dorde'],
    ['Guðrún', 'gudrun'],
    ['Þór', 'thor'],
    ['Işık', 'isik'],
    ['ﬁction', 'fiction'],
    ['İstanbul', 'istanbul'],
    // No plain Latin letter at all: still folded.
    ['Έρως', 'ερως'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('lets a search typed without accents find the accented title, and the other way round', () => {
    expect(foldText('Les Éclairs de Chopin')).toContain(foldText('eclairs'));
    expect(foldText('Eclair')).toBe(foldText('ÉCLAIR'));
  });

  it('keeps the fields of a searchable text apart, on their own lines', () => {
    expect(foldText('Jane Eyre\nBrontë\tClassics')).toBe('jane eyre\nbronte\tclassics');
  });

  it('keeps markup-like text as plain characters', () => {
    expect(foldText('<B>Dune</B>')).toBe('<b>dune</b>');
  });
});
