import { defineConfig } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

const ports = JSON.parse(readFileSync(new URL('../shared/build/ports.json', import.meta.url), 'utf8')) as Record<
  'host' | 'catalog' | 'lists' | 'graph',
  { prod: number }
>;
const offset = Number(process.env.PORT_OFFSET ?? 0);
const url = (app: keyof typeof ports) => `http://localhost:${ports[app].prod + offset}`;

// Playwright cannot download its browsers here: it drives the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium at ${executablePath}. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

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
  // @catalog / @lists / @graph (that remote standalone on its own port).
  projects: [
    { name: 'composed', grep: /@composed/, use: { baseURL: url('host') } },
    { name: 'catalog', grep: /@catalog/, use: { baseURL: url('catalog') } },
    { name: 'lists', grep: /@lists/, use: { baseURL: url('lists') } },
    { name: 'graph', grep: /@graph/, use: { baseURL: url('graph') } },
  ],
  // E2E_EXTERNAL_SERVER: the apps are already served (by nginx in `pnpm test:e2e:nginx`).
  webServer: process.env.E2E_EXTERNAL_SERVER ? undefined : {
    command: 'node ../scripts/serve.mjs',
    url: `${url('host')}/remotes.json`,
    // Never test whatever already answers on these ports (another checkout's build, a dev
    // server): a busy port fails the run instead.
    reuseExistingServer: false,
    env: { PORT_OFFSET: String(offset) },
    stdout: 'ignore',
  },
});
