import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../apps.config.mjs';

const repo = join(import.meta.dirname, '../..');

/**
 * Loads each config with Vite's loadConfigFromFile, natively, as `vite build --configLoader
 * native` does, and prints what Vite logged or threw for each, as JSON on its last line. In a
 * Node of its own: the configs' modules are loaded outside this test's module graph (and jsdom),
 * as in a build, and a mutation run's coverage does not count them as covered by this test.
 */
const LOAD_NATIVELY = `
const { createLogger, loadConfigFromFile } = await import('vite');
const { dirname } = await import('node:path');
const said = {};
for (const file of process.argv.slice(1)) {
  const kept = (said[file] = []);
  const keep = (msg) => kept.push(msg);
  const logger = { ...createLogger('silent'), warn: keep, warnOnce: keep, error: keep };
  try {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, dirname(file), 'warn', logger, 'native');
    if (!loaded?.config.plugins?.length) keep('the config has no plugins: it did not load');
  } catch (error) {
    keep(String(error?.stack ?? error));
  }
}
console.log(JSON.stringify(said));
`;

// Each app's build loads its config natively (`vite build --configLoader native`): Node imports it
// and every local module it reaches as they are written, types stripped. So those modules, here and
// in shared/src, name their imports' files (`./book.ts`; tsconfig allows it), give JSON its import
// attribute and use import.meta.dirname, not __dirname; the app code the builds bundle need not.
// Loaded Vite's default way instead (bundled), such a config opened every build with a "(!) ...
// unsupported by `configLoader: 'native'`" block listing each of those; natively it does not
// load at all. This loads each app's config as its build does, before a build would stop on it.
describe("the apps' Vite configs", () => {
  const appDirs = [apps.host.dir, ...Object.values(apps.remotes).map((remote) => remote.dir)];
  const configOf = (dir: string) => join(repo, dir, 'vite.config.ts');
  let said: Record<string, string[]> = {};

  beforeAll(async () => {
    // From shared/, whose devDependencies hold Vite; on the Node this test runs on (the root's, 24).
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', LOAD_NATIVELY, ...appDirs.map(configOf)], {
      cwd: join(repo, 'shared'),
    });
    said = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string[]>;
  }, 60_000);

  it.each(appDirs)('%s/vite.config.ts loads natively, without a warning', (dir) => {
    expect(said[configOf(dir)]).toEqual([]);
  });
});
