// A remote's entry files. Its container is content-hashed (`remoteEntry-<hash>.js`, named by the
// remote's mf-manifest.json) so that browsers, service workers and CDNs keep it for good, and
// `remoteEntry.js` beside it re-exports it under the stable address remotes.json names.

/** The stable address of a remote's entry: what remotes.json and releases name. */
export const STABLE_ENTRY_FILE = 'remoteEntry.js';

/** The federation plugin's file name for the container, `[hash]` filled in at build. */
export const HASHED_ENTRY_FILE = 'remoteEntry-[hash].js';

const HASHED_ENTRY = /^remoteEntry-[\w-]+\.js$/;

/**
 * Whether `file` (a name, no folder) is a hashed container.
 * @param {string} file
 */
export const isHashedEntryFile = (file) => HASHED_ENTRY.test(file);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hashed container's address from the remote's manifest (`metaData.remoteEntry`), beside the
 * stable `entryUrl` it was read for; undefined when the manifest names no hashed container (an
 * older build) or names one anywhere else, so the caller keeps the stable entry.
 * @param {unknown} manifest the remote's mf-manifest.json, untrusted
 * @param {string} entryUrl the absolute address of its remoteEntry.js
 * @returns {string | undefined}
 */
export function hashedEntryUrl(manifest, entryUrl) {
  const remoteEntry = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.remoteEntry : undefined;
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string' || !isHashedEntryFile(remoteEntry.name)) return undefined;
  if (remoteEntry.path !== undefined && remoteEntry.path !== '') return undefined;
  const url = new URL(remoteEntry.name, entryUrl);
  url.search = '';
  return url.href;
}
