import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReportModule from './report';
import type * as StartRumModule from './startRum';

const state = vi.hoisted(() => ({ order: [] as string[], rate: 1, clientFails: false }));
vi.mock('../prefetch/startPageSettled', () => ({ startPageSettled: async () => void state.order.push('settled') }));
vi.mock('../prefetch/afterIdle', () => ({ afterIdle: async () => void state.order.push('idle') }));
vi.mock('../startup/config/remoteConfig', () => ({ getRemoteConfig: async () => ({ rumSampleRate: state.rate }) }));
vi.mock('./client', () => ({
  startRumClient: () => {
    if (state.clientFails) throw new TypeError('Failed to fetch dynamically imported module');
    state.order.push('client');
  },
}));

let startRumWhenLive: typeof StartRumModule.startRumWhenLive;
let report: typeof ReportModule;

beforeEach(async () => {
  state.order = [];
  state.rate = 1;
  state.clientFails = false;
  vi.resetModules();
  ({ startRumWhenLive } = await import('./startRum'));
  report = await import('./report');
});

/** What the start-up code reported, as a receiver taking over now would get it. */
function keptFor() {
  const kept: unknown[] = [];
  report.receiveReports((happening) => kept.push(happening));
  return kept;
}

describe('startRumWhenLive', () => {
  it('starts the client only once the page is live and the browser idle', async () => {
    await startRumWhenLive(() => 0.5);
    expect(state.order).toEqual(['settled', 'idle', 'client']);
  });

  it("leaves out a visitor beyond the sample rate: no client, and nothing kept", async () => {
    state.rate = 0.25;
    report.reportPageView('/');
    await startRumWhenLive(() => 0.25);
    report.reportRetry();
    expect(state.order).toEqual(['settled', 'idle']);
    expect(keptFor()).toEqual([]);
  });

  it('takes a visitor within the sample rate', async () => {
    state.rate = 0.25;
    await startRumWhenLive(() => 0.2499);
    expect(state.order).toContain('client');
  });

  it('keeps nothing when the client cannot be fetched or started', async () => {
    state.clientFails = true;
    report.reportPageView('/');
    await expect(startRumWhenLive(() => 0)).resolves.toBeUndefined();
    expect(keptFor()).toEqual([]);
  });
});
