import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineFederatedApp } from '../shared/build/defineFederatedApp.ts';
import { localRemoteEntries, remotePagesByPath, remoteRoutes } from '../shared/src/federation/appRegistry.ts';
import { apps } from '../apps.config.mjs';
import { prerenderShell } from './build/prerenderShell.ts';
import { composableIndex } from './build/composableIndex.ts';
import { inlineEntryStyles } from './build/inlineEntryStyles.ts';
import { routePreloadScript } from './build/routePreloadScript.ts';
import { lowPriorityModulePreloads } from './build/lowPriorityModulePreloads.ts';
import { offline } from './build/offline.ts';
import { rumClientBudget } from './build/rumClientBudget.ts';
import { paintScript } from '../shared/build/paintScript.ts';
import { versionsPath } from './src/versions/versionsPath.ts';

/** Every path the site answers with a page; anything else is its 404 (the servers read routes.json). */
const sitePaths = [...remoteRoutes.map(({ path }) => path), versionsPath];

/** Where the remotes live unless /remotes.json says otherwise: the local ports. */
const localRemotes = (mode: 'dev' | 'prod') => ({ remotes: localRemoteEntries(mode) });

/**
 * Serves /remotes.json in dev and writes it beside the build, so a remote can move by
 * editing that file, without rebuilding the host.
 */
function remotesConfigFile(): Plugin {
  return {
    name: 'bookmarked:remotes-config',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify({ remotes: localRemoteEntries('dev', Number(process.env.PORT_OFFSET ?? 0)) }, null, 2));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'remotes.json',
        source: `${JSON.stringify(localRemotes('prod'), null, 2)}\n`,
      });
    },
  };
}

/** The @bookmarked/shared version this host provides its remotes. */
const platformVersion = (JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Writes the site's page paths beside the build as routes.json: the servers answer any other
 * path with a 404 status (and the app's own 404 page), not a soft 404. It also names the
 * platform this host provides, so a composing server leaves out pages of remotes it cannot run.
 */
function routesFile(): Plugin {
  return {
    name: 'bookmarked:routes-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify({ paths: sitePaths, platformVersion }, null, 2)}\n`,
      });
    },
  };
}

export default defineFederatedApp({
  name: 'host',
  vite: {
    define: {
      __LOCAL_REMOTES__: JSON.stringify(localRemotes('prod').remotes),
      __LOCAL_HOST_PORT__: JSON.stringify(apps.host.ports.prod),
      // Compiled into the first script, so that script imports no registry chunk.
      __ROUTE_PAGES__: JSON.stringify(remotePagesByPath()),
    },
  },
  extraPlugins: [
    remotesConfigFile(),
    routesFile(),
    paintScript({ file: fileURLToPath(new URL('./src/firstPaint.ts', import.meta.url)) }),
    ...routePreloadScript(),
    lowPriorityModulePreloads(),
    ...prerenderShell(),
    inlineEntryStyles(),
    composableIndex(),
    offline(),
    rumClientBudget(),
  ],
  runtimePlugins: ['./src/startup/runtime/retryPlugin.ts'],
  runtimeStart: fileURLToPath(new URL('./src/startup/runtime/startRuntime.ts', import.meta.url)),
});
