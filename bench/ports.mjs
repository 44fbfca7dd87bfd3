// Where the benches serve their sides. BENCH_PORT_OFFSET moves all of them up by that many ports,
// so a bench can run beside other servers (e2e runs, a second checkout).
import { apps } from '../apps.config.mjs';

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/** The PORT_OFFSET server/serve.mjs gets: every app of the composed site that many ports up. */
export const COMPOSED_PORT_OFFSET = 40 + offset;
/** The same for the composed site's client path: the same build, no page composed on the server. */
export const CLIENT_PATH_PORT_OFFSET = 50 + offset;
export const BASELINE_PORT = 4300 + offset;
export const PRERENDERED_PORT = 4301 + offset;

export const sides = {
  composed: `http://localhost:${apps.host.ports.prod + COMPOSED_PORT_OFFSET}`,
  clientPath: `http://localhost:${apps.host.ports.prod + CLIENT_PATH_PORT_OFFSET}`,
  baseline: `http://localhost:${BASELINE_PORT}`,
  prerendered: `http://localhost:${PRERENDERED_PORT}`,
};
