import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi, staffToken } from './support/admin';
import { spilledLabels } from './support/fits';
import { bearer } from './support/staff-api';

// Issue 33.2: the staff area in Tamil. The owner opens customers, reports and settings under /ta
// and reads them in Tamil; saving the settings from the Tamil screen says so in Tamil.

const SHOTS = '/tmp/shots/tamil-admin';

/** The page at 360 and 1280 px, whole and its first screen, for looking at (not asserting). */
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-top.png` });
    expect(await spilledLabels(page.locator('body')), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner reads customers, reports and settings in Tamil and saves the settings', async ({ page }) => {
  // Eight screenshots of long pages on a shared machine.
  test.slow();
  await signInToAdminOverApi(page);

  await page.goto('/ta/admin/customers');
  await expect(page.getByRole('heading', { name: 'வாடிக்கையாளர்கள்', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^வாடிக்கையாளர்கள்/);
  await expect(page.getByRole('link', { name: 'புதிய வாடிக்கையாளர்' })).toBeVisible();
  await expect(page.getByPlaceholder('பெயர் அல்லது மொபைல் எண்')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'கணக்கு' })).toBeVisible();
  await expect(page.getByText(/\d+ முடிவு/)).toBeVisible();
  await shoot(page, 'customers');

  await page.goto('/ta/admin/reports');
  await expect(page.getByRole('heading', { name: 'அறிக்கைகள்', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'விற்பனை' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('இந்த நாட்களில் (இந்திய நேரம்) போட்ட ஆர்டர்கள்.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'நாள் வாரியாக' })).toBeVisible();
  await expect(page.getByRole('button', { name: /CSV பதிவிறக்கு/ }).first()).toBeVisible();
  await shoot(page, 'reports');
  await page.getByRole('tab', { name: 'ஆர்டர், பணம்' }).click();
  await expect(page.getByRole('heading', { name: 'நிலை வாரியாக ஆர்டர்கள்' })).toBeVisible();
  await shoot(page, 'reports-orders');

  const token = await staffToken(page.request);
  const before = (await (await page.request.get('/api/settings', { headers: bearer(token) })).json())
    .response as { deliveryFee: number };
  await page.goto('/ta/admin/settings');
  await expect(page.getByRole('heading', { name: 'அமைப்புகள்', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^அமைப்புகள்/);
  await expect(page.getByRole('group', { name: 'டெலிவரி' })).toBeVisible();
  await expect(page.getByLabel('பண்ணையின் பெயர் (தமிழ்)')).toBeVisible();
  await shoot(page, 'settings');
  await page.getByLabel('டெலிவரி கட்டணம் (₹)').fill('42');
  await page.getByRole('button', { name: 'அமைப்புகளைச் சேமி' }).click();
  await expect(page.getByText('அமைப்புகள் சேமிக்கப்பட்டன')).toBeVisible();
  await expect(page.getByText('Settings updated successfully')).toHaveCount(0);

  // Put the fee back for the other browser tests.
  const restored = await page.request.put('/api/settings', {
    headers: bearer(token),
    data: { deliveryFee: before.deliveryFee },
  });
  expect(restored.ok()).toBe(true);
});
