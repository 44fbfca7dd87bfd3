import { afterEach, describe, expect, it } from 'vitest';
import { readScrollSpot, saveScrollSpot } from './scrollMemory';

afterEach(() => sessionStorage.clear());

describe('scroll memory', () => {
  it('remembers a spot per history entry', () => {
    saveScrollSpot('a', { y: 120 });
    saveScrollSpot('b', { book: 4000, offset: 35 });
    expect(readScrollSpot('a')).toEqual({ y: 120 });
    expect(readScrollSpot('b')).toEqual({ book: 4000, offset: 35 });
    expect(readScrollSpot('c')).toBeUndefined();
  });

  it('keeps only the latest entries', () => {
    for (let i = 0; i < 40; i++) saveScrollSpot(`k${i}`, { y: i });
    expect(readScrollSpot('k0')).toBeUndefined();
    expect(readScrollSpot('k39')).toEqual({ y: 39 });
  });

  it.each(['not json', '[1,2]', '{"a":{"book":-1,"offset":0}}', '{"a":{"y":"top"}}'])(
    'ignores a damaged store: %s',
    (raw) => {
      sessionStorage.setItem('bookmarked:home-scroll', raw);
      expect(readScrollSpot('a')).toBeUndefined();
      saveScrollSpot('b', { y: 1 });
      expect(readScrollSpot('b')).toEqual({ y: 1 });
    },
  );
});
