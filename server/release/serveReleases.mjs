// The host's /releases/<app>/<id>/… for server/serve.mjs: each release folder is served as it is
// (it never changes, so its file list is read once); a release deleted since is a 404.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { isReleaseId, RELEASE_FILE } from './releaseFolder.mjs';

const RELEASES_PATH = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)(\/.*)$/;

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
    if (!served.has(dir)) served.set(dir, sirv(dir, { etag: true, onNoMatch: notFound }));
    const query = req.url.indexOf('?');
    req.url = rest + (query >= 0 ? req.url.slice(query) : '');
    served.get(dir)(req, res);
  };
}
