#!/usr/bin/env node
// pnpm promote <app> <release> [--canary PERCENT] [--force]: checks the release against the live
// site, then points remotes.json at it (for everyone, or for PERCENT of visitors) and records it.
// A release running as the remote's canary goes to everyone only when its canary check passes
// (canaryCheck.mjs), unless --force. A refusal names its reason and changes nothing.
import { pathToFileURL } from 'node:url';
import { hostPlatformVersion } from '../siteRoutes.mjs';
import { checkRelease } from './checks.mjs';
import { writeHistory } from './history.mjs';
import { withLock } from './lock.mjs';
import { Refusal, runCommand } from './refusal.mjs';
import { findRelease, releaseEntry, releaseOfEntry } from './releaseFolder.mjs';
import { readLiveSite } from './liveSite.mjs';
import { withRelease, writeRemotesFile } from './remotesFile.mjs';
import { remoteNamed, remoteNames, sitePaths } from './site.mjs';
import { pointLiveLinks } from './liveLinks.mjs';
import { updateImportMap } from '../composition/importMapFolder.mjs';
import { judgeCanary, stableReleaseOf } from './canaryCheck.mjs';

/** What an entry is, for an operator: its release id, or the URL itself. */
export const describeEntry = (entry, app) => (entry === undefined ? 'nothing' : (releaseOfEntry(entry, app) ?? entry));

/** Reads a --canary value: a whole percentage of visitors. */
export function parseCanary(value) {
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!/^\d+$/.test(String(value)) || percent > 100) throw new Refusal(`--canary takes a whole percentage from 0 to 100, not "${value}"`);
  return percent;
}

/**
 * Writes remotes.json, then the history, then each remote's `live` link follows remotes.json,
 * for a server that composes pages from the live release's files (nginx). If a later step
 * fails, what the earlier ones wrote goes back, so the three never disagree. `events` is the
 * history with this step last.
 */
export function commit({ paths, config, before, events, write, point = pointLiveLinks }) {
  writeRemotesFile(paths.remotesFile, config, write);
  try {
    writeHistory(paths.historyFile, events, write);
  } catch (error) {
    writeRemotesFile(paths.remotesFile, before, write);
    throw error;
  }
  try {
    point(paths.releasesDir, config.remotes, remoteNames);
  } catch (error) {
    writeRemotesFile(paths.remotesFile, before, write);
    writeHistory(paths.historyFile, events.slice(0, -1), write);
    try {
      point(paths.releasesDir, before.remotes, remoteNames);
    } catch {
      // A link left ahead of remotes.json costs a visitor no more than a page drawn afresh (the
      // app hydrates only HTML its own build drew); the next promotion or nginx reload sets it
      // right. The failure below is the one to fix.
    }
    throw error;
  }
}

/**
 * Writes nginx's import map for remotes.json as committed, where an nginx composes from this
 * releases folder (server/composition/importMapFolder.mjs); elsewhere nothing. A failure leaves
 * the step standing: the map before names none of a newly live release's files, which load
 * unchecked until the map is written again (the next step, or `node server/nginx.mjs reload`).
 */
export async function followImportMap(paths, update = updateImportMap) {
  try {
    await update(paths);
  } catch (error) {
    console.warn(`nginx's import map was not written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Refuses to make `release` everyone's while it runs as the remote's canary and fails its check.
 * @param {{ remote: string, release: string, config: { remotes: Record<string, string>, canaries?: Record<string, { entry: string }> }, entry: string, env: NodeJS.ProcessEnv, judge: typeof judgeCanary }} options
 */
async function refuseFailingCanary({ remote, release, config, entry, env, judge }) {
  if (config.canaries?.[remote]?.entry !== entry) return;
  const stable = config.remotes[remote];
  let verdict;
  try {
    verdict = await judge({ remote, canaryRelease: release, stableRelease: stableReleaseOf(stable, remote), env });
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(`${error.message}\nnothing changed; --force promotes ${remote} ${release} unchecked`);
    throw error;
  }
  if (!verdict.pass) {
    throw new Refusal([`refused: ${remote} ${release} fails its canary check; nothing changed (--force promotes it anyway)`, ...verdict.lines].join('\n'));
  }
}

/**
 * @param {{ app: string, release?: string, canary?: string, force?: boolean, env?: NodeJS.ProcessEnv, write?: (file: string, text: string) => void, point?: typeof pointLiveLinks, now?: () => Date, judge?: typeof judgeCanary }} options
 */
export async function promote({ app: appName, release: releaseName, canary, force = false, env = process.env, write, point, now = () => new Date(), judge = judgeCanary }) {
  const remote = remoteNamed(appName);
  if (remote.problem) throw new Refusal(`refused: ${remote.problem}`);
  const percent = parseCanary(canary);
  const paths = sitePaths(env);
  const release = findRelease({ releasesDir: paths.releasesDir, app: remote.name, name: releaseName });
  if (release.problem) throw new Refusal(`refused: ${release.problem}`);

  return withLock(paths.remotesFile, async () => {
    const started = performance.now();
    const live = readLiveSite(paths);
    const stable = live.config.remotes[remote.name];
    const was = describeEntry(stable, remote.name);
    const entry = releaseEntry(paths.releasesUrl, remote.name, release.id);
    if (entry === stable && percent === undefined && !live.config.canaries?.[remote.name]) {
      throw new Refusal(`refused: ${remote.name} ${release.id} is already everyone's; nothing changed`);
    }

    if (percent === undefined && !force) await refuseFailingCanary({ remote: remote.name, release: release.id, config: live.config, entry, env, judge });
    const problems = checkRelease({ release, remote, hostPlatform: hostPlatformVersion(paths.hostDir) });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (problems.length > 0) {
      throw new Refusal(`refused: ${remote.name} ${release.id}: ${problems[0]}\nnothing changed: ${remote.name} visitors still get ${was} (checked in ${seconds} s)`);
    }

    const config = withRelease(live.config, remote.name, entry, percent);
    const event = {
      at: now().toISOString(),
      app: remote.name,
      action: percent === undefined ? 'promote' : 'canary',
      release: release.id,
      entry,
      ...(percent === undefined ? {} : { percent }),
      previous: { release: releaseOfEntry(stable, remote.name) ?? null, entry: stable },
    };
    commit({ paths, config, before: live.config, events: [...live.events, event], write, point });
    await followImportMap(paths);
    return percent === undefined
      ? [`promoted ${remote.name} ${release.id} to everyone (was ${was}); checked in ${seconds} s`, `  entry ${entry}`]
      : [`canary: ${remote.name} ${release.id} goes to ${percent}% of visitors, the rest keep ${was}; checked in ${seconds} s`, `  entry ${entry}`];
  });
}

function parseArgs(argv) {
  const args = { positional: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--force') args.force = true;
    else if (argv[i] === '--canary') args.canary = argv[++i] ?? '';
    else if (argv[i].startsWith('--canary=')) args.canary = argv[i].slice('--canary='.length);
    else args.positional.push(argv[i]);
  }
  return args;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { positional, canary, force } = parseArgs(process.argv.slice(2));
  await runCommand(() => promote({ app: positional[0], release: positional[1], canary, force }));
}
