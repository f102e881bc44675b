import { expect, test } from '@playwright/test';
import { createStaffMember, shootAdmin, signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

// Issue 17.1: GST rates by HSN code and date. The owner adds a rate change from its day and
// deletes a wrong one after a question; a staff member reads them but cannot change them.

test('admins add and delete a GST rate; staff only read them', async ({ page, browser }) => {
  // A code and day of this run only: the shop is shared by the other specs.
  const year = 2040 + Math.floor(Math.random() * 50);
  await signInToAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'GST rates' }).click();
  await expect(page.getByRole('heading', { name: 'GST rates', exact: true })).toBeVisible();
  // The farm's rates come with the shop: ghee at 12 %, then 5 % from 22 Sep 2025.
  const table = page.getByRole('table', { name: 'GST rates' });
  await expect(
    table.getByRole('row').filter({ hasText: '0405' }).filter({ hasText: '22 Sept 2025' }),
  ).toContainText('5\u00a0%');

  const form = page.getByRole('form', { name: 'Add a GST rate' });
  await form.getByLabel('HSN code').fill('405');
  await form.getByLabel('Rate (%)').fill('five');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form.getByText('Use the 4, 6 or 8 digits of the HSN code, e.g. 0405')).toBeVisible();
  await expect(form.getByText('Enter the rate in percent, e.g. 5 or 0.25')).toBeVisible();

  await form.getByLabel('HSN code').fill('0406');
  await form.getByLabel('Rate (%)').fill('0.25');
  await form.getByLabel('From').fill(`${year}-04-01`);
  await form.getByLabel('Goods (optional)').fill('Cheese');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByText('GST rate added')).toBeVisible();
  const added = table.getByRole('row').filter({ hasText: `1 Apr ${year}` });
  await expect(added).toContainText('0406');
  await expect(added).toContainText('0.25\u00a0%');
  expect(await seriousViolations(page)).toEqual([]);
  await shootAdmin(page, 'gst-rates');

  await added.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete the rate of 0406?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('GST rate deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `1 Apr ${year}` })).toHaveCount(0);

  const helperContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const helper = await helperContext.newPage();
    await signInToAdmin(helper, await createStaffMember(helper.request, 'Rates Reader'));
    await helper.goto('/admin/gst-rates');
    await expect(helper.getByRole('table', { name: 'GST rates' })).toContainText('3401');
    await expect(helper.getByRole('form', { name: 'Add a GST rate' })).toHaveCount(0);
    await expect(helper.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  } finally {
    await helperContext.close();
  }
});
