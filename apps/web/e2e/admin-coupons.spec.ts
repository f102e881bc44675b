import { expect, type Page, test } from '@playwright/test';
import { shootAdmin, signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

// Issue 15.1: coupon codes. Staff keep them in the staff area as they keep offers: a list with how
// often each was used, an editor that says how coupons meet offers, delete after a question.

/** The list's row of a coupon, found by its code's link. */
function rowOf(page: Page, code: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
}

test('staff create, refuse a taken code, edit and delete a coupon', async ({ page }) => {
  // The shop is shared by the other specs: a code of this run only.
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const code = `SAVE20-${tag}`;

  await signInToAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon' })).toBeVisible();
  await expect(page.getByLabel('Discount kind')).toHaveAccessibleDescription(
    'Each product gets its best running offer; then at most one coupon per order takes its discount off the items after offers. A coupon never changes the delivery fee.',
  );

  // Nothing typed: said under the fields, nothing saved.
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Use 3 to 20 letters, digits, - or _')).toBeVisible();
  await expect(page.getByText('Enter a whole percentage, e.g. 20')).toBeVisible();

  // "20% off up to ₹100, 1 per customer, 50 uses", typed in small letters.
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Description').fill('20% off up to ₹100');
  await page.getByLabel('Percentage (%)').fill('20');
  await page.getByLabel('Cap (₹)').fill('100');
  await page.getByLabel('Uses in all').fill('50');
  await page.getByLabel('Uses per customer').fill('1');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Coupon created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  const row = rowOf(page, code);
  await expect(row.getByRole('cell')).toHaveText([
    code,
    '20% off, up to ₹100.00',
    '0 of 50, 1 per customer',
    'Always',
    'Running',
    'Missing: description',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await shootAdmin(page, 'coupons');

  // The status filter: not among the scheduled ones, among the running ones.
  await page.getByLabel('Status').selectOption({ label: 'Scheduled' });
  await expect(page.getByRole('link', { name: code, exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Running' });
  await expect(row).toBeVisible();

  // The same code again is refused under the field.
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Discount kind').selectOption({ label: 'An amount off the order' });
  await expect(page.getByLabel('Cap (₹)')).toHaveCount(0);
  await page.getByLabel('Amount (₹)').fill('50');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  const codeField = page.getByLabel('Code', { exact: true });
  await expect(codeField).toHaveAccessibleDescription(/Code is taken by another coupon/);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await shootAdmin(page, 'coupon-form');

  // Leaving the unsaved coupon is asked about.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();

  // From a percentage to an amount: the cap goes with the percentage.
  await rowOf(page, code).getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: code })).toBeVisible();
  await expect(page.getByLabel('Cap (₹)')).toHaveValue('100.00');
  await page.getByLabel('Discount kind').selectOption({ label: 'An amount off the order' });
  await page.getByLabel('Amount (₹)').fill('50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Coupon updated')).toBeVisible();
  await expect(rowOf(page, code).getByRole('cell')).toHaveText([
    code,
    '₹50.00 off',
    '0 of 50, 1 per customer',
    'Always',
    'Running',
    'Missing: description',
  ]);
  await rowOf(page, code).getByRole('link', { name: code }).click();
  await expect(page.getByLabel('Discount kind')).toHaveValue('amount');
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('50.00');
  await page.getByLabel('Discount kind').selectOption({ label: 'A percentage off the order' });
  await expect(page.getByLabel('Cap (₹)')).toHaveValue('');
  await page.getByLabel('Discount kind').selectOption({ label: 'An amount off the order' });
  await shootAdmin(page, 'coupon-edit');

  // Deleted only after the question.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the coupon ${code}?` });
  await expect(dialog).toContainText('Orders that used it keep its code and discount.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Coupon deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('link', { name: code, exact: true })).toHaveCount(0);
});
