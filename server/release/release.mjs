#!/usr/bin/env node
// pnpm release <app> [--from <built folder>]: builds one remote (or takes a folder it was built
// into) into a release folder of its own, releases/<app>/<version>-<content hash>, and prints
// its id and URL. A release is never overwritten: the same build is the same release.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { integrityProblems } from './integrity.mjs';
import { Refusal, runCommand } from './refusal.mjs';
import { contentHash, RELEASE_FILE, releaseEntry, releaseFiles, releaseId } from './releaseFolder.mjs';
import { remoteNamed, sitePaths } from './site.mjs';

function buildInto(root, app, outDir) {
  execFileSync(join(root, app.dir, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, app.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function versionOf(dir) {
  try {
    const version = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
    if (typeof version === 'string' && /^[0-9A-Za-z.+-]+$/.test(version)) return version;
  } catch {
    // Reported below.
  }
  throw new Refusal(`refused: ${dir} has no mf-manifest.json with a build version: it is not a remote's build`);
}

export function release({ app: appName, from, env = process.env, build = buildInto }) {
  const remote = remoteNamed(appName);
  if (remote.problem) throw new Refusal(`refused: ${remote.problem}`);
  const paths = sitePaths(env);
  if (from !== undefined && !existsSync(join(resolve(from), 'mf-manifest.json'))) {
    throw new Refusal(`refused: ${resolve(from)} is not a remote's build (no mf-manifest.json)`);
  }
  mkdirSync(join(paths.releasesDir, remote.name), { recursive: true });
  const staging = join(paths.releasesDir, `.staging-${remote.name}-${process.pid}-${Date.now()}`);
  try {
    if (from === undefined) build(paths.root, remote.app, staging);
    else cpSync(resolve(from), staging, { recursive: true });
    const version = versionOf(staging);
    const [changed] = integrityProblems(staging);
    if (changed) throw new Refusal(`refused: ${changed}`);
    const id = releaseId(version, contentHash(staging));
    const dir = join(paths.releasesDir, remote.name, id);
    const entry = releaseEntry(paths.releasesUrl, remote.name, id);
    const lines = [`release ${remote.name} ${id}`, `  folder ${dir}`, `  entry  ${entry}`, `  next   pnpm promote ${remote.name} ${id} [--canary PERCENT]`];
    if (existsSync(dir)) return [`${lines[0]} (already released: same files, left as it was)`, ...lines.slice(1)];
    const files = releaseFiles(staging);
    writeFileSync(join(staging, RELEASE_FILE), `${JSON.stringify({ app: remote.name, id, version, files: files.length, releasedAt: new Date().toISOString() }, null, 2)}\n`);
    // The release appears whole, under its final name, or not at all.
    renameSync(staging, dir);
    return lines;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const fromAt = argv.indexOf('--from');
  const from = fromAt >= 0 ? argv[fromAt + 1] : undefined;
  const app = argv.find((arg, index) => !arg.startsWith('--') && (fromAt < 0 || index !== fromAt + 1));
  await runCommand(() => release({ app, from }));
}
