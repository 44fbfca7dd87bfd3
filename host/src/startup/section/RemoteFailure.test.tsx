import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const reported = vi.hoisted(() => ({ retries: 0 }));
vi.mock('../../rum/report', () => ({ reportRetry: () => reported.retries++ }));

const { RemoteFailure } = await import('./RemoteFailure');

describe('RemoteFailure', () => {
  it('counts a Retry pressed, and retries', async () => {
    const onRetry = vi.fn();
    render(<RemoteFailure section="Listed Books" error={new Error('down')} onRetry={onRetry} />);
    expect(reported.retries).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reported.retries).toBe(1);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
