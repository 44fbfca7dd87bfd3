import { describe, expect, it } from 'vitest';
import { remoteBuildFolder } from './remoteEntryStrategy';

describe('the remote build a kept file belongs to', () => {
  it.each([
    ['a page module', 'http://localhost:4174/assets/BookDetails-Bib.js', 'http://localhost:4174/'],
    ['a hashed container', 'http://localhost:4174/remoteEntry-Oujza1oh.js', 'http://localhost:4174/'],
    ['a release under a path', 'https://cdn.example/releases/graph/7/assets/PagesGraph-CE4.js', 'https://cdn.example/releases/graph/7/'],
  ])('%s: the folder its remoteEntry.js is in', (_case, url, folder) => {
    expect(remoteBuildFolder(new URL(url))).toBe(folder);
  });

  it('none for a file outside a build', () => {
    expect(remoteBuildFolder(new URL('http://localhost:4173/booksData.json'))).toBeUndefined();
  });
});
