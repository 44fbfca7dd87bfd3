// A release: a remote's build in a folder of its own, named <version>-<content hash>, with a
// release.json that says so. Its files never change, so they can be cached for good.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

export const RELEASE_FILE = 'release.json';
/** A release's id, `<version>-<content hash>`, as a regular expression JavaScript and nginx read alike. */
export const RELEASE_ID_PATTERN = '[0-9A-Za-z.+-]+-[0-9a-f]{10}';
const ID = new RegExp(`^${RELEASE_ID_PATTERN}$`);

export const isReleaseId = (id) => typeof id === 'string' && ID.test(id);

/** Every file under `dir`, as sorted paths relative to it, release.json left out. */
export function releaseFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => path !== RELEASE_FILE)
    .sort();
}

/** One hash over every file's path and bytes: the same build gives the same hash. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const path of releaseFiles(dir)) hash.update(`${path}\0`).update(readFileSync(join(dir, path))).update('\0');
  return hash.digest('hex').slice(0, 10);
}

export const releaseId = (version, hash) => `${version}-${hash}`;

/** The entry visitors load a release from. */
export const releaseEntry = (releasesUrl, app, id) => `${releasesUrl}${app}/${id}/remoteEntry.js`;

/** The release id an entry URL names, if it is one of `app`'s releases. */
export function releaseOfEntry(entry, app) {
  const match = typeof entry === 'string' ? entry.match(/\/releases\/([^/]+)\/([^/]+)\/remoteEntry\.js$/) : null;
  return match && match[1] === app && isReleaseId(match[2]) ? match[2] : undefined;
}

function readReleaseFile(dir) {
  try {
    const meta = JSON.parse(readFileSync(join(dir, RELEASE_FILE), 'utf8'));
    return typeof meta?.app === 'string' && isReleaseId(meta.id) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The release an operator named, by id (a folder under the releases folder) or by path, or
 * a one-line reason it is none.
 */
export function findRelease({ releasesDir, app, name }) {
  if (typeof name !== 'string' || name === '') return { problem: `name a release of ${app} (pnpm release ${app} makes one)` };
  const byPath = isAbsolute(name) || name.startsWith('.') || name.includes('/');
  const dir = byPath ? resolve(name) : join(releasesDir, app, name);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    const known = existsSync(join(releasesDir, app)) ? readdirSync(join(releasesDir, app)).filter(isReleaseId).sort() : [];
    const hint = known.length > 0 ? ` (known: ${known.slice(-3).join(', ')})` : ` (none yet: pnpm release ${app})`;
    return { problem: byPath ? `no folder ${dir}` : `no release "${name}" of ${app} in ${join(releasesDir, app)}${hint}` };
  }
  const meta = readReleaseFile(dir);
  if (!meta) return { problem: `${dir} is not a release: it has no valid ${RELEASE_FILE} (make one with pnpm release ${app})` };
  if (meta.app !== app) return { problem: `${meta.id} is a release of ${meta.app}, not of ${app}` };
  if (resolve(dir) !== resolve(releasesDir, app, meta.id)) {
    return { problem: `${dir} is not in ${join(releasesDir, app)}: visitors could not load it from there` };
  }
  return { dir, id: meta.id, meta };
}
