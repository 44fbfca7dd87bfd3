import { describe, expect, it } from 'vitest';
import { hashedEntryUrl, isHashedEntryFile } from './entryFiles.mjs';

const manifestNaming = (remoteEntry: unknown) => ({ metaData: { remoteEntry } });

describe("a remote's entry files", () => {
  it('tells the hashed container by its name alone', () => {
    expect(['remoteEntry-BBTW8XG5.js', 'remoteEntry-a_b-1.js'].every(isHashedEntryFile)).toBe(true);
    expect(['remoteEntry.js', 'remoteEntry-.js', 'assets/remoteEntry-x.js', 'remoteEntry-x.js.map', 'x-remoteEntry-y.js'].some(isHashedEntryFile)).toBe(false);
  });

  it('finds the hashed container the manifest names, beside the stable entry', () => {
    const manifest = manifestNaming({ name: 'remoteEntry-BBTW8XG5.js', path: '', type: 'module' });
    expect(hashedEntryUrl(manifest, 'https://cdn.example/releases/graph/7/remoteEntry.js')).toBe('https://cdn.example/releases/graph/7/remoteEntry-BBTW8XG5.js');
    // A Retry's address of the stable entry still finds the container itself.
    expect(hashedEntryUrl(manifest, 'https://cdn.example/remoteEntry.js?retry=2')).toBe('https://cdn.example/remoteEntry-BBTW8XG5.js');
  });

  it('finds none in an older build, a malformed manifest, or one that would send the page elsewhere', () => {
    const entry = 'https://cdn.example/remoteEntry.js';
    for (const manifest of [
      undefined,
      'remoteEntry-x.js',
      {},
      manifestNaming({ name: 'remoteEntry.js', path: '', type: 'module' }),
      manifestNaming({ name: 'https://evil.example/remoteEntry-x.js', path: '' }),
      manifestNaming({ name: '../remoteEntry-x.js', path: '' }),
      manifestNaming({ name: 'remoteEntry-x.js', path: 'elsewhere/' }),
      manifestNaming({ name: 42 }),
    ]) {
      expect(hashedEntryUrl(manifest, entry), JSON.stringify(manifest)).toBeUndefined();
    }
  });
});
