import { describe, expect, it } from 'vitest';
import { readListedView, writeListedView } from './listedParams';

const read = (query: string) => readListedView(new URLSearchParams(query));

describe('the Listed Books view in the URL', () => {
  it('reads the tab, the sort and the order', () => {
    expect(read('tab=wish&sort=pages')).toEqual({ tab: 'wishList', sort: 'totalpages', order: 'asc' });
    expect(read('sort=rating&order=desc')).toEqual({ tab: 'readList', sort: 'ratings', order: 'desc' });
    expect(read('sort=year')).toEqual({ tab: 'readList', sort: 'year', order: 'asc' });
  });

  it('ignores unknown values and inherited names', () => {
    expect(read('tab=later&sort=price&order=sideways')).toEqual({ tab: 'readList', sort: undefined, order: 'asc' });
    expect(read('tab=toString&sort=constructor')).toEqual({ tab: 'readList', sort: undefined, order: 'asc' });
    expect(read('')).toEqual({ tab: 'readList', sort: undefined, order: 'asc' });
  });

  it('writes short words, leaves the defaults out and keeps other params', () => {
    const params = new URLSearchParams('utm=x&tab=wish');
    expect(writeListedView(params, { tab: 'wishList', sort: 'totalpages', order: 'desc' }).toString()).toBe(
      'utm=x&tab=wish&sort=pages&order=desc',
    );
    expect(writeListedView(params, { tab: 'readList', sort: undefined, order: 'desc' }).toString()).toBe('utm=x');
    expect(params.toString()).toBe('utm=x&tab=wish');
  });

  it('round-trips every view', () => {
    for (const tab of ['readList', 'wishList'] as const) {
      for (const sort of ['ratings', 'totalpages', 'year'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const view = { tab, sort, order };
          expect(readListedView(writeListedView(new URLSearchParams(), view))).toEqual(view);
        }
      }
    }
  });
});
