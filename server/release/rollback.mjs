#!/usr/bin/env node
// pnpm rollback <app>: ends the app's canary if one runs; otherwise sends everyone back to the
// release promoted before the live one. It reads only remotes.json, the history and the platform
// range of the release it goes back to, never the live release's files, so it works when they
// are broken or gone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostPlatformVersion } from '../siteRoutes.mjs';
import { platformMismatchOf } from './checks.mjs';
import { stableReleases } from './history.mjs';
import { withLock } from './lock.mjs';
import { commit, describeEntry, followImportMap } from './promote.mjs';
import { Refusal, runCommand } from './refusal.mjs';
import { readLiveSite } from './liveSite.mjs';
import { remoteNamed, sitePaths } from './site.mjs';

/**
 * @param {{ app: string, env?: NodeJS.ProcessEnv, write?: (file: string, text: string) => void, point?: typeof import('./liveLinks.mjs').pointLiveLinks, now?: () => Date }} options
 */
export async function rollback({ app: appName, env = process.env, write, point, now = () => new Date() }) {
  const remote = remoteNamed(appName);
  if (remote.problem) throw new Refusal(`refused: ${remote.problem}`);
  const paths = sitePaths(env);
  return withLock(paths.remotesFile, async () => {
    const started = performance.now();
    const live = readLiveSite(paths);
    const { config } = live;
    const stable = config.remotes[remote.name];
    const event = { at: now().toISOString(), app: remote.name };
    const ms = () => `${Math.round(performance.now() - started)} ms`;

    const canary = config.canaries?.[remote.name];
    if (canary) {
      const next = { ...config, canaries: { ...config.canaries } };
      delete next.canaries[remote.name];
      if (Object.keys(next.canaries).length === 0) delete next.canaries;
      const events = [...live.events, { ...event, action: 'end-canary', release: describeEntry(canary.entry, remote.name), entry: stable }];
      commit({ paths, config: next, before: config, events, write, point });
      await followImportMap(paths);
      return [`ended the canary of ${remote.name} ${describeEntry(canary.entry, remote.name)}; everyone gets ${describeEntry(stable, remote.name)} again (${ms()})`];
    }

    const releases = stableReleases(live.events, remote.name);
    const current = releases.at(-1);
    const previous = releases.at(-2);
    if (!current || current.entry !== stable) {
      throw new Refusal(`refused: ${remote.name} is at ${describeEntry(stable, remote.name)}, which no promotion recorded in ${paths.historyFile} put there; nothing to go back to`);
    }
    if (!previous?.entry) throw new Refusal(`refused: ${remote.name} is at ${describeEntry(stable, remote.name)}, where its first recorded promotion started; nothing to go back to`);
    if (previous.release) {
      const dir = join(paths.releasesDir, remote.name, previous.release);
      if (!existsSync(join(dir, 'release.json'))) {
        throw new Refusal(`refused: the release before it, ${remote.name} ${previous.release}, is gone from ${paths.releasesDir} too; promote another release`);
      }
      // It passed its checks when it was promoted, but a host deployed since may no longer run
      // it, and every visitor would get the version message.
      const hostPlatform = hostPlatformVersion(paths.hostDir);
      const mismatch = hostPlatform && platformMismatchOf(dir, hostPlatform);
      if (mismatch) {
        throw new Refusal(`refused: the release before it, ${remote.name} ${previous.release}, ${mismatch}, and the live host provides ${hostPlatform}; promote a release built for this host`);
      }
    }
    const next = { ...config, remotes: { ...config.remotes, [remote.name]: previous.entry } };
    const events = [...live.events, { ...event, action: 'rollback', release: previous.release, entry: previous.entry, previous: current }];
    commit({ paths, config: next, before: config, events, write, point });
    await followImportMap(paths);
    return [`rolled back ${remote.name} to ${describeEntry(previous.entry, remote.name)} (from ${describeEntry(stable, remote.name)}) in ${ms()}`];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCommand(() => rollback({ app: process.argv[2] }));
}
