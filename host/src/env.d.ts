/// <reference types="vite/client" />

/** The remotes' entry URLs on the local ports, used when /remotes.json cannot be read. */
declare const __LOCAL_REMOTES__: Record<'catalog' | 'lists' | 'graph', string>;

/** This build's name, package version and build id (see shared/build/defineFederatedApp.ts). */
declare const __BUILD_INFO__: { name: string; version: string; buildId: string; platformVersion: string };
