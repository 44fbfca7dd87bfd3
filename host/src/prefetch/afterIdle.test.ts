import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from './afterIdle';

let visibility: DocumentVisibilityState = 'visible';
const idleCallbacks: Array<() => void> = [];

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

async function resolvedYet(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => {
  visibility = 'visible';
  idleCallbacks.length = 0;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterIdle', () => {
  it('waits for the browser to be idle', async () => {
    const idle = afterIdle();
    expect(await resolvedYet(idle)).toBe(false);
    idleCallbacks.shift()?.();
    expect(await resolvedYet(idle)).toBe(true);
  });

  it('waits while the page is hidden, and for idle time once it is visible again', async () => {
    setVisibility('hidden');
    const idle = afterIdle();
    expect(await resolvedYet(idle)).toBe(false);
    expect(idleCallbacks).toHaveLength(0);

    setVisibility('visible');
    await resolvedYet(idle);
    idleCallbacks.shift()?.();
    expect(await resolvedYet(idle)).toBe(true);
  });

  it('waits again when the page was hidden by the time the browser was idle', async () => {
    const idle = afterIdle();
    setVisibility('hidden');
    idleCallbacks.shift()?.();
    expect(await resolvedYet(idle)).toBe(false);
    setVisibility('visible');
    await resolvedYet(idle);
    idleCallbacks.shift()?.();
    expect(await resolvedYet(idle)).toBe(true);
  });
});
