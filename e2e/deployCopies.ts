import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('..', import.meta.url));

/** scripts/serve.mjs with the given environment (DIST_ROOT, PORT_OFFSET), once it listens. */
export async function serve(env: Record<string, string>, args: string[] = []): Promise<ChildProcess> {
  const server = spawn('node', ['scripts/serve.mjs', ...args], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return server;
}
