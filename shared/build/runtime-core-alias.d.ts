/** The real federation runtime, for a remote's standalone page (see standaloneRuntime.ts). */
declare module 'bookmarked:runtime-core' {
  export * from '@module-federation/runtime-core';
}

/** The host's start of the federation runtime (shared/build/defineFederatedApp.ts's hostRuntime): an empty module on its dev server. */
declare module 'bookmarked:federation-start' {}
