import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { apps } from '../../apps.config.mjs';

const repo = join(import.meta.dirname, '../..');

/** A logger that keeps what it is given instead of printing it. */
function keepingLogger(kept: string[]): Logger {
  return { ...createLogger('silent'), warn: (msg) => kept.push(msg), warnOnce: (msg) => kept.push(msg), error: (msg) => kept.push(msg) };
}

// Each app's build loads its config natively (`vite build --configLoader native`): Node imports it
// and every local module it reaches as they are written, types stripped. So those modules, here and
// in shared/src, name their imports' files (`./book.ts`; tsconfig allows it), give JSON its import
// attribute and use import.meta.dirname, not __dirname; the app code the builds bundle need not.
// Loaded Vite's default way instead (bundled), such a config opened every build with a "(!) ...
// unsupported by `configLoader: 'native'`" block listing each of those; natively it does not
// load at all. This loads each app's config as its build does, before a build would stop on it.
describe("the apps' Vite configs", () => {
  const appDirs = [apps.host.dir, ...Object.values(apps.remotes).map((remote) => remote.dir)];

  it.each(appDirs)('%s/vite.config.ts loads natively, without a warning', async (dir) => {
    const root = join(repo, dir);
    const printed: string[] = [];
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(root, 'vite.config.ts'), root, 'warn', keepingLogger(printed), 'native');

    expect(loaded?.config.plugins?.length, 'the config loaded').toBeGreaterThan(0);
    expect(printed).toEqual([]);
  }, 30_000);
});
