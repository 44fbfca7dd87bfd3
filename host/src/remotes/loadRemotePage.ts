import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { isRemotePageModule, type RemoteName, type RemotePageId, type RemotePageModule } from '@bookmarked/shared';
import { getRemoteConfig } from './remoteConfig';
import { remoteOf } from './pageId';

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

interface RemoteState {
  /** Set after any failure: the next load registers a fresh entry instead of the cached one. */
  broken: boolean;
  generation: number;
}

const remotes = new Map<RemoteName, RemoteState>();

export { remoteOf };

/** After a failure the runtime (and the browser) would hand back the same broken module. */
export function markRemoteBroken(name: RemoteName): void {
  const state = remotes.get(name);
  if (state) state.broken = true;
}

async function ensureRegistered(name: RemoteName): Promise<void> {
  const { remotes: entries } = await getRemoteConfig();
  const state = remotes.get(name);
  if (state && !state.broken) return;
  const generation = state ? state.generation + 1 : 0;
  const configured = entries[name];
  if (configured === undefined) throw new Error(`/remotes.json gives no usable entry for the "${name}" remote`);
  const entry = new URL(configured);
  if (generation > 0) entry.searchParams.set('retry', String(generation));
  registerRemotes([{ name, entry: entry.href, type: 'module' }], { force: state !== undefined });
  remotes.set(name, { broken: false, generation });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a page from its remote; rejects on a dead, slow or malformed remote. */
export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  const name = remoteOf(id);
  try {
    await ensureRegistered(name);
    const { timeoutMs } = await getRemoteConfig();
    const module = await withTimeout(loadRemote<unknown>(id), timeoutMs);
    if (!isRemotePageModule(module)) throw new Error(`${id} does not export a page component`);
    return module;
  } catch (error) {
    markRemoteBroken(name);
    throw error;
  }
}
