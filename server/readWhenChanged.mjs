// A file read again only when it has changed. The composing server looks at the host's
// remotes.json, routes.json and index.html on every request, so that an edit, a promotion (a
// new remotes.json renamed over the old) or a deploy's swapped folder applies at once; reading
// and parsing them each time made most of a composed request's garbage. A stat tells the same.
import { readFileSync, statSync } from 'node:fs';

/**
 * A reader: `read(path)` gives `parse` of the file's text, kept while the file's inode, size and
 * modification time stay the same. A missing file throws as readFileSync does; what `parse`
 * throws is thrown again on each read, until the file changes.
 * @template T
 * @param {(text: string) => T} parse
 * @returns {(path: string) => T}
 */
export function readWhenChanged(parse) {
  /** @type {Map<string, { version: string, value?: T, error?: unknown }>} */
  const kept = new Map();
  return (path) => {
    const { ino, size, mtimeMs } = statSync(path);
    const version = `${ino}:${size}:${mtimeMs}`;
    let entry = kept.get(path);
    if (entry?.version !== version) {
      try {
        entry = { version, value: parse(readFileSync(path, 'utf8')) };
      } catch (error) {
        entry = { version, error };
      }
      kept.set(path, entry);
    }
    if ('error' in entry) throw entry.error;
    return /** @type {T} */ (entry.value);
  };
}
