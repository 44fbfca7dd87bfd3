import type { RemoteName, RemotePageId } from '@bookmarked/shared';

/** The remote a page comes from: 'lists' for 'lists/ListedBooks'. */
export function remoteOf(id: RemotePageId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
