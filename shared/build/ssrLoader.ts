import { createServer, type PluginOption, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** A build's `define`s as Vite's SSR loader takes them. */
const definesOf = (config: Pick<ResolvedConfig, 'define'>): Record<string, string> =>
  Object.fromEntries(Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)]));

/**
 * Runs `render` with Vite's SSR loader over an app's sources, for rendering its components to HTML
 * at its build (the host's frame, a remote's pages). The platform and the UI kit are loaded as
 * sources, so they are the same instances the components import, with the build's root and
 * `define`s (`config`, the build's resolved config). The loader is closed after.
 */
export async function withSsrLoader<T>(
  { config, plugins = [] }: { config: Pick<ResolvedConfig, 'root' | 'define'>; plugins?: PluginOption[] },
  render: (load: (id: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    plugins: [...plugins, react()],
    define: definesOf(config),
    ssr: { noExternal: ['@bookmarked/shared', '@bookmarked/ui'] },
    // Nothing here runs in a browser: the app's pages need no scan for dependencies to pre-bundle.
    optimizeDeps: { noDiscovery: true, entries: [] },
  });
  try {
    return await render((id) => server.ssrLoadModule(id));
  } finally {
    await server.close();
  }
}
