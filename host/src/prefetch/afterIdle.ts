/** Waiting longer than this for idle time, the browser runs the callback anyway. */
const IDLE_TIMEOUT_MS = 3000;

function whenVisible(): Promise<void> {
  if (document.visibilityState === 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', check);
      resolve();
    };
    document.addEventListener('visibilitychange', check);
  });
}

function idleCallback(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    // Where the browser has no idle callbacks (Safari), a later task.
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves at a moment the page is visible and the browser has nothing better to do. A page in a
 * background tab waits until the visitor comes back to it.
 */
export async function afterIdle(): Promise<void> {
  await whenVisible();
  await idleCallback();
  if (document.visibilityState !== 'visible') return afterIdle();
}
