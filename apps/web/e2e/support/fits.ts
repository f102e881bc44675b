import type { Page } from '@playwright/test';

/**
 * How many pixels the page runs wider than the screen it was opened on (0 when it fits). Measured
 * against the viewport the test asked for, not `window.innerWidth`: a phone (Playwright's `isMobile`)
 * zooms out to show an over-wide page, and its inner width grows with the page.
 */
export async function overflowPixels(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return Math.max(0, scrollWidth - width);
}
