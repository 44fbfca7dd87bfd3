/// <reference types="vite/client" />
import type { RemoteName } from '@bookmarked/shared';
import type { HostShareVersions } from './startup/runtime/hostShares';
import type { PageCheck } from './startup/head/preloadRouteRemote';
import type {} from '../../shared/build/runtime-core-alias';

declare global {
  interface Window {
    /** /remotes.json as the host's first script read it (host/src/startup/head/bootData.ts): the app takes it from here. */
    bookmarkedRemotesJson?: Promise<unknown>;
    /** The route's remote manifest as the first script read it, by URL: the platform check takes it. */
    bookmarkedRemoteManifests?: Record<string, Promise<unknown>>;
    /** The first script's preloader of a path's remote page (entry, chunks, styles), for the app to reuse. */
    bookmarkedPreloadRoute?: (pathname: string) => Promise<void>;
    /** The first script's head start of one remote page, with its check of the page's files on the client path. */
    bookmarkedPreloadPage?: (remote: RemoteName, page: string, options?: { fresh?: boolean }) => Promise<PageCheck>;
  }

  /** The remotes' entry URLs on the local ports, the development fallback for /remotes.json. */
  const __LOCAL_REMOTES__: Record<RemoteName, string>;
  /** The host's own port beside them, which a run on moved ports moves them with. */
  const __LOCAL_HOST_PORT__: number;

  /** Each remote page's path and where it comes from, from the app registry: for the first script. */
  const __ROUTE_PAGES__: Record<string, { remote: RemoteName; page: string }>;

  /** The versions of what the host shares, for the runtime it starts in its build (host/src/startup/runtime/startRuntime.ts). */
  const __HOST_SHARES__: HostShareVersions;

  /** The federation plugin version of the host's build, whose remotes' page modules it imports directly; null on its dev server. */
  const __PAGE_MODULE_PLUGIN__: string | null;

  /** This build's name, package version and build id (see shared/build/defineFederatedApp.ts). */
  const __BUILD_INFO__: { name: string; version: string; buildId: string; platformVersion: string };
}
