/** Each idle callback stops stepping when less than this many milliseconds of idle time are left. */
const MIN_IDLE_MS = 4;
/** Work left waiting this long runs even if the page never falls idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `step` while the page is idle, again and again until it returns true, so background
 * work never delays what the visitor is waiting for (a paint, a keystroke's results). Where
 * the browser has no idle callbacks, one step per task. Returns a function that stops it.
 */
export function runWhenIdle(step: () => boolean): () => void {
  if (typeof requestIdleCallback !== 'function') {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      if (!step()) timer = setTimeout(next, 0);
    };
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  let handle: number;
  const next = (deadline: IdleDeadline) => {
    let done = step();
    while (!done && deadline.timeRemaining() > MIN_IDLE_MS) done = step();
    if (!done) handle = requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
  };
  handle = requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}
