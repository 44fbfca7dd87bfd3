// Beside each remote's releases, `live` names the release everyone gets (a symbolic link to its
// folder), for a server that reads the release's files from disk instead of following
// remotes.json: nginx reads no JSON, so it composes a released remote's pages from
// releases/<app>/live/fragments/ (server/nginx-conf.mjs), and from the remote's own origin when
// there is no link. pnpm promote and pnpm rollback move the links with remotes.json, and
// `node server/nginx.mjs start|reload` sets them from it, so a promotion or a rollback is
// composed on the next request, with no reload.
import { existsSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { releaseOfEntry } from './releaseFolder.mjs';

/** The link's name in each remote's releases folder; never a release id (they end in a hash). */
export const LIVE_LINK = 'live';

function readLink(link) {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Points each remote's `live` link at the release its stable entry in `remotes` names (never a
 * canary's: the servers compose the stable release for everyone), or removes it where that
 * entry is no release this folder holds (a remote served from its own origin). The link is
 * replaced by a rename, so a reader finds the old release or the new one, never neither.
 */
export function pointLiveLinks(releasesDir, remotes, names) {
  for (const app of names) {
    const link = join(releasesDir, app, LIVE_LINK);
    const id = releaseOfEntry(remotes?.[app], app);
    if (id === undefined || !existsSync(join(releasesDir, app, id))) {
      rmSync(link, { force: true });
      continue;
    }
    if (readLink(link) === id) continue;
    mkdirSync(join(releasesDir, app), { recursive: true });
    const next = `${link}.next-${process.pid}`;
    rmSync(next, { force: true });
    // Relative, so the releases folder can be moved or mounted elsewhere whole.
    symlinkSync(id, next);
    renameSync(next, link);
  }
}

/**
 * Where `app` lives outside the release flow, for a server to compose it from when no release
 * of it is live: its entry when that names no release; else the last such entry the history
 * recorded (where a rollback past its first promotion goes back to); else `fallback`.
 */
export function originEntry(config, events, app, fallback) {
  const outside = (entry) => typeof entry === 'string' && releaseOfEntry(entry, app) === undefined;
  if (outside(config.remotes?.[app])) return config.remotes[app];
  const recorded = events
    .filter((event) => event.app === app)
    .flatMap((event) => [event.previous?.entry, event.entry])
    .findLast(outside);
  return recorded ?? fallback;
}
