import { describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderedFileFor } from './prerenderedPages.mjs';

describe('prerenderedFile', () => {
  it('names a page by its folders and its query, like the remotes name their rendered pages', () => {
    expect(prerenderedFile('/')).toBe('pages/index.html');
    expect(prerenderedFile('/details?id=5')).toBe('pages/details/id=5.html');
    expect(prerenderedFile('/pages-graph')).toBe('pages/pages-graph/index.html');
  });
});

describe('prerenderedFileFor', () => {
  const list = { pages: { '/': 'pages/index.html', '/details?id=5': 'pages/details/id=5.html', '/listed': 'pages/listed/index.html' } };

  it('finds the page by its path and query, a trailing slash as the composed site reads it', () => {
    expect(prerenderedFileFor(list, '/details?id=5')).toBe('pages/details/id=5.html');
    expect(prerenderedFileFor(list, '/listed/')).toBe('pages/listed/index.html');
    expect(prerenderedFileFor(list, '/')).toBe('pages/index.html');
  });

  it('gives nothing for an address the build drew nothing for', () => {
    expect(prerenderedFileFor(list, '/details?id=5&x=1')).toBeUndefined();
    expect(prerenderedFileFor(list, '/?q=dune')).toBeUndefined();
    expect(prerenderedFileFor(list, '/details')).toBeUndefined();
    expect(prerenderedFileFor(list, '/constructor')).toBeUndefined();
  });
});
