import type { Page } from '@playwright/test';

/**
 * Records every text the route announcer's live region takes, as a screen reader would hear
 * it: one entry per change of its content. Installed before any page script runs.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = heard;
    new MutationObserver((mutations) => {
      const regions = new Set<Element>();
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = node?.closest('[data-route-announcer]');
        if (region) regions.add(region);
      }
      for (const region of regions) {
        const text = region.textContent?.trim() ?? '';
        if (text) heard.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __announcements: string[] }).__announcements]);
}

/** What has focus, described for an assertion message: tag, then text. */
export async function focusedElement(page: Page): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase() ?? '', text: active?.textContent?.trim() ?? '' };
  });
}
