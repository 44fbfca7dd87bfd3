import * as v from 'valibot';
import type { RemoteName } from '@bookmarked/shared';
import { getRemoteConfig } from '../startup/config/remoteConfig';
import { PLATFORM_PACKAGE } from '../startup/load/platformVersion';

const ManifestSchema = v.object({
  metaData: v.object({
    buildInfo: v.object({ buildVersion: v.string(), buildId: v.optional(v.string(), 'unknown') }),
  }),
  shared: v.optional(v.array(v.object({ name: v.string(), requiredVersion: v.optional(v.string()) })), []),
});

/** A release's id from its entry URL (server/release: /releases/<remote>/<id>/remoteEntry.js). */
function releaseOf(entry: string): string | undefined {
  return /\/releases\/[^/]+\/([^/]+)\/remoteEntry\.js$/.exec(new URL(entry, window.location.href).pathname)?.[1];
}

/** A canary running for the remote, and whether this visitor is on its side. */
interface CanaryVersion {
  release: string;
  percent: number;
  chosen: boolean;
}

export type RemoteVersion = { release?: string; canary?: CanaryVersion } & (
  | {
      remote: RemoteName;
      entry: string;
      status: 'ok';
      version: string;
      buildId: string;
      /** The @bookmarked/shared range the remote was built to require. */
      platformRange?: string;
    }
  | { remote: RemoteName; entry: string; status: 'unreachable' }
);

/** Each remote's mf-manifest.json sits beside its remoteEntry.js and names its version and build. */
async function fetchVersion(remote: RemoteName, entry: string): Promise<RemoteVersion> {
  try {
    const response = await fetch(new URL('mf-manifest.json', entry), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { metaData, shared } = v.parse(ManifestSchema, await response.json());
    const platformRange = shared.find((share) => share.name === PLATFORM_PACKAGE)?.requiredVersion;
    return { remote, entry, status: 'ok', version: metaData.buildInfo.buildVersion, buildId: metaData.buildInfo.buildId, platformRange };
  } catch {
    return { remote, entry, status: 'unreachable' };
  }
}

export async function fetchRemoteVersions(): Promise<RemoteVersion[]> {
  const { remotes, canaries } = await getRemoteConfig();
  return Promise.all(
    (Object.entries(remotes) as [RemoteName, string][]).map(async ([remote, entry]) => {
      const version = { ...(await fetchVersion(remote, entry)), release: releaseOf(entry) };
      const canary = canaries?.[remote];
      if (!canary) return version;
      return { ...version, canary: { release: releaseOf(canary.entry) ?? canary.entry, percent: canary.percent, chosen: canary.chosen === true } };
    }),
  );
}
