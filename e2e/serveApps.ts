import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `server/serve.mjs` of the checkout at `repo` (only the named apps, or all), resolved
 * once it listens. The caller kills it.
 */
export async function serveApps(repo: string, env: Record<string, string>, apps: string[] = []): Promise<ChildProcess> {
  const server = spawn('node', ['server/serve.mjs', ...apps], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return server;
}
