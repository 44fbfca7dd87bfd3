import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetchAllowed';

describe('prefetchAllowed', () => {
  it.each([
    ['no connection information (Firefox, Safari)', undefined],
    ['a 4g connection', { effectiveType: '4g', saveData: false }],
    ['a 3g connection', { effectiveType: '3g' }],
  ])('allows a visible page on %s', (_, connection) => {
    expect(prefetchAllowed({ connection, visibility: 'visible' })).toBe(true);
  });

  it.each([
    ['Save-Data is on', { effectiveType: '4g', saveData: true }],
    ['the connection is 2g', { effectiveType: '2g' }],
    ['the connection is slow-2g', { effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead when %s', (_, connection) => {
    expect(prefetchAllowed({ connection, visibility: 'visible' })).toBe(false);
  });

  it('fetches nothing ahead while the page is hidden', () => {
    expect(prefetchAllowed({ connection: { effectiveType: '4g' }, visibility: 'hidden' })).toBe(false);
  });
});
