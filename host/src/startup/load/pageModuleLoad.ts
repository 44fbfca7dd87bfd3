import { pageFilesFromManifest, pageModuleUrl } from '@bookmarked/shared/page-files';
import type { RemoteName, RemotePageId } from '@bookmarked/shared';
import { hostPageModules } from '../head/pageModuleHost';
import { assertManifestFits, readRemoteManifest } from './platformVersion';
import { pageOf } from './pageId';
import { importByUrl } from './importByUrl';
import { applyPageStyles } from './pageStyles';

interface ManifestRead {
  manifest: unknown;
  manifestUrl: string;
}

/**
 * Each remote's manifest as read for its pages' direct loads, checked against the platform this
 * host provides; null where it could not be read. Kept until the remote fails, as a registered
 * container is.
 */
const manifests = new Map<RemoteName, Promise<ManifestRead | null>>();
const buildIds = new Map<RemoteName, string>();

async function readChecked(name: RemoteName, entry: string): Promise<ManifestRead | null> {
  let manifest: unknown;
  try {
    manifest = await readRemoteManifest(entry);
  } catch {
    return null;
  }
  const buildId = assertManifestFits(name, manifest);
  if (buildId !== undefined) buildIds.set(name, buildId);
  return { manifest, manifestUrl: new URL('mf-manifest.json', entry).href };
}

/**
 * A remote page loaded by its own module's address, which the remote's manifest names, with its
 * style sheets (pageStyles.ts): no container, no `init`, no share negotiation, as the host's
 * shares are already where the page reads them (runtime/pageModuleShares.ts). Where the host cannot load it so (the manifest
 * unread, a remote built with another federation plugin or sharing a package the host does not
 * offer, the dev server), it says whether it has checked the manifest already, and the caller
 * loads the page through the remote's container. Throws a PlatformVersionMismatchError for a
 * remote that needs another platform, before any of its code runs.
 */
export async function loadPageModule(name: RemoteName, id: RemotePageId, entry: string): Promise<{ module: unknown } | { manifestChecked: boolean }> {
  let reading = manifests.get(name);
  if (!reading) {
    reading = readChecked(name, entry);
    manifests.set(name, reading);
  }
  const read = await reading;
  if (!read) return { manifestChecked: false };
  const page = pageOf(id);
  const url = pageModuleUrl(read.manifest, page, read.manifestUrl, hostPageModules());
  if (url === undefined) return { manifestChecked: true };
  const styles = pageFilesFromManifest(read.manifest, page, read.manifestUrl, true)?.styles ?? [];
  const [module] = await Promise.all([importByUrl(url), applyPageStyles(styles)]);
  return { module };
}

/** The build a remote's pages were loaded from directly, per its manifest; undefined before. */
export const pageModuleBuildOf = (name: RemoteName): string | undefined => buildIds.get(name);

/** After a failure: the remote's next page reads its manifest afresh (the build its failure is told against stays). */
export function forgetPageModules(name: RemoteName): void {
  manifests.delete(name);
}
