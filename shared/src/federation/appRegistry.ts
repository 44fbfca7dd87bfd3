import { apps } from '../../../apps.config.mjs';

type Remotes = (typeof apps)['remotes'];

export type RemoteName = keyof Remotes;
export type RemotePageName<R extends RemoteName> = keyof Remotes[R]['pages'] & string;
export type RemotePageId = {
  [R in RemoteName]: `${R}/${RemotePageName<R>}`;
}[RemoteName];

/** The remotes, in the registry's order. */
export const remoteNames = Object.keys(apps.remotes) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(apps.remotes, name);
}

/** Each remote's pages by exposed name: the federation contract. */
export const remotePages: Record<RemoteName, readonly string[]> = Object.fromEntries(
  remoteNames.map((remote) => [remote, Object.keys(apps.remotes[remote].pages)]),
) as Record<string, readonly string[]> as Record<RemoteName, readonly string[]>;

export type LeadCover = 'first' | 'id';

export interface RemoteRoute {
  /** The route in the host. */
  path: string;
  id: RemotePageId;
  /** How the visitor knows that part of the site. */
  section: string;
  /** The label in the header's navigation, for pages listed there. */
  nav?: string;
  /**
   * The book whose cover is its first screen's largest image: the catalogue's first, or the
   * one its `?id=` names.
   */
  leadCover?: LeadCover;
  /** The page reads only the catalogue's index and the pages it draws (catalogueShelf), never the whole catalogue. */
  firstLook?: true;
  /**
   * The query parameters its views depend on, when its remote renders every view of it that
   * exists: the servers find a view by these alone, and answer a value without one 404 with the
   * view rendered at the bare path (its 'not found').
   */
  viewParams?: readonly string[];
}

/** Where each remote page is mounted in the host, in the registry's order. */
export const remoteRoutes: readonly RemoteRoute[] = remoteNames.flatMap((remote) =>
  Object.entries<{ path: string; section: string; nav?: string; leadCover?: LeadCover; firstLook?: true; viewParams?: readonly string[] }>(
    apps.remotes[remote].pages,
  ).map(([page, { path, section, nav, leadCover, firstLook, viewParams }]) => ({
    path,
    id: `${remote}/${page}` as RemotePageId,
    section,
    // Stryker disable ObjectLiteral: the routes are built once at import, before any test can switch a mutant on
    ...(nav ? { nav } : {}),
    ...(leadCover ? { leadCover } : {}),
    ...(firstLook ? { firstLook } : {}),
    ...(viewParams ? { viewParams } : {}),
    // Stryker restore ObjectLiteral
  })),
);

/** Each remote's entry on the local ports: the development fallback for remotes.json. */
export function localRemoteEntries(mode: 'prod' | 'dev', offset = 0): Record<RemoteName, string> {
  return Object.fromEntries(
    remoteNames.map((remote) => [remote, `http://localhost:${apps.remotes[remote].ports[mode] + offset}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}

/** Which remote page each path shows, as plain data a build can compile in. */
export function remotePagesByPath(): Record<string, { remote: RemoteName; page: string }> {
  return Object.fromEntries(
    remoteNames.flatMap((remote) => Object.entries<{ path: string }>(apps.remotes[remote].pages).map(([page, { path }]) => [path, { remote, page }])),
  );
}
