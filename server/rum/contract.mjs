// The RUM beacon as the page sends it (docs/observability.md, "What the page sends"), checked
// with valibot. Anything else is malformed: the collector counts it as rejected and keeps nothing.
import * as v from 'valibot';

/** The largest body the collector reads; a beacon beyond it is answered 413. */
export const MAX_BODY_BYTES = 16 * 1024;
const MAX_EVENTS = 50;

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
export const ERROR_SOURCES = ['window', 'rejection', 'react-caught', 'react-uncaught', 'react-recoverable'];
const LOAD_FAILURE_REASONS = ['timeout', 'not-found', 'network', 'integrity', 'other'];
const FEDERATION_EVENTS = ['skew', 'hydration-recovery', 'retry'];
/** The pages a beacon may name besides the registry's: the host's own. */
export const HOST_PAGES = ['NotFound', 'Versions'];

// Names and build ids are short; a longer string is no name the registry or a build gives.
const name = v.pipe(v.string(), v.maxLength(64));
const owner = { remote: name, build: v.pipe(v.string(), v.maxLength(100)) };
// A vital longer than ten minutes is no measurement of a page.
const vitalValue = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000));

const event = v.variant('kind', [
  v.object({ kind: v.literal('page-view'), ...owner }),
  v.object({ kind: v.literal('vital'), ...owner, name: v.picklist(VITALS), value: vitalValue }),
  v.object({ kind: v.literal('error'), ...owner, source: v.picklist(ERROR_SOURCES) }),
  v.object({ kind: v.literal('load-failure'), ...owner, reason: v.picklist(LOAD_FAILURE_REASONS) }),
  v.object({ kind: v.picklist(FEDERATION_EVENTS), ...owner }),
]);

const beacon = v.object({
  v: v.literal(1),
  page: name,
  events: v.pipe(v.array(event), v.minLength(1), v.maxLength(MAX_EVENTS)),
});

/** @typedef {v.InferOutput<typeof beacon>} Beacon */
/** @typedef {v.InferOutput<typeof event>} BeaconEvent */

/** The beacon in `text`, or undefined when it is not JSON of the contract's shape. */
export function parseBeacon(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(beacon, json);
  return result.success ? result.output : undefined;
}
