import type { Plugin } from 'vite';
import { defineFederatedApp } from '../shared/build/defineFederatedApp.ts';
import { localRemoteEntries } from '../shared/src/federation/appRegistry.ts';
import { prerenderShell } from './build/prerenderShell.ts';
import { startupPreloads } from './build/startupPreloads.ts';

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

export default defineFederatedApp({
  name: 'host',
  vite: {
    define: { __LOCAL_REMOTES__: JSON.stringify(localRemotes('prod').remotes) },
  },
  extraPlugins: [remotesConfigFile(), ...startupPreloads(), prerenderShell()],
  runtimePlugins: ['./src/runtime/retryPlugin.ts'],
});
