import { remoteRoutes } from '@bookmarked/shared/app-registry';
import { navPath } from '@bookmarked/shared/composition';
import { readListedFragment, withListedFragment } from '@bookmarked/shared/listed-fragment';

const LISTED_PATH = remoteRoutes.find(({ id }) => id === 'lists/ListedBooks')?.path;

/**
 * Listed Books with the visitor's own first screen where the server could only say
 * 'Loading...': the one the lists remote last drew for this view, if it is of the build the
 * server composed (withListedFragment). Any other page, answer or failure goes as it came.
 */
export async function withVisitorFragment(response: Response, url: URL): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.startsWith('text/html') || navPath(url.pathname) !== LISTED_PATH) return response;
  const fragment = await readListedFragment(url.search);
  if (!fragment) return response;
  const page = withListedFragment(await response.clone().text(), fragment);
  if (page === undefined) return response;
  const headers = new Headers(response.headers);
  // The body is new: its length, encoding and validators were the server's.
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag', 'Last-Modified']) headers.delete(name);
  return new Response(page, { status: response.status, statusText: response.statusText, headers });
}
