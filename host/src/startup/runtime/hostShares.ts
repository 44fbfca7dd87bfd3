import type { UserOptions } from '@module-federation/runtime-core';

/** What the host shares with its remotes: one instance each on the page. */
export type ShareName = 'react' | 'react/jsx-runtime' | 'react-dom' | 'react-dom/client' | '@bookmarked/shared';

export type HostShareModules = Record<ShareName, object>;

/** Each share's version as built, and the range the host's own code needs of it. */
export type HostShareVersions = Record<ShareName, { version: string; requiredVersion: string }>;

/**
 * The host's shares as the runtime takes them: each loaded already (`lib`, so every remote's
 * 'loaded-first' pick is the host's copy), a singleton, and handed over as a plain object marked
 * as an ES module, as the federation plugin's own share wrappers hand a module to a remote.
 */
export function hostShares(modules: HostShareModules, versions: HostShareVersions): NonNullable<UserOptions['shared']> {
  return Object.fromEntries(
    (Object.keys(versions) as ShareName[]).map((name) => {
      const module = Object.defineProperty({ ...modules[name] }, '__esModule', { value: true });
      const { version, requiredVersion } = versions[name];
      return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion, eager: true, strictVersion: false } }];
    }),
  );
}
