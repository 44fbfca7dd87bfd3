import { describe, expect, it } from 'vitest';
import { remoteOfScript, remoteOfStack } from './stackOwner';

const entries = {
  catalog: 'https://catalog.example.com/remoteEntry.js',
  lists: 'https://www.example.com/releases/lists/1.0.0-3f9c2a1b7e/remoteEntry.js',
  graph: 'https://www.example.com/remoteEntry.js',
};

describe('remoteOfScript', () => {
  it("names the remote whose entry's folder holds the script: its origin, or its release", () => {
    expect(remoteOfScript('https://catalog.example.com/assets/Home-abc.js', entries)).toBe('catalog');
    expect(remoteOfScript('https://www.example.com/releases/lists/1.0.0-3f9c2a1b7e/assets/List-1.js', entries)).toBe('lists');
  });

  it('prefers the deepest folder that holds it', () => {
    expect(remoteOfScript('https://www.example.com/releases/lists/1.0.0-3f9c2a1b7e/assets/a.js', entries)).toBe('lists');
    expect(remoteOfScript('https://www.example.com/assets/graph.js', entries)).toBe('graph');
  });

  it('names a remote by a release of it that is not the configured one (a canary, a promote since)', () => {
    expect(remoteOfScript('https://cdn.example.com/releases/catalog/1.1.0-aa/assets/x.js', {})).toBe('catalog');
  });

  it('names no remote for a script of none, nor for a release of an app that is no remote', () => {
    expect(remoteOfScript('https://host.example.com/assets/index-1.js', entries)).toBeUndefined();
    expect(remoteOfScript('https://host.example.com/releases/host/1.0.0-aa/assets/index-1.js', entries)).toBeUndefined();
  });
});

describe('remoteOfStack', () => {
  it("names the remote of the first frame, from the top, in a remote's script (Chromium's and Firefox's frames)", () => {
    const chromium = [
      'Error: render failure',
      '    at BrokenPage (https://catalog.example.com/assets/Home-abc.js:1:200)',
      '    at renderWithHooks (https://host.example.com/assets/react-dom-1.js:4:100)',
    ].join('\n');
    const firefox = 'BrokenPage@https://www.example.com/releases/lists/1.0.0-3f9c2a1b7e/assets/List-1.js:3:9\nrender@https://host.example.com/assets/index.js:1:1';
    expect(remoteOfStack(chromium, entries)).toBe('catalog');
    expect(remoteOfStack(firefox, { lists: entries.lists })).toBe('lists');
  });

  it("looks past the host's frames on top", () => {
    const stack = 'TypeError: x\n    at f (https://host.example.com/assets/index.js:1:1)\n    at g (https://catalog.example.com/assets/a.js:2:2)';
    expect(remoteOfStack(stack, entries)).toBe('catalog');
  });

  it("names none for a stack of the host's frames only, or no stack", () => {
    expect(remoteOfStack('Error\n    at f (https://host.example.com/assets/index.js:1:1)', { catalog: entries.catalog })).toBeUndefined();
    expect(remoteOfStack(undefined, entries)).toBeUndefined();
  });
});
