// The Node options the composing server runs with, wherever it is started: `pnpm serve` (the
// root package.json, checked by serveNodeArgs.test.ts), Varnish's origin and the load bench.
// Under load, V8's default young generation grew serve.mjs to about 260 MB serving two pages;
// with 8 MB semi-spaces it holds about 165 MB at the same throughput (paired 5 s loads on this
// 2-core machine, 2026-11-28): its requests' objects die young either way.

/** @type {readonly string[]} */
export const SERVE_NODE_ARGS = ['--max-semi-space-size=8'];
