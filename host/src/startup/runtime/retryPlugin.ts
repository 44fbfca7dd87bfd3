import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A federation runtime plugin (the host's `runtimePlugins`): a remote's entry or page chunk that
 * fails to load is tried again, twice, 300 ms apart, before the visitor sees the failure and its
 * Retry. It works with `type: 'module'` remotes: the runtime reports a failed ESM entry as a
 * script load error (its `loadEntryError` hook), and a failed expose through `getModuleFactory`,
 * and newer Chromium (156 here) fetches a module again after a failed import (Chromium 150,
 * Firefox and Safari answer with the same failure: see retryImport). Short, so a dead remote
 * still fails well within the remote timeout.
 */
export default function retryPlugin() {
  return RetryPlugin({ script: { retryTimes: 2, retryDelay: 300 } });
}
