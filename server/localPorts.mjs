// The apps' local ports, moved up by PORT_OFFSET for parallel runs. The host's remotes.json names
// the default ones (http://localhost:4174/remoteEntry.js, …); both servers move those entries
// with the apps, so a run on other ports never reaches another run's remotes.
import { apps } from '../apps.config.mjs';

/**
 * The PORT_OFFSET an e2e run takes when none is given: its servers (4273-4276, and the specs' own
 * copies of the site 50-94 ports above them) stay clear of `pnpm start`'s 4173-4176, `pnpm dev`'s
 * 5173-5176 and the benches' 4213-4246 and 4300-4303, so `pnpm test` runs while the site is served.
 */
export const E2E_PORT_OFFSET = 100;

/** The e2e run's PORT_OFFSET: the one given, or E2E_PORT_OFFSET. */
export const e2ePortOffset = (env = process.env) => Number(env.PORT_OFFSET ?? E2E_PORT_OFFSET);

const defaultPorts = [apps.host, ...Object.values(apps.remotes)].map((app) => String(app.ports.prod));

/**
 * `entry` with a default local port moved up by `offset`, and given `scheme` (`https` when the
 * servers listen with TLS); any other entry, a relative one too, as it is.
 */
export function shiftLocalEntry(entry, offset, scheme = 'http') {
  if ((offset === 0 && scheme === 'http') || typeof entry !== 'string' || !/^https?:/i.test(entry)) return entry;
  const url = new URL(entry);
  if (url.hostname === 'localhost' && defaultPorts.includes(url.port)) {
    url.port = String(Number(url.port) + offset);
    url.protocol = `${scheme}:`;
  }
  return url.href;
}

/** remotes.json with its remotes' entries moved (a canary is a release that pnpm promote named, never a local port). */
export function shiftLocalEntries(config, offset, scheme = 'http') {
  if (offset === 0 && scheme === 'http') return config;
  return { ...config, remotes: Object.fromEntries(Object.entries(config.remotes ?? {}).map(([name, entry]) => [name, shiftLocalEntry(entry, offset, scheme)])) };
}

/** Each default local port and where `offset` moves it. */
export const movedPorts = (offset) => defaultPorts.map((port) => [Number(port), Number(port) + offset]);
