// The collector for the site served from this checkout or DIST_ROOT: each app's build folder and
// the releases folder as server/serve.mjs serves them, its metrics on the loopback's metrics port.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../../apps.config.mjs';
import { sitePaths } from '../release/site.mjs';
import { createCollector } from './collector.mjs';
import { metricsPort, serveMetrics } from './metricsServer.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Each app's build folder by name, as the servers serve it. */
export function distDirs(env = process.env) {
  const distRoot = env.DIST_ROOT;
  const dirOf = (app) => join(distRoot ?? root, app.dir, distRoot ? '' : 'dist');
  return Object.fromEntries([['host', apps.host], ...Object.entries(apps.remotes)].map(([name, app]) => [name, dirOf(app)]));
}

/**
 * @param {{ remoteOrigins: () => Record<string, string>, behindProxy: boolean, env?: NodeJS.ProcessEnv }} options
 */
export function startSiteCollector({ remoteOrigins, behindProxy, env = process.env }) {
  const collector = createCollector({ releasesDir: sitePaths(env).releasesDir, distDirs: distDirs(env), remoteOrigins, behindProxy });
  serveMetrics(collector.metrics.registry, metricsPort(env));
  collector.syncReleases().catch((error) => console.error(`the RUM collector could not read the builds: ${error.message}`));
  // Releases made while it runs get their series at zero before their first beacon.
  setInterval(() => collector.syncReleases().catch(() => {}), 1000).unref();
  return collector;
}
