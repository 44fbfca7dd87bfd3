// A release's integrity list (integrity.json beside its manifest: every JS and CSS file it emits,
// with the sha384 of its bytes), read from untrusted JSON and turned into the hashes of the modules
// a browser loads. Plain JavaScript without Node's modules: the composing servers and the host's
// first script (which checks a remote's files on a page no server composed) both read it.
import { ENTRY_RETRY_ADDRESSES, retriedEntry } from './entryRetries.mjs';
import { isHashedEntryFile } from '../federation/entryFiles.mjs';

/** Beside mf-manifest.json in every app's build. */
export const INTEGRITY_FILE = 'integrity.json';

/** The files whose hashes are recorded: what a browser can check, and runs or applies. */
export const isCheckedFile = (file) => /\.(?:m?js|css)$/.test(file);

const HASH = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * The file's content as written by the build, from untrusted JSON: `{ files: { path: hash } }`
 * with every path relative and every hash a sha384; undefined for anything else.
 * @param {unknown} value
 * @returns {Record<string, string> | undefined}
 */
export function integrityListOf(value) {
  const files = typeof value === 'object' && value !== null ? /** @type {{ files?: unknown }} */ (value).files : undefined;
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return undefined;
  const entries = Object.entries(files);
  const valid = entries.every(([path, hash]) => isCheckedFile(path) && !path.startsWith('/') && !path.split('/').includes('..') && typeof hash === 'string' && HASH.test(hash));
  return valid ? Object.fromEntries(entries) : undefined;
}

/**
 * The import map's `integrity` entries for one remote: each of its modules by the address the
 * browser loads it from, resolved against its entry, and the entry under each Retry's address.
 * @param {Record<string, string>} files the remote's integrity list
 * @param {string} entryUrl the absolute address of its remoteEntry.js
 */
export function moduleIntegrity(files, entryUrl) {
  const base = new URL('.', entryUrl);
  const entryFile = new URL(entryUrl).pathname.slice(base.pathname.length);
  /** @type {Record<string, string>} */
  const integrity = {};
  for (const [path, hash] of Object.entries(files)) {
    if (!/\.m?js$/.test(path)) continue;
    integrity[new URL(path, base).href] = hash;
  }
  // A Retry imports the entry again under a fresh address: the stable one, or the hashed container
  // a page that read the manifest imports.
  for (const file of Object.keys(files).filter((path) => path === entryFile || isHashedEntryFile(path))) {
    const url = new URL(file, base).href;
    for (let attempt = 1; attempt <= ENTRY_RETRY_ADDRESSES; attempt += 1) integrity[retriedEntry(url, attempt)] = files[file];
  }
  return integrity;
}
