import { defineConfig } from '@playwright/test';
import { chromiumMissing, chromiumPath } from '../scripts/check-chromium.mjs';
import { appUrl, portOffset, remoteNames } from './apps';

// Playwright cannot download its browsers here: it drives the system Chromium.
const executablePath = chromiumPath();
const missing = chromiumMissing(executablePath);
if (missing) throw new Error(missing);

// The servers compose each page from its remote's rendered HTML within a time budget (500 ms by
// default), then serve it without. Two workers on a busy 2-core machine can use that up, and
// the specs would see an uncomposed page at random: they get a budget no load here reaches. The
// budget itself is unit-tested (server/composition/composition.test.ts).
process.env.COMPOSE_TIMEOUT_MS ??= '5000';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A retry may show a test is flaky; it must not hide it: a pass on retry still fails the run.
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'off',
    // page.route() never sees what a service worker fetches, and a worker would answer from
    // its caches: specs that hold, fail or count requests need the network as it is. The
    // offline spec allows the worker for itself.
    serviceWorkers: 'block',
  },
  // Every spec says where it runs with tags: @composed (the host with its remotes) and
  // @catalog, @lists, … (that remote standalone on its own port): one project per app.
  projects: [
    { name: 'composed', grep: /@composed/, use: { baseURL: appUrl('host') } },
    ...remoteNames.map((name) => ({ name, grep: new RegExp(`@${name}\\b`), use: { baseURL: appUrl(name) } })),
  ],
  // E2E_EXTERNAL_SERVER: the apps are already served (by nginx or Varnish: `pnpm test:e2e:nginx|varnish`).
  webServer: process.env.E2E_EXTERNAL_SERVER ? undefined : {
    command: 'node ../server/serve.mjs',
    url: `${appUrl('host')}/remotes.json`,
    // Never test whatever already answers on these ports (another checkout's build, a dev
    // server): a busy port fails the run instead.
    reuseExistingServer: false,
    env: { PORT_OFFSET: String(portOffset), COMPOSE_TIMEOUT_MS: process.env.COMPOSE_TIMEOUT_MS },
    stdout: 'ignore',
  },
});
