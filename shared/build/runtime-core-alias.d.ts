/** The real federation runtime, for a remote's standalone page (see standaloneRuntime.ts). */
declare module 'bookmarked:runtime-core' {
  export * from '@module-federation/runtime-core';
}
