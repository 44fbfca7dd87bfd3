import { test, expect } from '../fixtures';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appUrl, portOffset } from '../apps';
import { deployCopy, repo, serve, swapIn } from '../redeploy';

const OWN_PORTS = 50; // its own ports: it serves its own copy of the site
const OFFSET = portOffset + OWN_PORTS;
const hostUrl = appUrl('host', OWN_PORTS);

/** The platform as a newer release would have it: the next minor version of @bookmarked/shared. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

/**
 * A copy of the working tree in which @bookmarked/shared carries a newer version, to build one
 * app against it. Dependencies and the UI kit are the repo's own (linked); the apps' configs
 * read the platform's version from the copied shared/package.json.
 */
function workCopyWithNewerPlatform(dir: string, appsToBuild: string[]): string {
  const skip = /[\\/](node_modules|dist|public)([\\/]|$)/;
  for (const app of ['shared', ...appsToBuild]) {
    cpSync(join(repo, app), join(dir, app), { recursive: true, filter: (source) => !skip.test(relative(repo, source)) });
    symlinkSync(join(repo, app, 'node_modules'), join(dir, app, 'node_modules'));
  }
  symlinkSync(join(repo, 'shared', 'public'), join(dir, 'shared', 'public'));
  symlinkSync(join(repo, 'ui'), join(dir, 'ui'));
  for (const file of ['tsconfig.base.json', 'apps.config.mjs', 'scripts']) symlinkSync(join(repo, file), join(dir, file));
  const manifestFile = join(dir, 'shared', 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string };
  manifest.version = nextMinor(manifest.version);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifest.version;
}

function build(workCopy: string, app: string, outDir: string): void {
  execFileSync(join(repo, app, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(workCopy, app),
    env: { ...process.env, BUILD_ID: 'skew-e2e' },
    stdio: 'ignore',
  });
}

test.describe('version skew between the host and a remote', { tag: '@composed' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a remote built for a newer platform says so on an older host; an older remote works on a newer host', async ({ page }) => {
    const copy = deployCopy();
    const deployed = copy.dir;
    const workCopy = join(repo, '.redeploy-skew');
    const servers: ChildProcess[] = [];
    try {
      const { version: current } = JSON.parse(readFileSync(join(repo, 'shared', 'package.json'), 'utf8')) as { version: string };
      mkdirSync(workCopy);
      const newer = workCopyWithNewerPlatform(workCopy, ['mfe-lists', 'host']);
      build(workCopy, 'mfe-lists', join(deployed, 'mfe-lists.newer'));
      swapIn(deployed, 'mfe-lists', join(deployed, 'mfe-lists.newer'));
      servers.push(await serve({ DIST_ROOT: deployed, PORT_OFFSET: String(OFFSET) }));

      // The lists team shipped a build that needs the newer platform; the host was not deployed.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const composed = await (await page.request.get(`${hostUrl}/listed`)).text();
      expect(composed, 'a remote the host cannot run is not composed into its page').not.toContain('data-composed-page');
      await page.goto(`${hostUrl}/listed`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'The Listed Books section needs a newer version of this site' })).toBeVisible();
      await expect(main).toContainText(`It needs version ^${newer} of the site's platform, and this site provides ${current}.`);
      await expect(main).not.toContainText('not responding');
      await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      expect(problems.join('\n')).toContain(`lists needs @bookmarked/shared ^${newer}, but this host provides ${current}`);

      // The rest of the site goes on, in the same page.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.locator('main li article a').first()).toBeVisible();
      await page.goto(`${hostUrl}/__versions`);
      await expect(page.getByRole('row', { name: /^host/ })).toContainText(`provides ${current}`);
      await expect(page.getByRole('row', { name: /^lists/ })).toContainText(`needs ^${newer}: newer than this host`);
      await expect(page.getByRole('row', { name: /^graph/ })).toContainText(`needs ^${current}`);

      // The host is deployed with the newer platform; lists goes back to its older build.
      build(workCopy, 'host', join(deployed, 'host.newer'));
      swapIn(deployed, 'host', join(deployed, 'host.newer'));
      rmSync(join(deployed, 'mfe-lists'), { recursive: true });
      renameSync(join(deployed, 'mfe-lists.old'), join(deployed, 'mfe-lists'));

      await page.goto(`${hostUrl}/listed`);
      await expect(page.getByRole('tab', { name: /Read List/ })).toBeVisible();
      await page.goto(`${hostUrl}/__versions`);
      await expect(page.getByRole('row', { name: /^host/ })).toContainText(`provides ${newer}`);
      await expect(page.getByRole('row', { name: /^lists/ })).toContainText(`needs ^${current}`);
      await expect(page.getByRole('row', { name: /^lists/ })).not.toContainText('newer than this host');
    } finally {
      for (const server of servers) server.kill();
      rmSync(workCopy, { recursive: true, force: true });
      copy.remove();
    }
  });
});
