// Where the benches serve their sides. BENCH_PORT_OFFSET moves all of them up by that many ports,
// so a bench can run beside other servers (e2e runs, a second checkout). The HTTP/2 run's sides
// (bench/bench.mjs, over TLS) have ports of their own.
import { apps } from '../apps.config.mjs';

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/** The PORT_OFFSET server/serve.mjs gets: every app of the composed site that many ports up. */
export const COMPOSED_PORT_OFFSET = 40 + offset;
/** The same for the composed site's client path: the same build, no page composed on the server. */
export const CLIENT_PATH_PORT_OFFSET = 50 + offset;
export const BASELINE_PORT = 4300 + offset;
export const PRERENDERED_PORT = 4301 + offset;

/** The HTTP/2 run's: the composed site on the project's nginx, its client path on serve.mjs, the one bundle on a neutral nginx. */
export const H2_COMPOSED_PORT_OFFSET = 60 + offset;
export const H2_CLIENT_PATH_PORT_OFFSET = 70 + offset;
export const H2_BASELINE_PORT = 4302 + offset;
export const H2_PRERENDERED_PORT = 4303 + offset;

/** Each protocol's sides, by the address a visitor opens. */
export const sidesByProtocol = {
  h1: {
    composed: `http://localhost:${apps.host.ports.prod + COMPOSED_PORT_OFFSET}`,
    clientPath: `http://localhost:${apps.host.ports.prod + CLIENT_PATH_PORT_OFFSET}`,
    baseline: `http://localhost:${BASELINE_PORT}`,
    prerendered: `http://localhost:${PRERENDERED_PORT}`,
  },
  h2: {
    composed: `https://localhost:${apps.host.ports.prod + H2_COMPOSED_PORT_OFFSET}`,
    clientPath: `https://localhost:${apps.host.ports.prod + H2_CLIENT_PATH_PORT_OFFSET}`,
    baseline: `https://localhost:${H2_BASELINE_PORT}`,
    prerendered: `https://localhost:${H2_PRERENDERED_PORT}`,
  },
};

/** The HTTP/1.1 sides, which every bench but bench.mjs's HTTP/2 run measures. */
export const sides = sidesByProtocol.h1;
