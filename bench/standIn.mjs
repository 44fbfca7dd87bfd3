// A remote's stand-in for the load bench: serves a deployed remote's build as its own server
// would, or fails the way a remote fails, switched while it runs. It runs in a process of its
// own, so the load generator's work never slows it (nor its hanging answers the generator).
//   const remote = await startStandIn(dir, port); await remote.set('hang'); … remote.stop();
// Modes: ok, slow (every answer 2 s late), hang (no answer), 500, broken (half a page for
// every HTML file, as in e2e/tests/deploy-remote-failures.spec.ts).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { cacheControlFor } from '@bookmarked/server/headers';

const SLOW_MS = 2000;

/** @typedef {'ok' | 'slow' | 'hang' | '500' | 'broken'} Mode */

/**
 * The stand-in serving `dir` on `port`, in a child process; `set` switches its mode.
 * @param {string} dir
 * @param {number} port
 */
export async function startStandIn(dir, port) {
  const child = fork(fileURLToPath(import.meta.url), [dir, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  /** @type {((value: unknown) => void)[]} */
  const waiting = [];
  child.on('message', () => waiting.shift()?.(undefined));
  child.on('exit', (code) => {
    if (waiting.length > 0) throw new Error(`the stand-in exited with ${code}`);
  });
  /** The child's next message: its answer to the last one sent. */
  const answer = () => new Promise((resolve) => waiting.push(resolve));
  await answer();
  return {
    /** @param {Mode} mode */
    set: async (mode) => {
      child.send(mode);
      await answer();
    },
    stop: () => void child.kill(),
  };
}

async function serve(dir, port) {
  const { default: sirv } = await import('sirv');
  // As the remote's own server would: ETags, and its files' Cache-Control from the header table.
  const files = sirv(dir, { etag: true, setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)) });
  /** @type {Mode} */
  let mode = 'ok';
  const okAnswer = (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => void res.writeHead(404).end('Not found'));
  };
  const server = createServer((req, res) => {
    if (mode === 'hang') return;
    if (mode === '500') return void res.writeHead(500).end('Internal Server Error');
    if (mode === 'broken' && /\.html(\?|$)/.test(req.url ?? '')) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<div><p>half a page <esi:include src=');
    if (mode === 'slow') return void setTimeout(() => okAnswer(req, res), SLOW_MS);
    okAnswer(req, res);
  });
  server.keepAliveTimeout = 60_000;
  process.on('message', (next) => {
    mode = next;
    process.send?.('set');
  });
  server.listen(port, () => process.send?.('listening'));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) await serve(process.argv[2], Number(process.argv[3]));
