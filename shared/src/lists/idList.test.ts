import { describe, expect, it } from 'vitest';
import { decodeIdList, encodeIdList } from './idList';

describe('decodeIdList', () => {
  it('reads a clean list', () => {
    expect(decodeIdList('[3,1,2]')).toEqual({ ids: [3, 1, 2], corrupt: false });
  });

  it('treats a missing value as an empty list', () => {
    expect(decodeIdList(undefined)).toEqual({ ids: [], corrupt: false });
  });

  it.each(['{nope', '"text"', '{"a":1}', 'null', '42'])('flags %s as corrupt without throwing', (raw) => {
    expect(decodeIdList(raw)).toEqual({ ids: [], corrupt: true });
  });

  it('keeps the valid ids of a partly corrupt list', () => {
    expect(decodeIdList('[1,"x",null,2.5,-4,{"id":3},7,7]')).toEqual({ ids: [1, 7], corrupt: true });
  });

  it('encodes as a JSON array', () => {
    expect(encodeIdList([1, 2])).toBe('[1,2]');
  });
});

describe('decodeIdList: edge ids', () => {
  it('accepts 0 as an id', () => {
    expect(decodeIdList('[0,1]')).toEqual({ ids: [0, 1], corrupt: false });
  });
});
