import { moduleIntegrity } from '../head/moduleIntegrity';
import { arrivalOf } from '../head/fileArrival';

/**
 * A remote's module the browser or the page refused: its bytes are not the ones the page's import
 * map names, or on a page without one the remote's integrity.json (a file changed on the remote's
 * server, in a cache or in flight). The section shows its failure and Retry as for any load
 * failure; its name, `ModuleIntegrityError`, tells this reason apart from a network's (the
 * page's monitoring reports it as the reason `integrity`).
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

/**
 * The error a failed remote load is reported as: a ModuleIntegrityError when the module it names
 * has a hash the page knows (its import map, or the remote's list read on the client path) and
 * its server answers with other bytes (asked again: a file that arrives whole but fails the
 * hash), else the error itself.
 */
export async function classifyLoadFailure(error: unknown): Promise<unknown> {
  if (error instanceof ModuleIntegrityError) return error;
  const url = failedModuleUrl(error);
  const integrity = url && moduleIntegrity(url);
  if (!url || !integrity) return error;
  if ((await arrivalOf(url, integrity, 'no-store')) !== 'refused') return error;
  return new ModuleIntegrityError(`${url} is not the file its release named (its hash differs), so the browser refused it`, { cause: error });
}
