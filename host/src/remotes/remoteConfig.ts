import * as v from 'valibot';
import type { RemoteName } from '@bookmarked/shared';

const DEFAULT_TIMEOUT_MS = 10_000;

const RemoteConfigSchema = v.object({
  remotes: v.optional(
    v.partial(v.object({ catalog: v.string(), lists: v.string(), graph: v.string() })),
    {},
  ),
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100)), DEFAULT_TIMEOUT_MS),
});

export interface RemoteConfig {
  remotes: Record<RemoteName, string>;
  timeoutMs: number;
}

/** Relative entries resolve against the page, so remotes can sit under the host's origin too. */
function absolute(entry: string): string {
  return new URL(entry, window.location.href).href;
}

async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const fallback: RemoteConfig = { remotes: __LOCAL_REMOTES__, timeoutMs: DEFAULT_TIMEOUT_MS };
  let parsed: v.InferOutput<typeof RemoteConfigSchema>;
  try {
    // Served with Cache-Control: no-cache; fetched as the preload in index.html asks, so it is reused.
    const response = await fetch('/remotes.json', { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    parsed = v.parse(RemoteConfigSchema, await response.json());
  } catch (error) {
    console.warn('[Bookmarked] /remotes.json unusable, using the local ports', error);
    return fallback;
  }
  const remotes = { ...fallback.remotes, ...parsed.remotes };
  return {
    remotes: {
      catalog: absolute(remotes.catalog),
      lists: absolute(remotes.lists),
      graph: absolute(remotes.graph),
    },
    timeoutMs: parsed.timeoutMs,
  };
}

let config: Promise<RemoteConfig> | undefined;

/** Read once per page load. */
export function getRemoteConfig(): Promise<RemoteConfig> {
  config ??= fetchRemoteConfig();
  return config;
}
