import type { Plugin, Rolldown } from 'vite';
import { HASHED_ENTRY_FILE, isHashedEntryFile, STABLE_ENTRY_FILE } from '../src/federation/entryFiles.mjs';

export { HASHED_ENTRY_FILE, STABLE_ENTRY_FILE };

/** The remote's container chunk, which the federation plugin names by its content. */
export function hashedEntryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && isHashedEntryFile(file.fileName));
}

/**
 * `remoteEntry.js` beside the hashed container, as one line that re-exports it: the stable
 * address remotes.json, releases, a remote's own page and older hosts load the remote by (served
 * no-cache, as a deploy replaces it), while a host that has read the manifest imports the hashed
 * file, which every cache may keep for good. A re-export, not a copy: a page that imports both
 * still runs one container.
 */
export function stableEntry(): Plugin {
  return {
    name: 'bookmarked:stable-entry',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = hashedEntryChunk(bundle);
        if (!entry) this.error(`stable-entry: no ${HASHED_ENTRY_FILE} chunk in the bundle`);
        this.emitFile({ type: 'asset', fileName: STABLE_ENTRY_FILE, source: `export * from './${entry.fileName}';\n` });
      },
    },
  };
}
