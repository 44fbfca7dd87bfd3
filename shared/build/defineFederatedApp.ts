import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../../apps.config.mjs';
import type { RemoteExposes, RemoteName } from '../src/federation/contract.ts';
import { firstScriptEntry } from './firstScriptEntry.ts';
import { offlineFiles } from './offlineFiles.ts';
import { HASHED_ENTRY_FILE, stableEntry } from './stableEntry.ts';
import { catalogueIndexFiles } from './catalogueIndexFiles.ts';
import { compileHints } from './compileHints.ts';
import { pageFragments } from './pageFragments.ts';
import { failOnWarnings } from './failOnWarnings.ts';
import { integrityFile } from './integrityFile.ts';
import { pageModules } from './pageModules.ts';

type AppName = 'host' | RemoteName;

/**
 * Everything that must be one instance on the page. Shared on the host and on every remote,
 * always imported by package name (a relative import would bypass the share). The router,
 * nanostores and their bindings reach the apps through @bookmarked/shared (see its routing.ts),
 * so they are tree-shaken instead of bundled whole as shares of their own. @bookmarked/ui is
 * not here on purpose: each app bundles its own.
 */
const singletons = ['react', 'react-dom'] as const;
const PLATFORM = '@bookmarked/shared';

/** The platform's version, from its package.json: what a host provides and a remote requires. */
const platformVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version: string }
).version;

/**
 * A remote needs at least the platform it was built against, within the same major version
 * (the platform's API only grows within one). The range lands in the remote's mf-manifest.json;
 * the host checks it before a remote's code runs (host/src/startup/load/platformVersion.ts says why
 * there and not through the runtime's `strictVersion`, which a Vite-built remote never reaches).
 *
 * `hostEager`: the host is always the page's first app and always runs its own React, so on
 * the host React is eager: bundled with its entry, one chunk instead of five share wrappers
 * each awaited in turn before the header could render. The platform package stays lazy there:
 * an eager share takes everything it reaches into that chunk, the host's tiny first script's
 * imports included. Remotes keep every share lazy, so composed they take the host's copy
 * and standalone their own.
 */
function sharedConfig(hostEager: boolean) {
  return {
    ...Object.fromEntries(singletons.map((pkg) => [pkg, { singleton: true, eager: hostEager }])),
    [PLATFORM]: { singleton: true, version: platformVersion, requiredVersion: `^${platformVersion}` },
  };
}

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

/** A package's version as installed for the app at `root`. */
function installedVersion(root: string, pkg: string): string {
  const manifest = createRequire(resolve(root, 'package.json')).resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The host's production build starts the page's federation runtime from its own code
 * (`runtimeStart`, imported as `bookmarked:federation-start`) instead of building a container:
 * it gets the real runtime (the alias the remotes' standalone pages use) and its shares'
 * versions as `__HOST_SHARES__`. Its dev server keeps the plugin's start-up, for hot updates of
 * the remotes, and the import is an empty module there.
 */
function hostRuntime(runtimeStart: string, command: 'build' | 'serve'): PluginOption {
  const runtimeCore = fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
  const EMPTY = '\0bookmarked:no-federation-start';
  return {
    name: 'bookmarked:host-runtime',
    enforce: 'pre',
    config(config) {
      const root = config.root ?? process.cwd();
      const react = installedVersion(root, 'react');
      const shares = {
        react,
        'react/jsx-runtime': react,
        'react-dom': installedVersion(root, 'react-dom'),
        'react-dom/client': installedVersion(root, 'react-dom'),
        [PLATFORM]: platformVersion,
      };
      const versions = Object.fromEntries(Object.entries(shares).map(([name, version]) => [name, { version, requiredVersion: `^${version}` }]));
      return {
        define: {
          __HOST_SHARES__: JSON.stringify(versions),
          // The federation plugin whose share wrappers read the shares where the started runtime
          // puts them (startRuntime.ts): a page module of a remote built with it is imported directly.
          // None on the dev server, whose start-up is the plugin's own.
          __PAGE_MODULE_PLUGIN__: JSON.stringify(command === 'build' ? installedVersion(root, '@module-federation/vite') : null),
          // The federation plugin sets these for the runtime it builds; the host's build runs without
          // it, so they are set here, or the runtime keeps code this site never runs (3 KB gzip on
          // every page): the manifest snapshot and preload machinery (the host registers remotes
          // by their JS entry, never a manifest: the plugin's `disableSnapshot`), and Node's loader.
          ...(command === 'build' ? { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: JSON.stringify('web') } : {}),
        },
      };
    },
    resolveId(id) {
      if (id === 'bookmarked:runtime-core') return runtimeCore;
      if (id === 'bookmarked:federation-start') return command === 'build' ? resolve(runtimeStart) : EMPTY;
      return undefined;
    },
    load: (id) => (id === EMPTY ? 'export {};' : undefined),
  };
}

/** What a deployed build says about itself: in its manifest, and compiled in as __BUILD_INFO__. */
export interface BuildInfo {
  name: string;
  version: string;
  buildId: string;
  /** The @bookmarked/shared version this build was made with (the host provides it). */
  platformVersion: string;
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
  return { name, version, buildId: process.env.BUILD_ID ?? `${commit}-${stamp}`, platformVersion };
}

type ManifestLike = { metaData?: { buildInfo?: Record<string, unknown> } } | undefined;

interface FederatedAppOptions {
  name: AppName;
  /** Exposed modules, relative to the app's folder (remotes only). */
  exposes?: Record<string, string>;
  /** Extra Vite options merged over the defaults. */
  vite?: UserConfig;
  extraPlugins?: PluginOption[];
  /** Federation runtime plugins: module paths, relative to the app, default-exporting a plugin factory. */
  runtimePlugins?: string[];
  /** The host only: the module that starts the runtime in its production build (see hostRuntime). */
  runtimeStart?: string;
}

/** PORT_OFFSET moves the dev and preview servers up too, for parallel checkouts. */
const portOffset = Number(process.env.PORT_OFFSET ?? 0);

export function defineFederatedApp({ name, exposes, vite = {}, extraPlugins = [], runtimePlugins = [], runtimeStart }: FederatedAppOptions) {
  const ports = name === 'host' ? apps.host.ports : apps.remotes[name].ports;
  const dev = ports.dev + portOffset;
  const prod = ports.prod + portOffset;
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
      ...(runtimeStart ? [hostRuntime(runtimeStart, command)] : []),
      // The host's build starts the runtime itself (hostRuntime): no container of its own.
      runtimeStart && command === 'build' ? [] : federation({
        name,
        filename: HASHED_ENTRY_FILE,
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
        runtimePlugins,
        ...(exposes ? { exposes } : {}),
        shared: sharedConfig(!isRemote),
        // Dev servers keep a runtime each: a remote's dev page has no built entry to provide it.
        experiments: isRemote ? { externalRuntime: command === 'build' } : { provideExternalRuntime: true },
        // A remote's edit hot-updates inside the host page too (React Fast Refresh through the
        // host's refresh runtime), keeping state, instead of only on the remote's own page.
        dev: { remoteHmr: true },
      }),
      ...(isRemote && command === 'build'
        ? [...standaloneRuntime(), stableEntry(), offlineFiles(), pageModules(exposes), pageFragments(name, `^${platformVersion}`, buildInfo.buildId)]
        : []),
      catalogueIndexFiles(),
      compileHints(),
      ...extraPlugins,
      integrityFile(),
      failOnWarnings(),
    ],
    server: { port: dev, strictPort: true, origin: `http://localhost:${dev}`, cors: true },
    preview: { port: prod, strictPort: true, cors: true },
    ...vite,
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        // No PLUGIN_TIMINGS report: what it times is this build's own work (the page prerenders,
        // the service worker's build, the federation plugin's per-module hooks), each callback with
        // whatever it awaits, and `pnpm build` runs the four builds side by side, so on a small machine
        // it lands after nearly every build and names whichever plugin waited longest. To see where
        // a slow build spends its time, set this to true for one run, or profile it (`node --cpu-prof`).
        checks: { bundlerTimings: false },
      },
      ...vite.build,
    },
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
