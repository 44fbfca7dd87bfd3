// The Node options the composing server runs with, wherever it is started: `pnpm serve` (the
// root package.json, checked by serveNodeArgs.test.ts), Varnish's origin and the load bench.
// Under load, V8's default young generation grew serve.mjs to about 260 MB serving two pages;
// with 8 MB semi-spaces it holds about 165 MB at the same throughput (paired 5 s loads on this
// 2-core machine, 2026-11-28): its requests' objects die young either way.
// Under 50 connections some of them outlive two scavenges and die in the old generation, which
// V8 then let grow far past its live 42 MB: serving every page, 232-254 MB after 1,000 requests
// and 334-340 MB after 100,000. A fixed growing factor of 2 (--heap-growing-percent=100) holds
// it at 234-236 MB throughout, for 0.95x the throughput (paired 6 s loads, same machine and day).

/** @type {readonly string[]} */
export const SERVE_NODE_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=100'];
