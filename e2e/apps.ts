import { apps } from '../apps.config.mjs';
import { e2ePortOffset } from '@bookmarked/server/local-ports';

/**
 * PORT_OFFSET moves every served app up by that many ports (parallel runs). Without it the run
 * takes ports of its own (server/localPorts.mjs), so it never meets a site `pnpm start` serves.
 */
export const portOffset = e2ePortOffset();

export type AppName = 'host' | keyof typeof apps.remotes;

export type RemoteName = Exclude<AppName, 'host'>;

export const remoteNames = Object.keys(apps.remotes) as RemoteName[];

/** Where each served app answers in this run. */
export function appPort(name: AppName, extraOffset = 0): number {
  const { ports } = name === 'host' ? apps.host : apps.remotes[name];
  return ports.prod + portOffset + extraOffset;
}

export const appUrl = (name: AppName, extraOffset = 0) => `http://localhost:${appPort(name, extraOffset)}`;

/** Every app's folder in the repo (its build is `<dir>/dist`). */
export const appDirs = [apps.host, ...Object.values(apps.remotes)].map((app) => app.dir);

/** Every remote page, for specs that visit them all. */
export const remotePages = Object.entries(apps.remotes).flatMap(([remote, app]) =>
  Object.entries<{ path: string; section: string }>(app.pages).map(([page, { path, section }]) => ({ remote, page, path, section })),
);
