import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ports from './ports.json' with { type: 'json' };
import type { RemoteExposes, RemoteName } from '../src/federation/contract.ts';
import { firstScriptEntry } from './firstScriptEntry.ts';
import { offlineFiles } from './offlineFiles.ts';

type AppName = keyof typeof ports;

/**
 * Everything that must be one instance on the page. Shared on the host and on every remote,
 * always imported by package name (a relative import would bypass the share). The router,
 * nanostores and their bindings reach the apps through @bookmarked/shared (see its routing.ts),
 * so they are tree-shaken instead of bundled whole as shares of their own.
 */
const singletons = ['react', 'react-dom', '@bookmarked/shared'] as const;

const sharedPublicDir = fileURLToPath(new URL('../public', import.meta.url));

/**
 * One federation runtime on the page: the host provides it and remote builds use it instead
 * of bundling a copy. A remote's own page (standalone) provides it first, from an entry that
 * imports the real runtime through an alias the external-runtime rewrite leaves alone.
 */
function standaloneRuntime(): PluginOption[] {
  const runtimeCore = fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
  return [
    {
      name: 'bookmarked:runtime-core-alias',
      enforce: 'pre',
      resolveId: (id) => (id === 'bookmarked:runtime-core' ? runtimeCore : undefined),
    },
    firstScriptEntry({ name: 'standalone-runtime', file: fileURLToPath(new URL('./standaloneRuntime.ts', import.meta.url)) }),
  ];
}

/** What a deployed build says about itself: in its manifest, and compiled in as __BUILD_INFO__. */
export interface BuildInfo {
  name: string;
  version: string;
  buildId: string;
}

function readBuildInfo(name: string): BuildInfo {
  const { version } = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the timestamp alone identifies the build.
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  return { name, version, buildId: process.env.BUILD_ID ?? `${commit}-${stamp}` };
}

type ManifestLike = { metaData?: { buildInfo?: Record<string, unknown> } } | undefined;

interface FederatedAppOptions {
  name: AppName;
  /** Exposed modules, relative to the app's folder (remotes only). */
  exposes?: Record<string, string>;
  /** Extra Vite options merged over the defaults. */
  vite?: UserConfig;
  extraPlugins?: PluginOption[];
}

export function defineFederatedApp({ name, exposes, vite = {}, extraPlugins = [] }: FederatedAppOptions) {
  const { dev, prod } = ports[name];
  const isRemote = exposes !== undefined;
  const buildInfo = readBuildInfo(name);
  return defineConfig(({ command }) => ({
    // A remote's chunks and CSS are resolved against its own entry inside the host: in dev
    // that needs the dev server's origin; a build uses relative URLs so it can be deployed
    // at any origin and path.
    base: command === 'serve' && isRemote ? `http://localhost:${dev}/` : isRemote ? './' : '/',
    publicDir: sharedPublicDir,
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: {
          additionalData: ({ manifest, stats }) => {
            for (const data of [manifest, stats] as ManifestLike[]) {
              if (data?.metaData?.buildInfo) data.metaData.buildInfo.buildId = buildInfo.buildId;
            }
          },
        },
        dts: false,
        // 'version-first' fetches every remote entry at start-up: one dead remote would
        // blank the site before React mounts.
        shareStrategy: 'loaded-first',
        // Remotes load JS entries, never manifests, and consume no remotes themselves: the
        // runtime features for those would be dead weight on every page.
        disableSnapshot: true,
        disableRemote: isRemote,
        ...(exposes ? { exposes } : {}),
        shared: Object.fromEntries(singletons.map((pkg) => [pkg, { singleton: true }])),
        // Dev servers keep a runtime each: a remote's dev page has no built entry to provide it.
        experiments: isRemote ? { externalRuntime: command === 'build' } : { provideExternalRuntime: true },
      }),
      ...(isRemote && command === 'build' ? [...standaloneRuntime(), offlineFiles('remoteEntry.js')] : []),
      ...extraPlugins,
    ],
    server: { port: dev, strictPort: true, origin: `http://localhost:${dev}`, cors: true },
    preview: { port: prod, strictPort: true, cors: true },
    ...vite,
    build: { target: 'es2022', sourcemap: false, ...vite.build },
    define: { __BUILD_INFO__: JSON.stringify(buildInfo), ...vite.define },
  }));
}

/** A remote exposes exactly the pages the contract in `shared` names, as `./{Page}`. */
export function defineRemoteApp<R extends RemoteName>(
  name: R,
  pages: RemoteExposes<R>,
  options: Omit<FederatedAppOptions, 'name' | 'exposes'> = {},
) {
  const exposes = Object.fromEntries(
    Object.entries<string>(pages).map(([page, file]) => [`./${page}`, file]),
  );
  return defineFederatedApp({ ...options, name, exposes });
}
