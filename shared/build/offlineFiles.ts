import type { Plugin } from 'vite';
import { chunksOf } from './firstScriptEntry.ts';
import { hashedEntryChunk, STABLE_ENTRY_FILE } from './stableEntry.ts';

/** The file a remote's build lists its entry's files in, beside `remoteEntry.js`. */
const OFFLINE_FILES = 'offline-files.json';

/**
 * Lists every file `remoteEntry.js` can load (the hashed container it re-exports, its chunks,
 * static and lazy, and their CSS and assets), so the host's service worker can keep one remote
 * build whole for offline use: an entry kept without all of its own chunks would fail offline.
 * The standalone page's own files are left out.
 */
export function offlineFiles(): Plugin {
  return {
    name: 'bookmarked:offline-files',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
        const entry = hashedEntryChunk(bundle);
        if (!entry) this.error('offline-files: the hashed remote entry is missing from the bundle');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
          [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
        };
        visit(entry.fileName);
        this.emitFile({
          type: 'asset',
          fileName: OFFLINE_FILES,
          source: `${JSON.stringify({ entry: STABLE_ENTRY_FILE, files: [...files].sort() }, null, 2)}\n`,
        });
      },
    },
  };
}
