import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deployCopy as deployCopyOf, repo, serveDeployed as serveDeployedBy } from '../bench/deployedSite.mjs';
import { appDirs } from './apps';
import { serveApps } from './serveApps';

/** This checkout, whose builds the deploy specs copy and serve (the copies: bench/deployedSite.mjs, which the load bench shares). */
export { repo };

/** server/serve.mjs of this checkout with the given environment (DIST_ROOT, PORT_OFFSET), once it listens. */
export const serve = (env: Record<string, string>, args: string[] = []): Promise<ChildProcess> => serveApps(repo, env, args);

/** The server this run tests: nginx or Varnish under `pnpm test:e2e:nginx|varnish`, else server/serve.mjs. */
export const serverUnderTest = process.env.E2E_SERVER === 'nginx' || process.env.E2E_SERVER === 'varnish' ? process.env.E2E_SERVER : 'serve.mjs';

/**
 * How long a promotion may take to reach the next visitor: at once on serve.mjs, which reads
 * remotes.json per request; within the second nginx keeps a composed page (deploy/nginx) and
 * Varnish's short freshness (deploy/varnish), with a stale copy served once while a fresh one is made.
 */
export const promotionVisibleWithinMs = serverUnderTest === 'serve.mjs' ? 0 : 5000;

export interface ServedSite {
  /**
   * What an operator does after editing remotes.json by hand: nothing for serve.mjs, which reads
   * it on every request; a reload for nginx, which takes the remotes' origins (its CSP) and
   * where they live from it when its config is written (and for Varnish, harmless).
   */
  reload: () => void;
  stop: () => Promise<void>;
}

/** A deployed copy served whole by the server under test, on its own ports (`offset`). */
export const serveDeployed = (deployed: string, offset: number): Promise<ServedSite> => serveDeployedBy(serverUnderTest, deployed, offset);

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A deployed copy of every app's build, in a folder of its own (removed by `remove`). */
export const deployCopy = (): { dir: string; remove: () => void } => deployCopyOf(appDirs);

/** Replaces a deployed app's folder the way a deploy does: the new one appears at once. */
export function swapIn(deployed: string, app: string, next: string): void {
  renameSync(join(deployed, app), join(deployed, `${app}.old`));
  renameSync(next, join(deployed, app));
}

/**
 * The graph team changes a visible string and builds their remote on its own into `outDir`;
 * returns how many source files changed.
 */
export function buildGraphWithText(outDir: string, from: string, to: string, buildId: string): number {
  const workCopy = join(repo, `.redeploy-mfe-graph-${buildId}`);
  try {
    cpSync(join(repo, 'mfe-graph'), workCopy, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(relative(repo, source)),
    });
    symlinkSync(join(repo, 'mfe-graph', 'node_modules'), join(workCopy, 'node_modules'));
    const changed = filesUnder(join(workCopy, 'src')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(`'${from}'`) && !text.includes(`>${from}<`)) return false;
      writeFileSync(file, text.replaceAll(`'${from}'`, `'${to}'`).replaceAll(`>${from}<`, `>${to}<`));
      return true;
    });
    if (changed.length === 0) return 0;
    execFileSync(join(repo, 'mfe-graph/node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: workCopy,
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'ignore',
    });
    return changed.length;
  } finally {
    rmSync(workCopy, { recursive: true, force: true });
  }
}

/**
 * A release command (server/release: release, promote, rollback, canaryCheck) run against a
 * deployed copy, with `env` besides; its printed lines, or its refusal as the error's message.
 */
export function releaseCommand(deployed: string, command: 'release' | 'promote' | 'rollback' | 'canaryCheck', args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync('node', [join(repo, 'server/release', `${command}.mjs`), ...args], {
      env: { ...process.env, DIST_ROOT: deployed, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(String((error as { stderr?: string }).stderr ?? error));
  }
}

/** The graph rebuilt with a changed string, its folder replaced in the deployed copy (no release). */
export function redeployGraphWithText(deployed: string, from: string, to: string, buildId: string): number {
  const changed = buildGraphWithText(join(deployed, 'mfe-graph.next'), from, to, buildId);
  if (changed > 0) swapIn(deployed, 'mfe-graph', join(deployed, 'mfe-graph.next'));
  return changed;
}
