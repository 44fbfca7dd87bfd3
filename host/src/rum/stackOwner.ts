import { isRemoteName, type RemoteName } from '@bookmarked/shared/app-registry';

/** Script addresses in a stack trace, with or without a line and column after them. */
const SCRIPT_URL = /https?:\/\/[^\s()'"@]+/g;
/** A remote's release as the release tools lay it out: `/releases/<app>/<id>/`. */
const RELEASE_PATH = /\/releases\/([^/]+)\/[^/]+\//;

/** The remote a script comes from: under its entry's folder (its origin or its release), or under a release of it. */
export function remoteOfScript(url: string, entries: Partial<Record<RemoteName, string>>): RemoteName | undefined {
  let owner: RemoteName | undefined;
  let longest = 0;
  for (const [name, entry] of Object.entries(entries) as [RemoteName, string][]) {
    const folder = new URL('.', entry).href;
    if (url.startsWith(folder) && folder.length > longest) {
      owner = name;
      longest = folder.length;
    }
  }
  if (owner) return owner;
  const released = RELEASE_PATH.exec(url)?.[1];
  return released !== undefined && isRemoteName(released) ? released : undefined;
}

/**
 * The remote whose code is on a stack: the first frame, from the top, in one of its scripts.
 * Undefined when every frame is the host's (or the stack names no script).
 */
export function remoteOfStack(stack: string | undefined, entries: Partial<Record<RemoteName, string>>): RemoteName | undefined {
  for (const [url] of stack?.matchAll(SCRIPT_URL) ?? []) {
    const remote = remoteOfScript(url, entries);
    if (remote) return remote;
  }
  return undefined;
}
