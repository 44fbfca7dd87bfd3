import { RemoteTimeoutError } from '../startup/load/loadRemotePage';
import { ModuleIntegrityError } from '../startup/load/refusedModule';
import type { LoadFailureReason } from './contract';

/** How each browser (and the federation runtime around it) says a script or file could not be fetched. */
const FETCH_FAILED = /RUNTIME-008|dynamically imported module|Importing a module script failed|Failed to fetch|NetworkError|Load failed/i;

/** The messages of an error and of the errors that caused it. */
function messagesOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}\n${messagesOf(error.cause)}`;
}

/**
 * Why a remote's page did not load, from the error and the HTTP statuses of the remote's files
 * this page fetched (its resource timings): a browser tells a script it could not fetch alike
 * whether the server said 404 or never answered.
 */
export function loadFailureReason(error: unknown, statuses: readonly number[]): LoadFailureReason {
  if (error instanceof RemoteTimeoutError) return 'timeout';
  if (error instanceof ModuleIntegrityError) return 'integrity';
  const messages = messagesOf(error);
  if (/integrity/i.test(messages)) return 'integrity';
  if (statuses.some((status) => status === 404 || status === 410)) return 'not-found';
  if (statuses.some((status) => status >= 400)) return 'other';
  return FETCH_FAILED.test(messages) ? 'network' : 'other';
}

/** The statuses of the files this page fetched from under a folder (0 where the browser keeps it from the page). */
export function statusesUnder(folder: string): number[] {
  // Entries of type 'resource' are resource timings; the DOM's types do not narrow by the name.
  const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return files.filter((file) => file.name.startsWith(folder)).map((file) => file.responseStatus);
}
