import { describe, expect, it } from 'vitest';
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
});
