import { useEffect, useState } from 'react';
import { LoadingText } from '@bookmarked/ui';
import { fetchRemoteVersions, type RemoteVersion } from './fetchRemoteVersions';
import { platformFits } from '../startup/load/platformVersion';

/** A remote's required platform range, flagged when this host cannot provide it. */
function platformNeed(remote: RemoteVersion): string {
  if (remote.status !== 'ok' || remote.platformRange === undefined) return '—';
  return platformFits(remote.platformRange) ? `needs ${remote.platformRange}` : `needs ${remote.platformRange}: newer than this host`;
}

/** The release this visitor got, and the canary running beside the stable release. */
function releaseNote(remote: RemoteVersion): string {
  const release = remote.release ?? '—';
  if (!remote.canary) return release;
  const { canary } = remote;
  return `${release}; canary ${canary.release} to ${canary.percent}% of visitors: you get ${canary.chosen ? 'the canary' : 'the stable release'}`;
}

/** /__versions: what is deployed right now, for the teams shipping each part. */
export function VersionsPage() {
  const [remotes, setRemotes] = useState<RemoteVersion[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void fetchRemoteVersions().then((versions) => {
      if (current) setRemotes(versions);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">Deployed versions</h1>
      {remotes === undefined ? (
        <LoadingText />
      ) : (
        <table className="w-full overflow-hidden rounded-2xl border border-stone-200 bg-white text-left">
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-4 py-2">App</th>
              <th scope="col" className="px-4 py-2">Version</th>
              <th scope="col" className="px-4 py-2">Build</th>
              <th scope="col" className="px-4 py-2">Release</th>
              <th scope="col" className="px-4 py-2">Platform</th>
              <th scope="col" className="px-4 py-2">Entry</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-stone-200">
              <th scope="row" className="px-4 py-2">host</th>
              <td className="px-4 py-2">{__BUILD_INFO__.version}</td>
              <td className="px-4 py-2 font-mono text-sm">{__BUILD_INFO__.buildId}</td>
              <td className="px-4 py-2 text-sm">—</td>
              <td className="px-4 py-2 text-sm">provides {__BUILD_INFO__.platformVersion}</td>
              <td className="px-4 py-2 text-sm">{window.location.origin}</td>
            </tr>
            {remotes.map((remote) => (
              <tr key={remote.remote} className="border-t border-stone-200">
                <th scope="row" className="px-4 py-2">{remote.remote}</th>
                <td className="px-4 py-2">{remote.status === 'ok' ? remote.version : 'unreachable'}</td>
                <td className="px-4 py-2 font-mono text-sm">{remote.status === 'ok' ? remote.buildId : '—'}</td>
                <td className="break-all px-4 py-2 font-mono text-sm">{releaseNote(remote)}</td>
                <td className="px-4 py-2 text-sm">{platformNeed(remote)}</td>
                <td className="break-all px-4 py-2 text-sm">{remote.entry}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
