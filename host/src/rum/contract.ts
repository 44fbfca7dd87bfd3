// The RUM beacon's shape, as the collector behind `POST /rum` reads it: version 1.
import type { ErrorSource } from './report';

type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type LoadFailureReason = 'timeout' | 'not-found' | 'network' | 'integrity' | 'other';

/** Whose code or section an event is about: `host`, or a remote's name, and that app's build id. */
export interface Owner {
  remote: string;
  build: string;
}

export type RumEvent = Owner &
  (
    | { kind: 'page-view' | 'skew' | 'hydration-recovery' | 'retry' }
    | { kind: 'vital'; name: VitalName; value: number }
    | { kind: 'error'; source: ErrorSource }
    | { kind: 'load-failure'; reason: LoadFailureReason }
  );

export interface RumBeacon {
  v: 1;
  /** The route's page name from apps.config.mjs, or 'NotFound' or 'Versions'. */
  page: string;
  events: RumEvent[];
}

/** At most this many events in one beacon. */
export const MAX_EVENTS_PER_BEACON = 50;
/** The collector refuses a larger body. */
export const MAX_BEACON_BYTES = 16 * 1024;
