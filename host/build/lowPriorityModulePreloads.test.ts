import { describe, expect, it } from 'vitest';
import { markModulePreloadsLow } from './lowPriorityModulePreloads';

describe('markModulePreloadsLow', () => {
  it('asks for every module preload at low priority and leaves the other links and scripts as they are', () => {
    const head = [
      '<link rel="preload" as="image" href="/covers/1.webp" fetchPriority="high"/>',
      '<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/assets/bootstrap.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link rel="modulepreload" crossorigin href="/remoteEntry.js">',
    ].join('\n');

    expect(markModulePreloadsLow(head).split('\n')).toEqual([
      '<link rel="preload" as="image" href="/covers/1.webp" fetchPriority="high"/>',
      '<link rel="preload" href="/booksData.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/assets/bootstrap.js"></script>',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/remoteEntry.js">',
    ]);
  });

  it('keeps a priority a preload already asks for', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/first.js">';
    expect(markModulePreloadsLow(tag)).toBe(tag);
  });
});
