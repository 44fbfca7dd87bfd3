/** A file of the same deploy that is known to exist, or where to find its address. */
type Probe = string | URL | (() => Promise<string | URL>);

/**
 * Firefox, Safari and Chromium 150 keep a script module that failed to load for the page's
 * whole life: importing it again fails at once, without asking the server. (The HTML standard
 * dropped that in 2026; Chromium 156 fetches the file again.) In those browsers a retried
 * import can only succeed in a new page.
 *
 * So a retry that fails while the server behind the failed file answers again reloads the page,
 * at the same address (the lists live in localStorage, nothing is lost). While the server still
 * does not answer, or the browser is offline, the failure stands and the visitor can retry later.
 *
 * `probe` (the remote's entry, or the chunk that makes the import) is fetched past every cache.
 */
export async function retryImport<T>(
  importer: () => Promise<T>,
  probe: Probe,
  { reloadFor = () => true }: { reloadFor?: (error: unknown) => boolean } = {},
): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (reloadFor(error) && (await serverAnswers(probe))) {
      window.location.reload();
      // The page is on its way out: keep showing the loading view until it goes.
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}

async function serverAnswers(probe: Probe): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(typeof probe === 'function' ? await probe() : probe, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * An import for a button the visitor may press again: the first call imports, and once an
 * import has failed, every later call goes through `retryImport`.
 */
export function importWithRetry<T>(importer: () => Promise<T>, probe: Probe): () => Promise<T> {
  let failedBefore = false;
  return async () => {
    try {
      return await (failedBefore ? retryImport(importer, probe) : importer());
    } catch (error) {
      failedBefore = true;
      throw error;
    }
  };
}
