// Whose code a CSP report's blocked URL is: a remote's release on the host's origin
// (/releases/<remote>/…), or a remote's own origin as remotes.json names it. Anything else,
// `inline` and `eval` too, is `other`.
import { OTHER } from './builds.mjs';
import { REMOTES } from './labels.mjs';

/**
 * @param {string} blockedUrl
 * @param {Record<string, string>} remoteOrigins each remote's origin (scheme, host and port)
 */
export function blockedRemote(blockedUrl, remoteOrigins) {
  let url;
  try {
    url = new URL(blockedUrl);
  } catch {
    return OTHER;
  }
  const release = url.pathname.match(/^\/releases\/([^/]+)\//)?.[1];
  if (release && REMOTES.includes(release)) return release;
  return Object.entries(remoteOrigins).find(([name, origin]) => REMOTES.includes(name) && origin === url.origin)?.[0] ?? OTHER;
}
