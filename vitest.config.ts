import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.config.mjs';
import { localRemoteEntries, remotePagesByPath } from './shared/src/federation/appRegistry.ts';
import sharedPackage from './shared/package.json' with { type: 'json' };
import uiPackage from './ui/package.json' with { type: 'json' };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** An exact alias from each of a package's entry points (`.`, `./testing`) to its file in `dir`. */
function packageAliases(name: string, dir: string, exports: Record<string, string>) {
  return Object.entries(exports).map(([entry, file]) => ({
    find: new RegExp(`^${`${name}${entry.slice(1)}`.replace(/[/.-]/g, '\\$&')}$`),
    replacement: source(`${dir}${file}`),
  }));
}

// The federation plugin switches itself off under Vitest, so tests import pages directly.
export default defineConfig({
  plugins: [
    react(),
    // The host build's start of the federation runtime (an empty module on its dev server too):
    // tests that load a page through a container put a runtime of their own in its place.
    {
      name: 'no-federation-start',
      resolveId: (id) => (id === 'bookmarked:federation-start' ? '\0no-federation-start' : undefined),
      load: (id) => (id === '\0no-federation-start' ? 'export {};' : undefined),
    },
  ],
  // Shared's and ui's source beside this file, not through the workspace link: Stryker runs the tests in
  // a copy of the project, and the link would lead every app's tests back to the unmutated code.
  // Every entry point of each package's `exports`, so a new one cannot slip back through the link.
  resolve: {
    alias: [...packageAliases('@bookmarked/shared', './shared/', sharedPackage.exports), ...packageAliases('@bookmarked/ui', './ui/', uiPackage.exports)],
  },
  // Build-time constants the apps' Vite configs define.
  define: {
    __LOCAL_REMOTES__: JSON.stringify(localRemoteEntries('prod')),
    __LOCAL_HOST_PORT__: JSON.stringify(apps.host.ports.prod),
    __ROUTE_PAGES__: JSON.stringify(remotePagesByPath()),
    __PAGE_MODULE_PLUGIN__: 'null',
    __BUILD_INFO__: JSON.stringify({ name: 'test', version: '0.0.0', buildId: 'test', platformVersion: '2.0.0' }),
  },
  test: {
    environment: 'jsdom',
    // Every app in the registry and the UI kit, so a new remote's tests run without an edit
    // here; plus the tests of the build steps, the developer tools, the servers and the benchmark.
    include: [
      `{shared,ui,${[apps.host, ...Object.values(apps.remotes)].map((app) => app.dir).join(',')}}/{src/**/,}*.test.{ts,tsx}`,
      'scripts/*.test.ts',
      'server/**/*.test.ts',
      'shared/build/*.test.ts',
      'host/build/*.test.ts',
      'host/sw/*.test.ts',
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
