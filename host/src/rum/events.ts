import { getRemoteConfig } from '../startup/config/remoteConfig';
import { pageLoadSettled } from '../startup/load/pageLoads';
import { PlatformVersionMismatchError } from '../startup/load/platformVersion';
import { routeAt } from '../prefetch/prefetchSection';
import type { RumEvent } from './contract';
import { loadFailureReason, statusesUnder } from './loadFailureReason';
import { ownerOf, pageRemote } from './pageOwner';
import type { ErrorContext, Happening } from './report';
import { remoteOfStack } from './stackOwner';

const stackOf = (error: unknown) => (error instanceof Error ? error.stack : undefined);

/**
 * Whose code threw: the first remote on the error's stack, else on React's component stack;
 * else, for an error the route page's boundary caught, the page's remote; else the host.
 */
async function errorOwner(error: unknown, context: ErrorContext | undefined, path: string) {
  const { remotes } = await getRemoteConfig({ report: false });
  const remote = remoteOfStack(stackOf(error), remotes) ?? remoteOfStack(context?.componentStack, remotes);
  return ownerOf(remote ?? (context?.caughtBySection ? pageRemote(path) : 'host'));
}

/** The folder of a remote's entry, which its files are fetched from. */
async function remoteFolder(remote: Parameters<typeof ownerOf>[0]): Promise<string | undefined> {
  if (remote === 'host') return undefined;
  const entry = (await getRemoteConfig({ report: false })).remotes[remote];
  return entry === undefined ? undefined : new URL('.', entry).href;
}

/**
 * The beacon's events for something the page went through, each with its owner's name and
 * build. A page view waits for the page's load to settle, so it names the build that loaded.
 * No message text, address or query goes in: kinds and owners only.
 */
export async function eventsOf(happening: Happening): Promise<RumEvent[]> {
  switch (happening.kind) {
    case 'page-view': {
      const route = routeAt(happening.path);
      if (route) await pageLoadSettled(route.id);
      return [{ kind: 'page-view', ...ownerOf(pageRemote(happening.path)) }];
    }
    case 'error':
      return [{ kind: 'error', source: happening.source, ...(await errorOwner(happening.error, happening.context, happening.path)) }];
    case 'load-failure': {
      const owner = ownerOf(happening.remote);
      if (happening.error instanceof PlatformVersionMismatchError) return [{ kind: 'skew', ...owner }];
      const folder = await remoteFolder(happening.remote);
      return [{ kind: 'load-failure', reason: loadFailureReason(happening.error, folder ? statusesUnder(folder) : []), ...owner }];
    }
    case 'hydration-recovery':
      return [{ kind: 'hydration-recovery', ...ownerOf(pageRemote(happening.path)) }];
    case 'retry':
      return [{ kind: 'retry', ...ownerOf(pageRemote(happening.path)) }];
  }
}
