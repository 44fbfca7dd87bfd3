// Prometheus for the observability spec: its own process and data folder (server/prometheus.mjs),
// scraping the metrics port of the site served with the same PORT_OFFSET, and its query API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from './redeploy';

export interface Prometheus {
  url: string;
  env: Record<string, string>;
  /** The value of an instant query's first sample, or undefined. */
  query: (promql: string) => Promise<number | undefined>;
  stop: () => void;
}

export function startPrometheus(offset: number): Prometheus {
  const dir = mkdtempSync(join(tmpdir(), 'bookmarked-prometheus-'));
  const env = { ...process.env, PORT_OFFSET: String(offset), PROMETHEUS_DIR: dir } as Record<string, string>;
  const runner = join(repo, 'server/prometheus.mjs');
  execFileSync('node', [runner, 'start'], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${9090 + offset}`;
  return {
    url,
    env: { PROMETHEUS_URL: url },
    query: async (promql) => {
      const answer = await (await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: promql })}`)).json() as { data?: { result?: { value: [number, string] }[] } };
      const value = answer.data?.result?.[0]?.value[1];
      return value === undefined ? undefined : Number(value);
    },
    stop: () => {
      execFileSync('node', [runner, 'stop'], { env, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
