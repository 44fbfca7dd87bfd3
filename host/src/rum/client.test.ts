import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RumBeacon } from './contract';

vi.mock('web-vitals', () => {
  const fire = (name: string, value: number) => (report: (metric: unknown) => void) => report({ name, value, entries: [] });
  return { onLCP: fire('LCP', 1200), onINP: fire('INP', 80), onCLS: fire('CLS', 0.02), onFCP: fire('FCP', 600), onTTFB: fire('TTFB', 90) };
});
vi.mock('../startup/load/pageLoads', () => ({ pageLoadSettled: async () => undefined }));
vi.mock('../startup/config/remoteConfig', () => ({ getRemoteConfig: async () => ({ remotes: {} }) }));

let sent: RumBeacon[] = [];

/** jsdom's Blob has no text(). */
function keepSent(blob: Blob) {
  const reader = new FileReader();
  reader.onload = () => sent.push(JSON.parse(reader.result as string) as RumBeacon);
  reader.readAsText(blob);
}

beforeEach(() => {
  sent = [];
  vi.resetModules();
  window.history.replaceState(null, '', '/__versions');
  vi.stubGlobal('navigator', {
    sendBeacon: vi.fn((url: string, body: Blob) => {
      expect(url).toBe('/rum');
      expect(body.type).toBe('application/json');
      keepSent(body);
      return true;
    }),
  });
});

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRumClient', () => {
  it('sends what the start-up code kept and the vitals, as one beacon per page, when the page goes away', async () => {
    const report = await import('./report');
    report.reportPageView('/__versions');
    const { startRumClient } = await import('./client');
    startRumClient();
    report.reportRetry();
    await settle();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.page).toBe('Versions');
    expect(sent[0]?.events).toEqual(
      expect.arrayContaining([
        { kind: 'page-view', remote: 'host', build: 'test' },
        { kind: 'retry', remote: 'host', build: 'test' },
        { kind: 'vital', name: 'LCP', value: 1200, remote: 'host', build: 'test' },
        { kind: 'vital', name: 'CLS', value: 0.02, remote: 'host', build: 'test' },
      ]),
    );
    expect(sent[0]?.events).toHaveLength(7);
  });
});
