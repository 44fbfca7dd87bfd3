import { describe, expect, it } from 'vitest';
import { splitHoistedResources } from './hoistedResources';

describe('splitHoistedResources', () => {
  it("takes the resources React put ahead of the page's markup", () => {
    const html = '<link rel="preload" as="image" href="/covers/5.webp" fetchPriority="high"/><link rel="stylesheet" href="a.css"/><!--$--><div><link rel="preload" href="later"/></div><!--/$-->';
    expect(splitHoistedResources(html)).toEqual({
      hoisted: '<link rel="preload" as="image" href="/covers/5.webp" fetchPriority="high"/><link rel="stylesheet" href="a.css"/>',
      body: '<!--$--><div><link rel="preload" href="later"/></div><!--/$-->',
    });
  });

  it('leaves a page that starts with its markup as it is', () => {
    expect(splitHoistedResources('<div>Books</div>')).toEqual({ hoisted: '', body: '<div>Books</div>' });
  });
});
