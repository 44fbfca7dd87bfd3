// A deployed copy of the site (every app's build in a folder of its own, as DIST_ROOT wants it),
// served whole by one of the composing servers on ports of its own. The deploy specs
// (e2e/redeploy.ts) and the load bench (bench/load.mjs) both serve their sites this way.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apps } from '../apps.config.mjs';

/** This checkout, whose builds are copied and whose servers serve the copies. */
export const repo = fileURLToPath(new URL('..', import.meta.url));

/** Every app's folder in the repo (its build is `<dir>/dist`), as in a deployed copy. */
const appDirs = [apps.host, ...Object.values(apps.remotes)].map((app) => app.dir);

/**
 * A deployed copy of the builds of the apps in `dirs` (every app's unless given) in a folder of
 * its own (removed by `remove`): this checkout's builds, or those of a site already laid out as
 * DIST_ROOT wants it (`site`).
 * @param {string[]} [dirs]
 * @param {string} [site]
 * @returns {{ dir: string, remove: () => void }}
 */
export function deployCopy(dirs = appDirs, site = undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'bookmarked-deploy-'));
  for (const app of dirs) cpSync(site ? join(site, app) : join(repo, app, 'dist'), join(dir, app), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The Node options serve.mjs always runs with, as `pnpm serve` gives them (package.json, kept
 * equal to server/serveNodeArgs.mjs, which Varnish's origin uses, by its test; the server
 * package does not export that list).
 */
const SERVE_NODE_ARGS = /** @type {string} */ (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts.serve)
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/**
 * server/serve.mjs of this checkout, with the Node options it always runs with, and the given
 * environment (DIST_ROOT, PORT_OFFSET), once it listens; the caller kills it.
 * @param {Record<string, string>} env
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function serveMjs(env) {
  const server = spawn(process.execPath, [...SERVE_NODE_ARGS, 'server/serve.mjs'], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk) => {
      if (chunk.toString().includes('http://')) resolve(undefined);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return server;
}

/**
 * A deployed copy served whole by `server` (server/serve.mjs, or nginx or Varnish through their
 * runners' start, reload and stop), its apps `offset` ports up. `reload` is what an operator does
 * after editing remotes.json by hand (nothing for serve.mjs, which reads it on every request);
 * `pid` is serve.mjs's process when it serves the copy itself.
 * @param {'serve.mjs' | 'nginx' | 'varnish'} server
 * @param {string} deployed
 * @param {number} offset
 * @returns {Promise<{ reload: () => void, stop: () => Promise<void>, pid?: number }>}
 */
export async function serveDeployed(server, deployed, offset) {
  const env = { DIST_ROOT: deployed, PORT_OFFSET: String(offset) };
  if (server === 'serve.mjs') {
    const child = await serveMjs(env);
    return { reload: () => {}, stop: async () => void child.kill(), pid: child.pid };
  }
  /** @param {'start' | 'reload' | 'stop'} command */
  const runnerArgs = (command) => [join(repo, `server/${server}.mjs`), command];
  const options = { env: { ...process.env, ...env } };
  /** @param {'reload' | 'stop'} command */
  const runner = (command) => execFileSync(process.execPath, runnerArgs(command), { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
  // Not blocking this process meanwhile: a start may ask a remote this process serves.
  const { stderr } = await promisify(execFile)(process.execPath, runnerArgs('start'), options);
  process.stderr.write(stderr);
  return {
    reload: () => void runner('reload'),
    stop: async () => {
      runner('stop');
      // A graceful stop: the copy is removed only once the server has let go of it.
      const pid = join(deployed, `.${server}`, `${server}.pid`);
      for (let waited = 0; existsSync(pid) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
