import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectHydrationFailure, reportHydrationRecovery } from './hydrationRecovery';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportHydrationRecovery', () => {
  it('warns a developer when the server-drawn page did not match its first render, with where', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportHydrationRecovery(new Error('Hydration failed'), { componentStack: '\n    at SearchForm' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.join(' ')).toMatch(/did not match its first render[\s\S]*SearchForm/);
  });

  it("stays quiet about a page load that failed under the server's HTML: its message is on screen", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const failure = new Error('remote down');
    expectHydrationFailure(failure);
    reportHydrationRecovery(new Error('There was an error while hydrating', { cause: failure }));
    reportHydrationRecovery(failure);
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('only notes a part whose render threw while hydrating: its error boundary shows it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    reportHydrationRecovery(new Error('There was an error while hydrating', { cause: new Error('chart chunk failed') }));
    expect(warn).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
  });
});
