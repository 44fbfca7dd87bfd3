import { catalogueMessages as messages } from './catalogueMessages';

const CATALOGUE_URL = '/booksData.json';
const TIMEOUT_MS = 10_000;

/**
 * The catalogue's bytes (not text: a large catalogue is decoded off the page's main thread
 * too). Fails with the message the page shows: unreachable, an HTTP error, or a body cut short.
 */
export async function fetchCatalogueBytes(): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(CATALOGUE_URL, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new Error(messages.catalogueUnreachable);
  }
  if (!response.ok) throw new Error(messages.catalogueHttpError(response.status));
  try {
    return await response.arrayBuffer();
  } catch {
    throw new Error(messages.catalogueInvalid);
  }
}
