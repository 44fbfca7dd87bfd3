import { describe, expect, it, vi } from 'vitest';
import { isRereadable } from './rereadableResponse';

const url = 'http://site/booksData.json';
function response(headers: Record<string, string>, address = url) {
  const answer = new Response('[]', { headers });
  Object.defineProperty(answer, 'url', { value: address });
  return answer;
}
const entry = (decodedBodySize: number, responseEnd = 120) => ({ decodedBodySize, responseEnd }) as PerformanceResourceTiming;

describe('isRereadable', () => {
  it('is true for a response all in, larger than the limit, that the cache keeps and can revalidate', () => {
    expect(isRereadable(response({ etag: '"a"' }), 1000, [entry(5000)])).toBe(true);
    expect(isRereadable(response({ 'last-modified': 'Thu, 26 Nov 2026 19:35:23 GMT', 'cache-control': 'no-cache' }), 1000, [entry(5000)])).toBe(true);
  });

  it.each([
    ['it is not larger than the limit', response({ etag: '"a"' }), [entry(1000)]],
    ['it is still arriving', response({ etag: '"a"' }), [entry(0, 0)]],
    ['the page has no timing for it', response({ etag: '"a"' }), []],
    ['the cache may not keep it', response({ etag: '"a"', 'cache-control': 'private, no-store' }), [entry(5000)]],
    ['the cache could only download it again', response({}), [entry(5000)]],
    ['it has no address (made up on the page)', response({ etag: '"a"' }, ''), [entry(5000)]],
  ])('is false when %s', (_case, answer, entries) => {
    expect(isRereadable(answer, 1000, entries)).toBe(false);
  });

  it('is false when the cache may not keep it, however the header is written', () => {
    expect(isRereadable(response({ etag: '"a"', 'cache-control': 'NO-STORE' }), 1000, [entry(5000)])).toBe(false);
  });

  it('is true when it has just come in, and false before its last byte', () => {
    expect(isRereadable(response({ etag: '"a"' }), 1000, [entry(5000, 1)])).toBe(true);
    expect(isRereadable(response({ etag: '"a"' }), 1000, [entry(5000, 0)])).toBe(false);
  });

  it("reads the size from the page's own timing of that address", () => {
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name, type) => (name === url && type === 'resource' ? [entry(5000)] : []));
    expect(isRereadable(response({ etag: '"a"' }), 1000)).toBe(true);
    expect(isRereadable(response({ etag: '"a"' }, 'http://site/other.json'), 1000)).toBe(false);
  });

  it('is false where the page keeps no timing at all', () => {
    vi.stubGlobal('performance', undefined);
    expect(isRereadable(response({ etag: '"a"' }), 1000)).toBe(false);
  });
});
