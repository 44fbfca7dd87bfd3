import { test, expect } from '../fixtures';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort, portOffset } from '../apps';
import { serveApps } from '../serveApps';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const OWN_PORTS = 90; // its own ports: this test serves its own copy of the site

/** pnpm as this run was started with it (CI fetches it through npx), or the one on PATH. */
function pnpm(cwd: string, args: string[]): string {
  const execPath = process.env.npm_execpath;
  const [command, prefix] = execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath]] : ['pnpm', []];
  return execFileSync(command, [...prefix, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

test.describe('a new remote in minutes', { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 300_000 });

  test('pnpm new:remote makes a remote whose tests run, that builds, and whose page the composed site serves', async ({ page }) => {
    const copy = mkdtempSync(join(tmpdir(), 'bookmarked-new-remote-'));
    let server: ChildProcess | undefined;
    try {
      // The checkout as it is (tracked and new files), without builds or installed packages.
      const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
        .split('\0')
        .filter(Boolean);
      for (const file of files) cpSync(join(repo, file), join(copy, file), { recursive: true, force: true });

      // As a developer has it: installed (the generator writes the nginx config with the servers' package).
      pnpm(copy, ['install', '--prefer-offline', '--silent']);
      execFileSync('node', ['scripts/new-remote.mjs', 'stats', '/stats', 'Reading stats'], { cwd: copy, stdio: 'pipe' });
      // A new workspace package is not in the lockfile yet: CI's default frozen lockfile would refuse it.
      pnpm(copy, ['install', '--prefer-offline', '--no-frozen-lockfile', '--silent']);

      // Vitest finds the new remote's tests through the registry: its contract and its page.
      const unitTests = pnpm(copy, ['exec', 'vitest', 'list', '--filesOnly', 'mfe-stats']).split('\n').map((line) => line.trim());
      expect(unitTests).toEqual(expect.arrayContaining(['mfe-stats/federation.contract.test.ts', 'mfe-stats/src/pages/StatsPage.test.tsx']));

      pnpm(copy, ['--filter', 'host', '--filter', 'mfe-stats', 'build']);
      server = await serveApps(copy, { PORT_OFFSET: String(portOffset + OWN_PORTS) }, ['host', 'stats']);

      const host = `http://localhost:${appPort('host', OWN_PORTS)}`;
      await page.goto(`${host}/`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reading stats' }).click();
      await expect(page).toHaveURL(`${host}/stats`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reading stats' })).toBeVisible();
      await expect(page.getByText('This page comes from the stats remote.')).toBeVisible();
      await expect(page).toHaveTitle('Reading stats · Bookmarked');

      // The new remote on its own port: its standalone page.
      await page.goto(`http://localhost:${appPort('host', OWN_PORTS) + 4}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reading stats' })).toBeVisible();
    } finally {
      server?.kill();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
