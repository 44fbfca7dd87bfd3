import { retriedEntry } from '@bookmarked/shared/entry-retries';
import { isRemotePageModule, type RemoteName, type RemotePageId, type RemotePageModule } from '@bookmarked/shared';
import { getRemoteConfig } from '../config/remoteConfig';
import { pageOf, remoteOf } from './pageId';
import { assertPlatformFits, PlatformVersionMismatchError } from './platformVersion';
import { reportLoadFailure } from '../../rum/report';
import { classifyLoadFailure, ModuleIntegrityError } from './refusedModule';
import { bootEntry } from '../head/bootData';
import { importMapChecksModules, moduleIntegrity } from '../head/moduleIntegrity';
import { modulePreload } from '../head/modulePreload';
import type { PageCheck } from '../head/preloadRouteRemote';
import { forgetPageModules, loadPageModule, pageModuleBuildOf } from './pageModuleLoad';
import { containerRuntime } from '../runtime/containerRuntime';

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

interface RemoteState {
  /** The entry URL registered, which the platform check reads the remote's manifest beside. */
  entry: string;
  /** Set after any failure: the next load registers a fresh entry instead of the cached one. */
  broken: boolean;
  generation: number;
  /** Whether this entry's required platform range has been checked against the host's. */
  platformChecked: boolean;
  /** The build the check read the range from (its manifest's build id), once checked. */
  buildId?: string;
}

const remotes = new Map<RemoteName, RemoteState>();

export { remoteOf };

/** After a failure the runtime (and the browser) would hand back the same broken module. */
export function markRemoteBroken(name: RemoteName): void {
  forgetPageModules(name);
  const state = remotes.get(name);
  if (state) state.broken = true;
  else brokenUnregistered.add(name);
}

/**
 * Remotes that failed before a container of theirs was registered (a page module loaded directly,
 * a load ahead): their next load goes through a container, registered as new.
 */
const brokenUnregistered = new Set<RemoteName>();

/** Whether the remote failed since it was last registered: its next load registers it afresh. */
export function isRemoteBroken(name: RemoteName): boolean {
  return remotes.get(name)?.broken ?? brokenUnregistered.has(name);
}

/**
 * Which build of the remote the page's code comes from (its manifest's build id), once a page of
 * it has loaded; undefined before, or when its manifest could not be read.
 */
export function loadedBuildOf(name: RemoteName): string | undefined {
  return remotes.get(name)?.buildId ?? pageModuleBuildOf(name);
}

/** The address of a remote's entry, as `remotes.json` gives it. */
export async function remoteEntryUrl(name: RemoteName): Promise<string> {
  const { remotes: entries } = await getRemoteConfig();
  const configured = entries[name];
  if (configured === undefined) throw new Error(`/remotes.json gives no usable entry for the "${name}" remote`);
  return configured;
}

/**
 * On a page no server composed (no import map naming module hashes), the first script's check of
 * the page's files against the remote's integrity.json (preloadRouteRemote.ts), awaited before
 * anything of the page is imported; undefined where the browser checks (a composed page), or
 * where nothing could be checked (no first script, no manifest: the load meets that itself).
 * After a failure (`fresh`, a Retry) a composed page has its files fetched again past the HTTP
 * cache too, before the load: a copy the browser refused may sit there under the same address.
 */
async function clientPathCheck(id: RemotePageId, fresh: boolean): Promise<PageCheck | undefined> {
  if ((importMapChecksModules() && !fresh) || !window.bookmarkedPreloadPage) return undefined;
  try {
    return await window.bookmarkedPreloadPage(remoteOf(id), pageOf(id), { fresh });
  } catch {
    return undefined;
  }
}

async function ensureRegistered(name: RemoteName, checkedContainer: string | undefined): Promise<RemoteState> {
  const { registerRemotes } = await containerRuntime();
  const configured = await remoteEntryUrl(name);
  const state = remotes.get(name);
  if (state && !state.broken) return state;
  const generation = state ? state.generation + 1 : 0;
  const entry = retriedEntry(checkedContainer ?? bootEntry(configured), generation);
  // Checked by the browser as it loads, when the page knows its hash (the first script's modulepreload
  // is of the first address only).
  const integrity = moduleIntegrity(entry);
  if (integrity && !importMapChecksModules()) modulePreload(entry, integrity);
  registerRemotes([{ name, entry, type: 'module' }], { force: state !== undefined });
  const registered = { entry, broken: false, generation, platformChecked: false };
  remotes.set(name, registered);
  brokenUnregistered.delete(name);
  return registered;
}

/**
 * Loads the page while checking, once per registered entry, that the host provides the platform
 * the remote needs. Both run at once (no extra round trip before the load); a mismatch wins over
 * whatever the load did, and the page is never rendered then.
 */
async function loadChecked(name: RemoteName, state: RemoteState, id: RemotePageId, manifestChecked: boolean): Promise<unknown> {
  const { loadRemote } = await containerRuntime();
  const loading = loadRemote<unknown>(id);
  if (!state.platformChecked) {
    loading.catch(() => {
      // Reported below, unless the mismatch is the answer.
    });
    state.buildId = manifestChecked ? pageModuleBuildOf(name) : await assertPlatformFits(name, state.entry);
    state.platformChecked = true;
  }
  return loading;
}

/** The page's module, once its files have passed the client path's check (none of a refused page is imported). */
async function checkedLoad(name: RemoteName, id: RemotePageId): Promise<unknown> {
  const check = await clientPathCheck(id, isRemoteBroken(name));
  if (check && check.refused.length > 0) {
    throw new ModuleIntegrityError(`${check.refused.join(', ')} ${check.refused.length === 1 ? 'is not the file' : 'are not the files'} its release named (the hash differs), so the page refused ${id}`);
  }
  // Directly by the page's module where the host can; after a failure always through the
  // container, whose Retry asks under a fresh address.
  const direct = isRemoteBroken(name) ? { manifestChecked: false } : await loadPageModule(name, id, await remoteEntryUrl(name));
  if ('module' in direct) return direct.module;
  const state = await ensureRegistered(name, check?.container);
  return loadChecked(name, state, id, direct.manifestChecked);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a page from its remote; rejects on a dead, slow or malformed remote, or a module it refused (refusedModule.ts). */
export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  const name = remoteOf(id);
  try {
    const { timeoutMs } = await getRemoteConfig();
    const module = await withTimeout(checkedLoad(name, id), timeoutMs);
    if (!isRemotePageModule(module)) throw new Error(`${id} does not export a page component`);
    return module;
  } catch (error) {
    if (error instanceof PlatformVersionMismatchError) {
      console.error(`[Bookmarked] ${id} cannot load: ${error.message}. Deploy a host built with that platform version.`, error);
    }
    const failure = await classifyLoadFailure(error);
    reportLoadFailure(name, failure);
    markRemoteBroken(name);
    throw failure;
  }
}
