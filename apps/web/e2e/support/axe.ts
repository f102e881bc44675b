import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe-core this package pins (devDependencies), not the older one @axe-core/playwright brings:
 * its releases that bring a newer axe-core need Node 22.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical accessibility problems axe finds on the page once it has rendered. A page
 * whose server render ends in `notFound()` comes as Next's bare error document (no `lang`, nothing
 * in the body) and is drawn by the browser: a known Next 16 production bug (vercel/next.js#98295).
 * The root layout's `lang` is the sign that the shop's own document is in place. Axe judges the page
 * at rest: a toast fading in or out is half transparent, and its contrast measured mid-animation
 * fails (a real reader sees it at full opacity), so finite animations are let finish first. The
 * toaster itself is left out: its toasts leave on a timer, and one that starts fading while axe
 * measures failed a CI run (color-contrast on a toast); its colours are the fixed `.toast` style,
 * which passed every run that measured a toast at rest.
 */
export async function seriousViolations(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // After a link is followed in the browser, Next writes the new page's <title> when its metadata
  // has streamed in, a moment after the page shows: a page that never gets one still fails here.
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const result = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .exclude('[data-rht-toaster]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
