#!/usr/bin/env node
// Starts or stops Prometheus (Debian's package, our own process, not its systemd service)
// scraping the RUM collector with deploy/prometheus/prometheus.yml, its data in
// .prometheus/ under the checkout. It listens on 127.0.0.1:9090 plus PORT_OFFSET
// (PROMETHEUS_PORT moves the 9090) and scrapes the metrics port the collector uses with the
// same PORT_OFFSET. `start` returns once Prometheus answers ready.
//   node server/prometheus.mjs start | stop
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metricsPort } from './rum/metricsServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.env.PROMETHEUS_DIR ?? join(root, '.prometheus');
const port = Number(process.env.PROMETHEUS_PORT ?? 9090) + Number(process.env.PORT_OFFSET ?? 0);
const files = { config: join(dir, 'prometheus.yml'), pid: join(dir, 'prometheus.pid'), log: join(dir, 'prometheus.log'), data: join(dir, 'data') };
const binary = '/usr/bin/prometheus';
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function start() {
  if (!existsSync(binary)) {
    console.error('Prometheus is not installed (Debian: apt-get install -y prometheus).');
    process.exit(1);
  }
  if (existsSync(files.pid)) {
    console.error(`Prometheus already runs from ${dir}: node server/prometheus.mjs stop first.`);
    process.exit(1);
  }
  // A fresh store each start: a test reads only what this run's collector sent.
  rmSync(files.data, { recursive: true, force: true });
  mkdirSync(files.data, { recursive: true });
  const template = readFileSync(join(root, 'deploy/prometheus/prometheus.yml'), 'utf8');
  writeFileSync(files.config, template.replaceAll('{{METRICS_PORT}}', String(metricsPort())));
  const log = openSync(files.log, 'w');
  const child = spawn(binary, [
    `--config.file=${files.config}`,
    `--storage.tsdb.path=${files.data}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--storage.tsdb.retention.time=1d',
  ], { stdio: ['ignore', log, log], detached: true });
  child.unref();
  writeFileSync(files.pid, String(child.pid));
  for (let waited = 0; waited < 20_000; waited += 200) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/-/ready`)).ok) {
        console.log(`Prometheus at http://127.0.0.1:${port}, scraping 127.0.0.1:${metricsPort()}`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  await stop();
  throw new Error(`Prometheus did not start:\n${readFileSync(files.log, 'utf8').slice(-2000)}`);
}

/** Stops the Prometheus this script started, by the pid it wrote, and waits until it is gone. */
async function stop() {
  if (!existsSync(files.pid)) return;
  const pid = Number(readFileSync(files.pid, 'utf8').trim());
  try {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; waited < 10_000; waited += 100) {
      process.kill(pid, 0);
      await delay(100);
    }
  } catch {
    // Gone.
  }
  rmSync(files.pid, { force: true });
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'stop') await stop();
else {
  console.error('usage: node server/prometheus.mjs start|stop');
  process.exit(2);
}
