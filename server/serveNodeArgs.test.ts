import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVE_NODE_ARGS } from './serveNodeArgs.mjs';

describe('the Node options serve.mjs runs with', () => {
  it('are the ones pnpm serve (and so pnpm start) gives it', () => {
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(`node ${SERVE_NODE_ARGS.join(' ')} server/serve.mjs`);
  });
});
