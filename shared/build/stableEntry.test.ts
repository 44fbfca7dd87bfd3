import { describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { stableEntry } from './stableEntry.ts';

type Handler = (this: { emitFile: (file: unknown) => void; error: (message: string) => never }, options: unknown, bundle: Rolldown.OutputBundle) => void;

function run(bundle: Record<string, { type: 'chunk' | 'asset'; fileName: string }>) {
  const emitFile = vi.fn();
  const error = (message: string): never => {
    throw new Error(message);
  };
  const { handler } = stableEntry().generateBundle as unknown as { handler: Handler };
  handler.call({ emitFile, error }, {}, bundle as unknown as Rolldown.OutputBundle);
  return emitFile;
}

describe("a remote's stable entry", () => {
  it('is one line re-exporting the hashed container, beside it', () => {
    const emitFile = run({
      'remoteEntry-BBTW8XG5.js': { type: 'chunk', fileName: 'remoteEntry-BBTW8XG5.js' },
      'assets/remoteEntry-x.js': { type: 'chunk', fileName: 'assets/remoteEntry-x.js' },
    });
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: 'remoteEntry.js', source: "export * from './remoteEntry-BBTW8XG5.js';\n" });
  });

  it('fails the build when there is no hashed container to point at', () => {
    expect(() => run({ 'remoteEntry.js': { type: 'chunk', fileName: 'remoteEntry.js' } })).toThrow(/no remoteEntry-\[hash\]\.js chunk/);
  });
});
