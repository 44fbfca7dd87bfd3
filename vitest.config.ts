import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.config.mjs';
import { localRemoteEntries, remotePagesByPath } from './shared/src/federation/appRegistry.ts';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The federation plugin switches itself off under Vitest, so tests import pages directly.
export default defineConfig({
  plugins: [react()],
  // Shared's and ui's source beside this file, not through the workspace link: Stryker runs the tests in
  // a copy of the project, and the link would lead every app's tests back to the unmutated code.
  resolve: {
    alias: [
      { find: /^@bookmarked\/shared$/, replacement: source('./shared/src/index.ts') },
      { find: /^@bookmarked\/shared\/testing$/, replacement: source('./shared/src/testing/index.ts') },
      { find: /^@bookmarked\/shared\/app-registry$/, replacement: source('./shared/src/federation/appRegistry.ts') },
      { find: /^@bookmarked\/ui$/, replacement: source('./ui/src/index.ts') },
    ],
  },
  // Build-time constants the apps' Vite configs define.
  define: {
    __LOCAL_REMOTES__: JSON.stringify(localRemoteEntries('prod')),
    __ROUTE_PAGES__: JSON.stringify(remotePagesByPath()),
    __BUILD_INFO__: JSON.stringify({ name: 'test', version: '0.0.0', buildId: 'test', platformVersion: '2.0.0' }),
  },
  test: {
    environment: 'jsdom',
    // Every app in the registry and the UI kit, so a new remote's tests run without an edit
    // here; plus the deploy scripts' and the benchmark's own tests.
    include: [
      `{shared,ui,${[apps.host, ...Object.values(apps.remotes)].map((app) => app.dir).join(',')}}/{src/**/,}*.test.{ts,tsx}`,
      'scripts/*.test.ts',
      'scripts/release/*.test.ts',
      'shared/build/*.test.ts',
      'bench/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // Two shared cores, and under Stryker each file is instrumented: jsdom imports alone can take seconds.
    testTimeout: 20_000,
    // Each test starts from clean mocks and the real globals: no state carries over.
    mockReset: true,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
