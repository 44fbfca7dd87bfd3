import { loadOnce, type Load } from '@bookmarked/ui';
import type { RemotePageId, RemotePageModule } from '@bookmarked/shared';
import { isRemoteBroken, loadRemotePage, remoteOf } from './loadRemotePage';

/**
 * Every remote page load of this document, by page: started at start-up, ahead of a click, or
 * by the page itself. A page whose code is in is drawn at once on every later visit.
 */
const loads = new Map<RemotePageId, Load<RemotePageModule>>();
/** Loads a page has taken: a failure of one of them has been shown, and is not kept. */
const taken = new WeakSet<Load<RemotePageModule>>();

/** The page's load, unless it was done and its remote broke since (its page threw while rendering). */
function kept(id: RemotePageId): Load<RemotePageModule> | undefined {
  const load = loads.get(id);
  if (load?.settled()?.status === 'done' && isRemoteBroken(remoteOf(id))) {
    loads.delete(id);
    return undefined;
  }
  return load;
}

function start(id: RemotePageId): Load<RemotePageModule> {
  const load = loadOnce(() => loadRemotePage(id));
  loads.set(id, load);
  load.promise().catch(() => {
    // Shown by the page that takes this load: kept until then, and not after.
    if (taken.has(load) && loads.get(id) === load) loads.delete(id);
  });
  return load;
}

/** Whether a load of the page is under way or done (a failed one does not count). */
export function pageLoadStarted(id: RemotePageId): boolean {
  const status = kept(id)?.settled()?.status;
  return status === undefined ? loads.has(id) : status === 'done';
}

/** Starts loading the page unless a load of it is under way or done. */
export function startPageLoad(id: RemotePageId): void {
  if (!pageLoadStarted(id)) start(id);
}

/**
 * The page's load for the page to show: the one under way or done, else a new one. A failed
 * load is handed out once, so the page shows that failure, and the next visit tries afresh.
 */
export function takePageLoad(id: RemotePageId): Promise<RemotePageModule> {
  const load = kept(id);
  if (load?.settled()?.status === 'failed') {
    loads.delete(id);
    return load.promise();
  }
  const handed = load ?? start(id);
  taken.add(handed);
  return handed.promise();
}

/**
 * Loads the page ahead of a visit; settles when it is in or failed. A failure ahead of a click
 * is nobody's to show: it is dropped, and the click tries afresh and shows its own.
 */
export async function loadPageAhead(id: RemotePageId): Promise<void> {
  startPageLoad(id);
  const load = loads.get(id);
  try {
    await load?.promise();
  } catch {
    if (loads.get(id) === load) loads.delete(id);
  }
}

/** The page's module once the load under way is in; undefined if it fails or none is under way. */
export async function pageWhenLoaded(id: RemotePageId): Promise<RemotePageModule | undefined> {
  return loads.get(id)?.promise().catch(() => undefined);
}

/** Settles once the page's load under way settles, however it ends (at once if none is). */
export async function pageLoadSettled(id: RemotePageId): Promise<void> {
  await pageWhenLoaded(id);
}

/** The page's load when its code is already in, for a page drawn without a loading view. */
export function loadedPage(id: RemotePageId): Load<RemotePageModule> | undefined {
  const load = kept(id);
  return load?.settled()?.status === 'done' ? load : undefined;
}
