// Beside each remote's releases, `live` names the release everyone gets (a symbolic link to its
// folder), for a server that reads the release's files from disk instead of following
// remotes.json: nginx composes pages from releases/<app>/live/fragments/, so a promotion or a
// rollback is composed on the next request, with no reload.
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { releaseOfEntry } from './releaseFolder.mjs';

const LIVE_LINK = 'live';

/**
 * Points each remote's `live` link at the release its stable entry in `remotes` names, or
 * removes it where that entry is no release (a remote served from its own origin). The link
 * is replaced by a rename, so a reader finds the old release or the new one, never neither.
 */
export function pointLiveLinks(releasesDir, remotes, names) {
  for (const app of names) {
    const link = join(releasesDir, app, LIVE_LINK);
    const id = releaseOfEntry(remotes?.[app], app);
    if (id === undefined) {
      rmSync(link, { force: true });
      continue;
    }
    const next = `${link}.next-${process.pid}`;
    rmSync(next, { force: true });
    symlinkSync(id, next);
    renameSync(next, link);
  }
}
