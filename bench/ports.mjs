// Where the benches serve the two sides. BENCH_PORT_OFFSET moves both up by that many ports,
// so a bench can run beside other servers (e2e runs, a second checkout).
import { apps } from '../apps.config.mjs';

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/** The PORT_OFFSET scripts/serve.mjs gets: every app of the composed site that many ports up. */
export const COMPOSED_PORT_OFFSET = 40 + offset;
export const BASELINE_PORT = 4300 + offset;
export const PRERENDERED_PORT = 4301 + offset;

export const sides = {
  composed: `http://localhost:${apps.host.ports.prod + COMPOSED_PORT_OFFSET}`,
  baseline: `http://localhost:${BASELINE_PORT}`,
  prerendered: `http://localhost:${PRERENDERED_PORT}`,
};
