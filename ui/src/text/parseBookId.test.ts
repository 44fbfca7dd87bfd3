import { describe, expect, it } from 'vitest';
import { parseBookId } from './parseBookId';

describe('parseBookId', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
  ])('reads %j as %d', (raw, id) => expect(parseBookId(raw)).toBe(id));

  it.each([null, '', 'abc', '-1', '1.5', '1e3', '3x', '9'.repeat(20)])('rejects %j', (raw) => {
    expect(parseBookId(raw)).toBeUndefined();
  });
});
