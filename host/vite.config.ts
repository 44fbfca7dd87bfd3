import type { Plugin } from 'vite';
import { defineFederatedApp } from '../shared/build/defineFederatedApp.ts';
import ports from '../shared/build/ports.json' with { type: 'json' };
import { prerenderShell } from './build/prerenderShell.ts';
import { startupPreloads } from './build/startupPreloads.ts';
import { offline } from './build/offline.ts';
import { sitePaths } from './src/remotes/routeTable.ts';

type Mode = 'dev' | 'prod';

/** Where the remotes live unless /remotes.json says otherwise: the local ports. */
function localRemotes(mode: Mode) {
  const entry = (port: number) => `http://localhost:${port}/remoteEntry.js`;
  return {
    remotes: {
      catalog: entry(ports.catalog[mode]),
      lists: entry(ports.lists[mode]),
      graph: entry(ports.graph[mode]),
    },
  };
}

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
        res.end(JSON.stringify(localRemotes('dev'), null, 2));
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

/**
 * Writes the site's page paths beside the build as routes.json: the servers answer any other
 * path with a 404 status (and the app's own 404 page), not a soft 404.
 */
function routesFile(): Plugin {
  return {
    name: 'bookmarked:routes-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify({ paths: sitePaths }, null, 2)}\n` });
    },
  };
}

export default defineFederatedApp({
  name: 'host',
  vite: {
    define: { __LOCAL_REMOTES__: JSON.stringify(localRemotes('prod').remotes) },
  },
  extraPlugins: [remotesConfigFile(), routesFile(), ...startupPreloads(), prerenderShell(), offline()],
});
