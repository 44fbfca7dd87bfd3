#!/usr/bin/env node
// The e2e suite once more, against another server in front of the builds: nginx with the repo's
// production configuration (deploy/nginx), or Varnish composing at the edge (deploy/varnish).
//   node scripts/e2e-server.mjs nginx|varnish [spec files…]
// Tests tagged @any-server are left out: what they check cannot differ by server (the page's own
// code on the same bytes, answers the test itself fakes), and the serve.mjs run has them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2ePortOffset } from '@bookmarked/server/local-ports';

/** Each server's runner, started and stopped around the run: server/<name>.mjs start|stop. */
const SERVERS = ['nginx', 'varnish'];

const root = fileURLToPath(new URL('..', import.meta.url));
const [server, ...specs] = process.argv.slice(2);
if (!SERVERS.includes(server)) {
  console.error(`usage: node scripts/e2e-server.mjs ${SERVERS.join('|')} [spec files…]`);
  process.exit(2);
}
// The server and Playwright on the same ports, the e2e run's own (not `pnpm start`'s) unless given.
process.env.PORT_OFFSET = String(e2ePortOffset());
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options }).status ?? 1;
const runner = `server/${server}.mjs`;

if (run('node', [runner, 'start']) !== 0) process.exit(1);
let status = 1;
try {
  status = run('npx', ['playwright', 'test', '--grep-invert', '@any-server', ...specs], {
    cwd: `${root}/e2e`,
    // E2E_SERVER: a spec that serves a deployed copy of its own serves it with the same server.
    env: { ...process.env, E2E_EXTERNAL_SERVER: '1', E2E_SERVER: server },
  });
} finally {
  run('node', [runner, 'stop']);
}
process.exit(status);
