import type { ComponentType } from 'react';

/**
 * What each remote exposes, typed once for both sides: the host loads `${remote}/${page}`,
 * each remote's build exposes `./${page}`, and every exposed module default-exports a
 * page component that takes no props.
 */
export const remotePages = {
  catalog: ['Home', 'BookDetails'],
  lists: ['ListedBooks'],
  graph: ['PagesGraph'],
} as const;

export type RemoteName = keyof typeof remotePages;
export type RemotePageName<R extends RemoteName> = (typeof remotePages)[R][number];
export type RemotePageId = {
  [R in RemoteName]: `${R}/${RemotePageName<R>}`;
}[RemoteName];

export interface RemotePageModule {
  default: ComponentType;
}

/** The build side of the contract: one source file per page, no more, no less. */
export type RemoteExposes<R extends RemoteName> = Record<RemotePageName<R>, string>;

export function isRemotePageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}
