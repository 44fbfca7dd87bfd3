// Where the live site keeps what a release touches: the host's folder (remotes.json, the history
// and the lock beside it, routes.json with the platform it provides) and the releases folder.
// DIST_ROOT points at a deployed copy, as for server/serve.mjs; RELEASES_DIR moves the
// releases; RELEASES_URL is where visitors fetch them (default /releases/ on the host's origin).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../../apps.config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function sitePaths(env = process.env) {
  const distRoot = env.DIST_ROOT;
  const hostDir = join(distRoot ?? root, apps.host.dir, distRoot ? '' : 'dist');
  return {
    root,
    hostDir,
    remotesFile: join(hostDir, 'remotes.json'),
    historyFile: join(hostDir, 'remotes-history.json'),
    releasesDir: env.RELEASES_DIR ?? join(distRoot ?? root, 'releases'),
    releasesUrl: (env.RELEASES_URL ?? '/releases/').replace(/\/?$/, '/'),
  };
}

export const remoteNames = Object.keys(apps.remotes);

/**
 * The operators' files beside remotes.json in the host's folder: the promotions' history and
 * the lock a promotion holds (a folder). Both servers answer 404 for them; visitors need neither.
 */
export const PRIVATE_HOST_FILES = ['remotes-history.json', 'remotes.json.lock'];

/** The remote an operator named, or a one-line reason it is none. */
export function remoteNamed(name) {
  if (typeof name !== 'string' || name === '') return { problem: `name a remote: ${remoteNames.join(', ')}` };
  if (name === 'host') return { problem: 'the host is not released this way: it is deployed as a whole (docs/deployment.md)' };
  if (!Object.hasOwn(apps.remotes, name)) return { problem: `unknown app "${name}" (remotes: ${remoteNames.join(', ')})` };
  return { name, app: apps.remotes[name] };
}
