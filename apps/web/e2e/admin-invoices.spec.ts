import { mkdir, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInToAdmin } from './support/admin';
import { signUpAndSignIn } from './support/shopper';
import { asStaff, bearer, placePhoneOrder, productByCode, todayInIndia } from './support/staff-api';

// Issue 17.2: an order delivered for cash gets its GST tax invoice; the customer downloads it from
// their orders, staff from the order and with the day's others in one PDF.

const SHOTS = '/tmp/shots';

test('a delivered order has a tax invoice the customer and staff download as PDF', async ({
  page,
  request,
  browser,
}) => {
  const staff = await asStaff(request);
  // The farm is registered for GST; the soap's HSN code (3401) carries 5 %.
  const set = await request.put('/api/settings', {
    headers: bearer(staff.token),
    data: { gstin: '33AAACR5055K1ZE', invoicePrefix: 'AGF' },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const soap = await productByCode(staff, 'SP-HONEY');
  const hsn = await request.put(`/api/product/${soap.id}`, {
    headers: bearer(staff.token),
    data: { hsnCode: '3401' },
  });
  expect(hsn.ok(), await hsn.text()).toBe(true);

  const customer = await signUpAndSignIn(page, 'Tamilselvi Invoice');
  const order = await placePhoneOrder(staff, customer, soap.id, 2);
  for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
    const moved = await request.put(`/api/orders/${order.id}`, {
      headers: bearer(staff.token),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${order.id}` });
  const link = card.getByRole('button', { name: /^Tax invoice AGF\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
  await expect(link).toBeVisible();
  const number = ((await link.textContent()) ?? '').match(/AGF\/\S+/)?.[0] ?? '';
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await mkdir(SHOTS, { recursive: true });
  await file.saveAs(`${SHOTS}/invoice-${order.id}.pdf`);

  // Staff: the order's Payment card links it; the Orders page prints the day's papers in one PDF.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const admin = await staffContext.newPage();
    await signInToAdmin(admin);
    await admin.goto(`/admin/orders/${order.id}`);
    await expect(
      admin
        .getByRole('region', { name: 'Payment' })
        .getByRole('button', { name: `Tax invoice ${number} (PDF)` }),
    ).toBeVisible();
    // One soap of the two came back cracked: recorded after a question, with its credit note.
    const returns = admin.getByRole('form', { name: 'Return some items' });
    await returns.getByLabel(/^Honey & Oats Goat Milk Soap/).fill('1');
    await returns.getByLabel('Why (optional)').fill('Cracked in the parcel');
    await returns.getByRole('button', { name: 'Record return' }).click();
    await admin
      .getByRole('dialog', { name: /^Record the return of 1 × Honey & Oats Goat Milk Soap\?$/ })
      .getByRole('button', { name: 'Record return' })
      .click();
    await expect(admin.getByText('Return recorded')).toBeVisible();
    await expect(admin.getByTestId('line-returned')).toHaveText('1 came back');
    await expect(
      admin
        .getByRole('region', { name: 'Payment' })
        .getByRole('button', { name: /^Credit note AGFC\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ }),
    ).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Status history' })).toContainText(
      'Returned: 1 × Honey & Oats Goat Milk Soap (back in stock). Cracked in the parcel',
    );
    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.screenshot({ path: `${SHOTS}/admin/order-partial-return-360.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });

    await admin.goto('/admin/orders');
    await expect(admin.getByLabel('Invoices of')).toHaveValue(todayInIndia());
    const day = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download PDF' }).click();
    const print = await day;
    expect(print.suggestedFilename()).toBe(`invoices-${todayInIndia()}.pdf`);
    expect((await readFile(await print.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await admin.screenshot({ path: `${SHOTS}/admin/orders-day-invoices-1280.png` });
  } finally {
    await staffContext.close();
  }
});
