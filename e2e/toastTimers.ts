import type { Page } from '@playwright/test';

/*
 * A toast's 3 s timer is its progress bar's CSS animation: the toast closes when that
 * animation ends. page.clock fakes JavaScript timers, not CSS animations, so tests drive the
 * animation's own clock through the Web Animations API instead.
 */

/** Every toast timer of the page's loads starts paused at 0 and moves only when the test sets it. */
export async function freezeToastTimers(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as Element;
        if (target.matches('[role="progressbar"]')) for (const animation of target.getAnimations()) animation.pause();
      },
      true,
    );
  });
}
