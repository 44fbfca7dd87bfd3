import { describe, expect, it } from 'vitest';
import { isRemoteName, localRemoteEntries, remotePagesByPath } from './appRegistry';

describe('isRemoteName', () => {
  it("knows the registry's remotes and nothing else, not even an object's built-in names", () => {
    expect(['catalog', 'lists', 'graph'].every(isRemoteName)).toBe(true);
    expect(isRemoteName('payments')).toBe(false);
    expect(isRemoteName('toString')).toBe(false);
    expect(isRemoteName('constructor')).toBe(false);
  });
});

describe('localRemoteEntries', () => {
  it("points at each remote's entry on its own local port, for the built site and for dev servers", () => {
    expect(localRemoteEntries('prod')).toEqual({
      catalog: 'http://localhost:4174/remoteEntry.js',
      lists: 'http://localhost:4175/remoteEntry.js',
      graph: 'http://localhost:4176/remoteEntry.js',
    });
    expect(localRemoteEntries('dev').catalog).toBe('http://localhost:5174/remoteEntry.js');
  });

  it('moves every port by the offset, so a second copy of the site can run beside the first', () => {
    expect(localRemoteEntries('dev', 100)).toEqual({
      catalog: 'http://localhost:5274/remoteEntry.js',
      lists: 'http://localhost:5275/remoteEntry.js',
      graph: 'http://localhost:5276/remoteEntry.js',
    });
  });
});

describe('remotePagesByPath', () => {
  it('names the remote and page that each route of the site shows', () => {
    expect(remotePagesByPath()).toEqual({
      '/': { remote: 'catalog', page: 'Home' },
      '/details': { remote: 'catalog', page: 'BookDetails' },
      '/listed': { remote: 'lists', page: 'ListedBooks' },
      '/pages-graph': { remote: 'graph', page: 'PagesGraph' },
    });
  });
});
