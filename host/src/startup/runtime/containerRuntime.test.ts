import { describe, expect, it, vi } from 'vitest';

const starts = vi.hoisted(() => ({ count: 0, fail: false }));
vi.mock('bookmarked:federation-start', () => {
  starts.count += 1;
  if (starts.fail) throw new Error('the runtime could not be fetched');
  return {};
});

describe('the federation runtime, for pages loaded through a container', () => {
  it('is started once for all of them, and asked for again after its start failed', async () => {
    starts.fail = true;
    const { containerRuntime } = await import('./containerRuntime');
    await expect(containerRuntime()).rejects.toThrow();
    starts.fail = false;
    vi.resetModules();
    const runtime = await containerRuntime();
    expect(runtime.loadRemote).toBeTypeOf('function');
    expect(await containerRuntime()).toBe(runtime);
    expect(containerRuntime(), 'one start for every load').toBe(containerRuntime());
    expect(starts.count).toBe(2);
  });
});
