import type { Plugin } from 'vite';
import { chunksOf } from './firstScriptEntry.ts';

/** The file a remote's build lists its entry's files in, beside `remoteEntry.js`. */
const OFFLINE_FILES = 'offline-files.json';

/**
 * Lists every file `remoteEntry.js` can load (its chunks, static and lazy, and their CSS and
 * assets), so the host's service worker can keep one remote build whole for offline use: an
 * entry kept without all of its own chunks would fail offline. The standalone page's own
 * files are left out.
 */
export function offlineFiles(entryFileName: string): Plugin {
  return {
    name: 'bookmarked:offline-files',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.get(entryFileName);
        if (!entry) this.error(`offline-files: ${entryFileName} is missing from the bundle`);
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
        files.delete(entryFileName);
        this.emitFile({
          type: 'asset',
          fileName: OFFLINE_FILES,
          source: `${JSON.stringify({ entry: entryFileName, files: [...files].sort() }, null, 2)}\n`,
        });
      },
    },
  };
}
