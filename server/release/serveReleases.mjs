// The host's /releases/<app>/<id>/… for server/serve.mjs: each release folder is served as it is,
// its integrity list read once (a release never changes); a release deleted since is a 404.
//
// A script or style sheet is served only if its bytes are the ones the release's build recorded
// (integrity.json): a file changed on disk after promotion never leaves this server, so no cache
// in front of it (Varnish, a CDN, the browser's) keeps the changed copy, and putting the right
// file back is enough. The browser checks the same hashes, for the servers that do not run this
// code (nginx serves releases from disk).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { INTEGRITY_FILE, integrityOf, isCheckedFile } from '@bookmarked/shared/integrity';
import { readIntegrityList } from './integrity.mjs';
import { isReleaseId, RELEASE_FILE } from './releaseFolder.mjs';

const RELEASES_PATH = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)(\/.*)$/;

const versionOf = (file) => {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
  } catch {
    return undefined;
  }
};

/**
 * One release folder as served: sirv's index of its files, and whether a script or style sheet
 * in it (its path relative to the folder) is one its build recorded, with the recorded bytes. A
 * release without a readable list was never let through at release time either
 * (server/release/checks.mjs): its files are served as they are. sirv keeps each file's size and
 * ETag from when it indexed the folder, so a recorded file changed since gets a fresh index; its
 * hash is worked out again only then.
 */
function createServedRelease(dir, notFound) {
  const recorded = readIntegrityList(dir);
  const hashes = new Map();
  let index;
  const indexFiles = () => {
    const versions = new Map(Object.keys(recorded ?? {}).map((path) => [path, versionOf(join(dir, path))]));
    index = { versions, files: sirv(dir, { etag: true, onNoMatch: notFound }) };
  };
  indexFiles();
  return {
    files: (req, res) => index.files(req, res),
    isReleased(path) {
      if (!recorded || !isCheckedFile(path) || path.split('/').includes('..')) return true;
      const version = versionOf(join(dir, path));
      if (version === undefined) return true; // sirv answers the 404
      if (!Object.hasOwn(recorded, path)) return false;
      if (index.versions.get(path) !== version) indexFiles();
      let known = hashes.get(path);
      if (known?.version !== version) {
        known = { version, hash: integrityOf(readFileSync(join(dir, path))) };
        hashes.set(path, known);
      }
      return known.hash === recorded[path];
    },
  };
}

function refuse(res, app, id, path) {
  console.error(`releases/${app}/${id}/${path} is not the file its build recorded in ${INTEGRITY_FILE}: refused. Put the released file back, or release the app again.`);
  res.statusCode = 500;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('This file is not the one its release built.\n');
}

export function createReleaseFiles(releasesDir, notFound) {
  const served = new Map();
  return function releaseFiles(req, res, pathname) {
    const [, app, id, rest] = pathname.match(RELEASES_PATH) ?? [];
    const dir = app && isReleaseId(id) ? join(releasesDir, app, id) : undefined;
    if (!dir || !existsSync(join(dir, RELEASE_FILE))) {
      if (dir) served.delete(dir);
      notFound(req, res);
      return;
    }
    if (!served.has(dir)) served.set(dir, createServedRelease(dir, notFound));
    const release = served.get(dir);
    const path = decodePath(rest.slice(1));
    if (path !== undefined && !release.isReleased(path)) {
      refuse(res, app, id, path);
      return;
    }
    const query = req.url.indexOf('?');
    req.url = rest + (query >= 0 ? req.url.slice(query) : '');
    release.files(req, res);
  };
}

function decodePath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined; // sirv finds no file under it either
  }
}
