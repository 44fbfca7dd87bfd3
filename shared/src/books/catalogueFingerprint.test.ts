import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from './catalogueFingerprint';

describe('catalogueFingerprint', () => {
  it('is the same for the same catalogue, wherever it is computed', () => {
    const text = '[{"bookId":1,"bookName":"Éclair"}]';
    expect(catalogueFingerprint(text)).toBe(catalogueFingerprint(`${text}`));
    expect(catalogueFingerprint(text)).toMatch(/^[0-9a-f]{1,14}$/);
  });

  it('changes with any change to the catalogue, one page count or one accent', () => {
    const one = catalogueFingerprint('[{"bookId":1,"totalPages":310}]');
    expect(catalogueFingerprint('[{"bookId":1,"totalPages":311}]')).not.toBe(one);
    expect(catalogueFingerprint('Eclair')).not.toBe(catalogueFingerprint('Éclair'));
    expect(catalogueFingerprint('')).not.toBe(catalogueFingerprint(' '));
  });
});
