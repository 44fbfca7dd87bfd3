import { moduleIntegrity } from '../head/importMapIntegrity';

/**
 * A remote's module the browser refused: its bytes are not the ones the page's import map names
 * (a file changed on the remote's server, in a cache or in flight). The section shows its failure
 * and Retry as for any load failure; its name, `ModuleIntegrityError`, tells this reason apart
 * from a network's (the page's monitoring reports it as the reason `integrity`).
 */
export class ModuleIntegrityError extends Error {
  override name = 'ModuleIntegrityError';
}

/** The module address a failed import names (Chromium: "Failed to fetch dynamically imported module: <url>"). */
function failedModuleUrl(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; cause = cause.cause, depth += 1) {
    const url = /https?:\/\/[^\s"'<>]+?\.m?js(?:\?[^\s"'<>]*)?(?=$|[\s"'<>,;)])/.exec(cause.message)?.[0];
    if (url) return url;
  }
  return undefined;
}

const fetchModule = (url: string, integrity?: string) => fetch(url, { mode: 'cors', credentials: 'same-origin', cache: 'no-store', ...(integrity ? { integrity } : {}) });

/**
 * The error a failed remote load is reported as: a ModuleIntegrityError when the module it names
 * has a hash in the page's import map and its server answers with other bytes (asked again: a
 * file that arrives whole but fails the hash), else the error itself.
 */
export async function classifyLoadFailure(error: unknown): Promise<unknown> {
  const url = failedModuleUrl(error);
  const integrity = url && moduleIntegrity(url);
  if (!url || !integrity) return error;
  try {
    await fetchModule(url, integrity);
    return error;
  } catch {
    // The hash failed, or the network did: only a plain answer of the same file says which.
  }
  try {
    const plain = await fetchModule(url);
    if (!plain.ok) return error;
  } catch {
    return error;
  }
  return new ModuleIntegrityError(`${url} is not the file its release named (its hash differs), so the browser refused it`, { cause: error });
}
