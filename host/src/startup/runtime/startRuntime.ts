// The page's one federation runtime, started by the host's own code in its production build, the
// first time a page is loaded through its remote's container (containerRuntime.ts): a page whose
// own module the host imports directly needs none of it, so it is not in the host's bundle.
// The host exposes nothing and, composed or not, always runs first with its own React and
// platform: every share it offers is already loaded, so under 'loaded-first' each remote takes
// the host's copy, and nothing is left to negotiate in the browser. So the host builds no
// container of its own (no remoteEntry.js, no share wrappers, no share-scope negotiation): it
// starts the runtime with its shares handed over as modules, and provides that runtime to the
// remotes, which are built to use the page's (`experiments.externalRuntime`). Each remote's
// container still runs its own `init` against these shares when it loads (its contract tests
// cover that), so a remote is still built and deployed alone. The dev server keeps the
// federation plugin's own start-up, for the remotes' hot updates.
import * as runtimeCore from 'bookmarked:runtime-core';
import { init } from '@module-federation/runtime';
import retryPlugin from './retryPlugin';
import { hostShares } from './hostShares';
import { shareModules } from './shareModules';

// The remotes' external runtime reads it from here (the name is the federation plugin's).
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

init({
  name: 'host',
  remotes: [],
  // 'version-first' would fetch every remote entry at start-up: one dead remote would blank the site.
  shareStrategy: 'loaded-first',
  shared: hostShares(shareModules, __HOST_SHARES__),
  plugins: [retryPlugin()],
});
