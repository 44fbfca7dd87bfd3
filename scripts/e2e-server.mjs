#!/usr/bin/env node
// The whole e2e suite once more, against nginx with the repo's production configuration.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2ePortOffset } from '@bookmarked/server/local-ports';

const root = fileURLToPath(new URL('..', import.meta.url));
// nginx and Playwright on the same ports, the e2e run's own (not `pnpm start`'s) unless given.
process.env.PORT_OFFSET = String(e2ePortOffset());
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options }).status ?? 1;

if (run('node', ['server/nginx.mjs', 'start']) !== 0) process.exit(1);
let status = 1;
try {
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: `${root}/e2e`,
    // E2E_SERVER: a spec that serves a deployed copy of its own serves it with nginx too.
    env: { ...process.env, E2E_EXTERNAL_SERVER: '1', E2E_SERVER: 'nginx' },
  });
} finally {
  run('node', ['server/nginx.mjs', 'stop']);
}
process.exit(status);
