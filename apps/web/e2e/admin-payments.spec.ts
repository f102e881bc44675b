import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { shootAdmin, signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { asStaff, bearer, placePhoneOrder, productByCode, rupees, signUpCustomer } from './support/staff-api';

// Issue 15.7: the owner's view of money. Each order's method and payment status, what came in,
// what went back, what is still to collect; filters, the sums over them, and the same rows as CSV.

test("the payments list shows a customer's orders' money, filters it and downloads it", async ({
  page,
  request,
}) => {
  const staff = await asStaff(request);
  const customer = await signUpCustomer(staff, `Pavithra Payments ${Date.now()}`);
  const soap = await productByCode(staff, 'SP-HONEY');
  const collected = await placePhoneOrder(staff, customer, soap.id, 1);
  const due = await placePhoneOrder(staff, customer, soap.id, 2);
  const cash = await request.post(`/api/orders/${collected.id}/cash-collected`, {
    headers: bearer(staff.token),
    data: { amount: collected.total },
  });
  expect(cash.ok(), await cash.text()).toBe(true);

  await signInToAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Order number, name or mobile' }).fill(customer.name);
  const rows = page.getByRole('table', { name: 'Payments' }).getByRole('row');
  // A header row and the customer's two orders, newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`#${due.id}`);
  await expect(rows.nth(1)).toContainText('Cash due');
  await expect(rows.nth(2)).toContainText(`#${collected.id}`);
  await expect(rows.nth(2)).toContainText('Cash collected');
  await expect(page.getByTestId('payments-orders')).toHaveText('2');
  await expect(page.getByTestId('payments-total')).toHaveText(rupees(collected.total + due.total));
  await expect(page.getByTestId('payments-received')).toHaveText(rupees(collected.total));
  await expect(page.getByTestId('payments-refunded')).toHaveText(rupees(0));
  await expect(page.getByTestId('payments-due')).toHaveText(rupees(due.total));
  expect(await seriousViolations(page)).toEqual([]);
  await shootAdmin(page, 'payments');

  // Only what is still due: one row, and the sums follow the filter.
  await page.getByRole('combobox', { name: 'Payment', exact: true }).selectOption({ label: 'Cash due' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`#${due.id}`);
  await expect(page.getByTestId('payments-received')).toHaveText(rupees(0));
  await expect(page).toHaveURL(/status=COD_DUE/);

  // The CSV holds the filtered rows (here: the one still due), amounts in rupees.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toContain('Order,Placed at,Customer,Mobile');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${due.id},`);
  expect(lines[1]).toContain(customer.name);
  expect(lines[1]).toContain((due.total / 100).toFixed(2));

  // The order number leads to the order, whose Payment card has the history.
  await rows
    .nth(1)
    .getByRole('link', { name: `#${due.id}` })
    .click();
  await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText(
    'Cash due',
  );
});
