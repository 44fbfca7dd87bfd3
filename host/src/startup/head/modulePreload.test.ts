import { beforeEach, describe, expect, it } from 'vitest';
import { modulePreload } from './modulePreload';

const links = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.crossOrigin, link.href, link.getAttribute('integrity')]);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('modulePreload', () => {
  it('asks for the module in CORS mode, as module scripts are, with its hash when given', () => {
    modulePreload('https://remote.example/a.js');
    modulePreload('https://remote.example/b.js', `sha384-${'A'.repeat(64)}`);
    expect(links()).toEqual([
      ['modulepreload', 'anonymous', 'https://remote.example/a.js', null],
      ['modulepreload', 'anonymous', 'https://remote.example/b.js', `sha384-${'A'.repeat(64)}`],
    ]);
  });

  it('asks once for a module already preloaded, even by the page itself', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="https://remote.example/a.js">';
    modulePreload('https://remote.example/a.js');
    modulePreload('https://remote.example/b.js');
    modulePreload('https://remote.example/b.js');
    expect(links().map(([, , href]) => href)).toEqual(['https://remote.example/a.js', 'https://remote.example/b.js']);
  });

  it('a fetch of the same file into the cache is no modulepreload: it compiles nothing', () => {
    document.head.innerHTML = '<link rel="preload" as="fetch" href="https://remote.example/a.js">';
    modulePreload('https://remote.example/a.js');
    expect(links().map(([rel]) => rel)).toEqual(['preload', 'modulepreload']);
  });
});
