import type { Locator, Page } from '@playwright/test';

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

/**
 * The words of the buttons and links inside `scope` whose label runs past their own box (a long
 * Tamil label in a narrow card): an empty list when every label fits. The page may still fit the
 * screen while a label spills out of its button, which `overflowPixels` cannot see.
 */
export async function spilledLabels(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('button, a')]
        // A box of a pixel or none is hidden on purpose (the skip link) or an inline link.
        .filter((control) => control.clientWidth > 1 && control.scrollWidth > control.clientWidth + 1)
        .map((control) => control.textContent?.trim() ?? ''),
    ),
  );
}
