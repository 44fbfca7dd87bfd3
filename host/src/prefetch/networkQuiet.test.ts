import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkQuiet } from './networkQuiet';

afterEach(() => {
  vi.useRealTimers();
});

function filesArrivedAt(...times: number[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(times.map((responseEnd) => ({ responseEnd }) as PerformanceResourceTiming));
}

describe('networkQuiet', () => {
  it('waits until no file has arrived for half a second', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'performance'] });
    vi.advanceTimersByTime(1000);
    filesArrivedAt(200, 900);
    let quiet = false;
    void networkQuiet().then(() => (quiet = true));

    await vi.advanceTimersByTimeAsync(300);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(quiet).toBe(true);
  });

  it('waits again for a file that arrived meanwhile', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'performance'] });
    vi.advanceTimersByTime(1000);
    filesArrivedAt(900);
    let quiet = false;
    void networkQuiet().then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(200);
    filesArrivedAt(900, 1200);
    await vi.advanceTimersByTimeAsync(300);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(quiet).toBe(true);
  });
});
