// The federation runtime for a remote's own page (standalone). Composed, the host provides
// the one runtime on the page; a remote is built to use it, so on its own it must provide it
// itself, before its entry evaluates. Imported through an alias that the build's
// external-runtime rewrite does not touch (see defineFederatedApp).
import * as runtimeCore from 'bookmarked:runtime-core';

const federationGlobal = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
