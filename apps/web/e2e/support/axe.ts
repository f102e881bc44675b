import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };

/** Serious and critical accessibility problems axe finds on the page as it is. */
export async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run(),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
