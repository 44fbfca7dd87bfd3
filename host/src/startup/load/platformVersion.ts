import * as v from 'valibot';
import { satisfies } from 'compare-versions';

/** The federation singleton every remote shares with the host (see shared/package.json). */
export const PLATFORM_PACKAGE = '@bookmarked/shared';

/** A remote built against a newer platform than this host provides: no retry can fix that. */
export class PlatformVersionMismatchError extends Error {
  override name = 'PlatformVersionMismatchError';

  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`${remote} needs ${PLATFORM_PACKAGE} ${required}, but this host provides ${provided}`);
  }
}

const ManifestSharedSchema = v.object({
  shared: v.array(v.object({ name: v.string(), requiredVersion: v.optional(v.string()) })),
  metaData: v.optional(v.object({ buildInfo: v.optional(v.object({ buildId: v.optional(v.string()) })) })),
});

/** The platform range a remote's `mf-manifest.json` (beside its entry) says it needs, if it says. */
async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mf-manifest.json: HTTP ${response.status}`);
  return response.json();
}

/**
 * The manifest as the host's first script read it for the route's remote (taken once: a later
 * check, after a Retry or a redeploy, reads the file afresh), or as fetched now.
 */
async function readManifest(url: string): Promise<unknown> {
  const handed = window.bookmarkedRemoteManifests?.[url];
  if (handed) {
    delete window.bookmarkedRemoteManifests?.[url];
    try {
      return await handed;
    } catch {
      // Read it again below.
    }
  }
  return fetchManifest(url);
}

/** The remote's manifest, beside its entry: as the first script read it, or fetched now. */
export const readRemoteManifest = (entry: string): Promise<unknown> => readManifest(new URL('mf-manifest.json', entry).href);

/** The platform range the remote's build needs, and which build it is, from its manifest. */
function remoteBuildOf(manifest: unknown): { required?: string; buildId?: string } {
  const parsed = v.parse(ManifestSharedSchema, manifest);
  return { required: parsed.shared.find((share) => share.name === PLATFORM_PACKAGE)?.requiredVersion, buildId: parsed.metaData?.buildInfo?.buildId };
}

/** Whether this host's platform satisfies a remote's required range. */
export function platformFits(required: string, provided = __BUILD_INFO__.platformVersion): boolean {
  // Not the federation runtime's own check: that would bring the whole runtime into the host's
  // bundle, where only a page loaded through a container needs it. A range it cannot read fits nothing.
  try {
    return satisfies(provided, required);
  } catch {
    return false;
  }
}

/**
 * Rejects with a PlatformVersionMismatchError when the remote needs a platform this host does
 * not provide; resolves otherwise, with the build id the manifest names (undefined when the
 * manifest cannot be read or names none: the load that follows then tells what is wrong with
 * the remote).
 *
 * Why read the manifest instead of the federation runtime's own check: a remote built by
 * @module-federation/vite resolves its shares in code of its own entry, which calls the
 * runtime's `getRegisteredShare` with a no-op hook emitter, so neither `resolveShare` runtime
 * plugins nor `strictVersion` ever see a singleton that does not satisfy `requiredVersion`
 * (checked with 1.23.0: a remote needing ^2.1.0 ran on 2.0.0 without a warning). The manifest
 * carries the same range, and reading it costs one small revalidated request.
 */
export async function assertPlatformFits(remote: string, entry: string, provided = __BUILD_INFO__.platformVersion): Promise<string | undefined> {
  let manifest: unknown;
  try {
    manifest = await readRemoteManifest(entry);
  } catch {
    return undefined;
  }
  return assertManifestFits(remote, manifest, provided);
}

/** The same check on a manifest already read: its build id, or a PlatformVersionMismatchError thrown. */
export function assertManifestFits(remote: string, manifest: unknown, provided = __BUILD_INFO__.platformVersion): string | undefined {
  let build: { required?: string; buildId?: string };
  try {
    build = remoteBuildOf(manifest);
  } catch {
    return undefined;
  }
  if (build.required !== undefined && !platformFits(build.required, provided)) {
    throw new PlatformVersionMismatchError(remote, build.required, provided);
  }
  return build.buildId;
}
