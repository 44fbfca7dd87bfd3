import type { RemoteName, RemotePageId } from '@bookmarked/shared';

/** The remote a page comes from: 'lists' for 'lists/ListedBooks'. */
export function remoteOf(id: RemotePageId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** The page's name within its remote: 'ListedBooks' for 'lists/ListedBooks'. */
export function pageOf(id: RemotePageId): string {
  return id.slice(id.indexOf('/') + 1);
}
