// A token bucket per client address, in a map that never holds more than `maxClients`: when it
// is full, the client seen least recently is forgotten (it starts again with a full bucket).

/**
 * @param {{ ratePerSecond: number, burst: number, maxClients: number, now?: () => number }} options
 * @returns {{ allow: (address: string) => boolean, size: () => number }}
 */
export function createRateLimit({ ratePerSecond, burst, maxClients, now = () => performance.now() }) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  return {
    allow(address) {
      const time = now();
      const bucket = buckets.get(address) ?? { tokens: burst, at: time };
      // A Map keeps insertion order: re-inserting makes this client the most recent.
      buckets.delete(address);
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * ratePerSecond);
      bucket.at = time;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(address, bucket);
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value);
      return allowed;
    },
    size: () => buckets.size,
  };
}
