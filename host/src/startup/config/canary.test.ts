import { describe, expect, it } from 'vitest';
import { CANARY_NUMBER_KEY, getsCanary, visitorNumber } from './canary';

const canary = (percent: number) => ({ entry: 'https://books.example.com/releases/graph/1.0.1-abcdefabcd/remoteEntry.js', percent });

describe('the canary pick', () => {
  it('draws a visitor number once and keeps it, so the visitor stays on one side across visits', () => {
    localStorage.clear();
    expect(visitorNumber(localStorage, () => 0.42)).toBe(0.42);
    expect(visitorNumber(localStorage, () => 0.99)).toBe(0.42);
    expect(localStorage.getItem(CANARY_NUMBER_KEY)).toBe('0.42');
  });

  it('draws again when the kept number is not one in [0, 1)', () => {
    localStorage.setItem(CANARY_NUMBER_KEY, 'nope');
    expect(visitorNumber(localStorage, () => 0.3)).toBe(0.3);
  });

  it('gives a visitor the canary when their number falls within its share', () => {
    expect(getsCanary(canary(10), 0.05)).toBe(true);
    expect(getsCanary(canary(10), 0.1)).toBe(false);
    expect(getsCanary(canary(30), 0.25)).toBe(true);
  });

  it('gives it to nobody at 0% and to everybody at 100%', () => {
    expect(getsCanary(canary(0), 0)).toBe(false);
    expect(getsCanary(canary(100), 0.9999)).toBe(true);
  });

  it('keeps a visitor without storage on the stable release', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(visitorNumber(blocked)).toBeUndefined();
    expect(getsCanary(canary(100), visitorNumber(blocked))).toBe(false);
  });
});
