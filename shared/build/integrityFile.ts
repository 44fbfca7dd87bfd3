import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { INTEGRITY_FILE, integrityFileText, integrityOf, isCheckedFile } from '../src/integrity/subresourceIntegrity.mjs';

/**
 * Records the sha384 of every JS and CSS file the build emits in `integrity.json`, beside the
 * manifest. Hashed from the files as written, after every other plugin has had its say: a hash
 * of the bundle in memory could miss a later change and have the browser refuse a good file.
 */
export function integrityFile(): Plugin {
  return {
    name: 'bookmarked:integrity-file',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir;
        if (!dir) this.error('integrity-file: the build has no output folder');
        const files = Object.keys(bundle).filter(isCheckedFile);
        const hashes = await Promise.all(files.map(async (file) => [file, integrityOf(await readFile(join(dir, file)))] as const));
        await writeFile(join(dir, INTEGRITY_FILE), integrityFileText(Object.fromEntries(hashes)));
      },
    },
  };
}
