import { describe, expect, it } from 'vitest';
import { entryCacheKey, filesNamedBy, listMatchesEntry, parseOfflineFiles } from './remoteBuild';

const entry = `const m=()=>["./assets/Page-B1.css"];import{r as e}from"./assets/dist-A1.js";import(\`./assets/Page-C2.js\`)`;

describe('a remote build kept whole', () => {
  it('finds the files an entry names, static, lazy and CSS', () => {
    expect(filesNamedBy(entry).sort()).toEqual(['assets/Page-B1.css', 'assets/Page-C2.js', 'assets/dist-A1.js']);
  });

  it('accepts a list from the same build and refuses one from another deploy', () => {
    expect(listMatchesEntry(['assets/dist-A1.js', 'assets/Page-C2.js', 'assets/Page-B1.css', 'assets/x.js'], entry)).toBe(true);
    expect(listMatchesEntry(['assets/dist-OLD.js', 'assets/Page-C2.js', 'assets/Page-B1.css'], entry)).toBe(false);
  });

  it('keeps the stable entry with the hashed container it re-exports, from the same build only', () => {
    const alias = "export * from './remoteEntry-BBTW8XG5.js';\n";
    expect(filesNamedBy(alias)).toEqual(['remoteEntry-BBTW8XG5.js']);
    expect(listMatchesEntry(['remoteEntry-BBTW8XG5.js', 'assets/dist-A1.js'], alias)).toBe(true);
    expect(listMatchesEntry(['remoteEntry-OLD.js', 'assets/dist-A1.js'], alias)).toBe(false);
  });

  it('refuses an entry that names no files: nothing proves the list is its own', () => {
    expect(listMatchesEntry(['assets/a.js'], 'console.log(1)')).toBe(false);
  });

  it('reads only a list of plain relative file names', () => {
    expect(parseOfflineFiles({ entry: 'remoteEntry.js', files: ['assets/a.js'] })).toEqual(['assets/a.js']);
    expect(parseOfflineFiles({ files: ['../secret.js'] })).toBeUndefined();
    expect(parseOfflineFiles({ files: ['https://evil.example/x.js'] })).toBeUndefined();
    expect(parseOfflineFiles({ files: [1] })).toBeUndefined();
    expect(parseOfflineFiles({ files: 'assets/a.js' })).toBeUndefined();
    expect(parseOfflineFiles(null)).toBeUndefined();
    expect(parseOfflineFiles('[]')).toBeUndefined();
  });

  it('keeps one entry per remote whatever Retry adds to its URL', () => {
    expect(entryCacheKey('http://localhost:4175/remoteEntry.js?retry=2#x')).toBe('http://localhost:4175/remoteEntry.js');
  });
});
