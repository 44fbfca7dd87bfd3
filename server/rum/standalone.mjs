#!/usr/bin/env node
// The RUM collector on its own, for a server that is not Node: nginx passes POST /rum and
// /csp-report to it on a Unix socket (server/nginx.mjs starts and stops it), with the visitor's
// address in X-Forwarded-For. Its metrics are on the loopback's metrics port, as under serve.mjs.
//   node server/rum/standalone.mjs <socket path>
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { readWhenChanged } from '../readWhenChanged.mjs';
import { distDirs, startSiteCollector } from './siteCollector.mjs';

const socket = process.argv[2];
if (!socket) {
  console.error('usage: node server/rum/standalone.mjs <socket path>');
  process.exit(2);
}
const readRemotes = readWhenChanged((text) => JSON.parse(text)?.remotes ?? {});
const remotesFile = join(distDirs().host, 'remotes.json');
const collector = startSiteCollector({
  remoteOrigins: () => {
    try {
      return Object.fromEntries(Object.entries(readRemotes(remotesFile)).filter(([, entry]) => /^https?:/i.test(String(entry))).map(([name, entry]) => [name, new URL(String(entry)).origin]));
    } catch {
      return {};
    }
  },
  behindProxy: true,
});
rmSync(socket, { force: true });
createServer((req, res) => {
  if (!collector.handle(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) {
    res.statusCode = 404;
    res.end();
  }
}).listen(socket, () => console.log(`collector ${socket}`));
