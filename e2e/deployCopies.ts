import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveApps } from './serveApps';

/** This checkout, whose builds the deploy specs copy and serve. */
export const repo = fileURLToPath(new URL('..', import.meta.url));

/** scripts/serve.mjs of this checkout with the given environment (DIST_ROOT, PORT_OFFSET), once it listens. */
export const serve = (env: Record<string, string>, args: string[] = []): Promise<ChildProcess> => serveApps(repo, env, args);
