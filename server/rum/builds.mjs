// Which release a build id is, from the builds and releases on disk: a remote's build id is in
// its mf-manifest.json (metaData.buildInfo.buildId), in its dist folder (release `dist`) and in
// each release folder (releases/<app>/<id>/, release `<id>`); the host's is compiled into its
// entry script. Looked at again at most once every `recheckMs`, and only the newest
// MAX_RELEASES_PER_APP releases of each app are known: a label set stays bounded however many
// releases pile up, and an older release's events count as `other`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isReleaseId } from '../release/releaseFolder.mjs';

const MAX_RELEASES_PER_APP = 20;
const DIST_RELEASE = 'dist';
export const OTHER = 'other';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A remote build's id from its manifest, or undefined. */
function manifestBuildId(dir) {
  try {
    const id = readJson(join(dir, 'mf-manifest.json'))?.metaData?.buildInfo?.buildId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The host build's id, from the entry script its index.html loads, or undefined. */
function hostBuildId(dir) {
  try {
    const entry = readFileSync(join(dir, 'index.html'), 'utf8').match(/<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/)?.[1];
    return entry && readFileSync(join(dir, entry), 'utf8').match(/buildId:[`"']([^`"'\s]{1,100})[`"']/)?.[1];
  } catch {
    return undefined;
  }
}

/** An app's newest releases (by folder time), newest first, as [id, build id] pairs. */
function releasesOf(releasesDir, app) {
  let ids;
  try {
    ids = readdirSync(join(releasesDir, app)).filter(isReleaseId);
  } catch {
    return [];
  }
  return ids
    .map((id) => ({ id, time: statSync(join(releasesDir, app, id)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(0, MAX_RELEASES_PER_APP)
    .map(({ id }) => [id, manifestBuildId(join(releasesDir, app, id))]);
}

/**
 * @param {{ releasesDir: string, distDirs: Record<string, string>, recheckMs?: number, now?: () => number }} options
 *   `distDirs`: each app's dist folder by name, the host's under `host`.
 */
export function createBuildIndex({ releasesDir, distDirs, recheckMs = 1000, now = () => performance.now() }) {
  /** @type {Map<string, Map<string, string>>} app → build id → release */
  let index = new Map();
  /** @type {Map<string, string[]>} app → the releases known, `dist` first */
  let known = new Map();
  let checkedAt = -Infinity;

  function read() {
    const nextIndex = new Map();
    const nextKnown = new Map();
    for (const [app, dir] of Object.entries(distDirs)) {
      const builds = new Map();
      // Oldest first, so that a build id found twice (a release copied from dist) is the newest release's.
      const releases = app === 'host' ? [] : releasesOf(releasesDir, app).reverse();
      const distId = app === 'host' ? hostBuildId(dir) : manifestBuildId(dir);
      if (distId) builds.set(distId, DIST_RELEASE);
      for (const [id, buildId] of releases) if (buildId) builds.set(buildId, id);
      nextIndex.set(app, builds);
      nextKnown.set(app, [DIST_RELEASE, ...releases.map(([id]) => id).reverse()]);
    }
    index = nextIndex;
    known = nextKnown;
  }

  function fresh() {
    if (now() - checkedAt >= recheckMs) {
      checkedAt = now();
      read();
    }
  }

  return {
    /** The release of `app` whose build is `buildId`, or `other`. */
    releaseOf(app, buildId) {
      fresh();
      return index.get(app)?.get(buildId) ?? OTHER;
    },
    /** Every release label `app` can have now, `other` included. */
    releasesOf(app) {
      fresh();
      return [...(known.get(app) ?? []), OTHER];
    },
  };
}
