import type * as FederationRuntime from '@module-federation/runtime';

type Runtime = typeof FederationRuntime;

let started: Promise<Runtime> | undefined;

/**
 * The federation runtime, started the first time a page is loaded through its remote's container
 * (startRuntime.ts in the host's build; on the dev server the federation plugin has started it).
 * A failure to fetch it is not kept: the next load asks again.
 */
export function containerRuntime(): Promise<Runtime> {
  if (!started) {
    started = import('bookmarked:federation-start').then(() => import('@module-federation/runtime'));
    started.catch(() => (started = undefined));
  }
  return started;
}
