import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { apps } from '../../apps.config.mjs';

const repo = join(import.meta.dirname, '../..');

/** A logger that keeps what it is given instead of printing it. */
function keepingLogger(kept: string[]): Logger {
  return { ...createLogger('silent'), warn: (msg) => kept.push(msg), warnOnce: (msg) => kept.push(msg), error: (msg) => kept.push(msg) };
}

// Vite bundles a config and every local module it reaches, and warns (the "(!) ... unsupported by
// `configLoader: 'native'`" block each build used to open with) about each thing Node could not load
// as it is written: an import without its file extension, a directory index, JSON without its
// import attribute, `__dirname`. So a module a config reaches, here or in shared/src, names its
// imports' files (`./book.ts`; tsconfig allows it); the app code the builds bundle need not.
// This loads each app's config as `vite build` does, with Vite's own check, and fails on what it says:
// CI's build itself fails on the warnings that come after (failOnWarnings.ts), not on these.
describe("the apps' Vite configs", () => {
  const appDirs = [apps.host.dir, ...Object.values(apps.remotes).map((remote) => remote.dir)];

  it.each(appDirs)('%s/vite.config.ts loads without a warning', async (dir) => {
    const root = join(repo, dir);
    const printed: string[] = [];
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(root, 'vite.config.ts'), root, 'warn', keepingLogger(printed), 'bundle');

    expect(loaded?.config.plugins?.length, 'the config loaded').toBeGreaterThan(0);
    expect(printed).toEqual([]);
  }, 30_000);
});
