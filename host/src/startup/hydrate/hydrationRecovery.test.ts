import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reported = vi.hoisted(() => ({ mismatches: 0 }));
vi.mock('../../rum/report', () => ({ reportHydrationMismatch: () => reported.mismatches++ }));

const { expectHydrationFailure, reportHydrationRecovery } = await import('./hydrationRecovery');

beforeEach(() => {
  reported.mismatches = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportHydrationRecovery', () => {
  it('warns a developer when the server-drawn page did not match its first render, with where', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportHydrationRecovery(new Error('Hydration failed'), { componentStack: '\n    at SearchForm' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.join(' ')).toMatch(/did not match its first render[\s\S]*SearchForm/);
    expect(reported.mismatches).toBe(1);
  });

  it('warns without a component stack when React gives none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('Hydration failed');
    reportHydrationRecovery(error);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not match'), error, '');
  });

  it('takes note of a failure that is no object without failing, and does not expect it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => expectHydrationFailure('a thrown string')).not.toThrow();
    expect(() => expectHydrationFailure(null)).not.toThrow();
    reportHydrationRecovery('a thrown string');
    reportHydrationRecovery(null);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(reported.mismatches).toBe(2);
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
    expect(reported.mismatches).toBe(0);
  });

  it('only notes a part whose render threw while hydrating: its error boundary shows it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    reportHydrationRecovery(new Error('There was an error while hydrating', { cause: new Error('chart chunk failed') }));
    expect(warn).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
    expect(reported.mismatches).toBe(0);
  });
});
