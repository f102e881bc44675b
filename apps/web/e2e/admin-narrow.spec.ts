import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInToAdminOverApi } from './support/admin';
import { overflowPixels } from './support/fits';

/**
 * Issue 32 item 15: at 360 px the admin's orders list was 385 px wide and its search box was cut
 * off. The page must fit the phone's width, the search box wholly inside it.
 */
test('the orders list fits a 360 px phone, its search box whole', async ({ page }) => {
  await signInToAdminOverApi(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Order number, name or mobile' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(360);
  const box = await search.boundingBox();
  expect(box, 'the search box').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  fs.mkdirSync('/tmp/shots/edges', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/edges/admin-orders-360.png', fullPage: true });
  // On a wide screen the box stays wide enough for its placeholder (it does not shrink to fit a row).
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await search.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(230);
  await page.screenshot({ path: '/tmp/shots/edges/admin-orders-1280.png' });
});

/**
 * Issue 33's walk: in Tamil at 360 px the GST rates page was 381 px wide and the delivery areas 371:
 * their tables' last column pushed the page. A table may scroll inside its box; the page may not.
 */
for (const [path, heading] of [
  ['/ta/admin/gst-rates', 'GST விகிதங்கள்'],
  ['/ta/admin/delivery-areas', null],
] as const) {
  test(`${path} fits a 360 px phone in Tamil`, async ({ page }) => {
    await signInToAdminOverApi(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => overflowPixels(page), 'the page scrolls sideways').toBe(0);
    fs.mkdirSync('/tmp/shots/edges', { recursive: true });
    await page.screenshot({ path: `/tmp/shots/edges/${path.split('/').at(-1)}-ta-360.png`, fullPage: true });
  });
}
