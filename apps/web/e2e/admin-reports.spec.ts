import { mkdir, readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  asStaff,
  bearer,
  placePhoneOrder,
  rupees,
  type Staff,
  signUpCustomer,
  todayInIndia,
} from './support/staff-api';

// Issue 17.4: the owner's reports. A product of its own in a category of its own, two phone orders
// of it and a third one cancelled; the owner opens Reports, picks today, and finds those orders in
// the sales by product and by category, the best sellers and the CSVs.

const SHOTS = '/tmp/shots/admin';

/** A category and a product (₹200 a unit, no offer on it) made over the API for this test alone. */
async function productOfItsOwn(staff: Staff, stamp: number) {
  const category = await staff.request.post('/api/category', {
    headers: bearer(staff.token),
    data: { name: `Report cheeses ${stamp}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = (await category.json()).response.id as number;
  const product = await staff.request.post('/api/product', {
    headers: bearer(staff.token),
    data: {
      productCode: `REP-${stamp}`,
      name: `Report chevre ${stamp}`,
      description: 'Soft goat cheese for the reports test',
      categoryId,
      price: 20_000,
      // Cheese: 5 % GST from 22 Sep 2025.
      hsnCode: '0406',
      unit: '200 g',
      stock: 20,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id, name, productCode } = (await product.json()).response;
  return {
    id: id as number,
    name: name as string,
    code: productCode as string,
    category: `Report cheeses ${stamp}`,
  };
}

/**
 * The page at a phone's and a desktop's width: no serious accessibility problem at either (a table
 * too wide for a phone would scroll with nothing to focus), and a whole-page picture of each to look at.
 */
async function checkAndShoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function downloadCsv(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    lines: (await readFile(await file.path(), 'utf8')).trim().split('\n'),
  };
}

test('the owner reads the reports of a day, its charts and tables, and downloads them as CSV', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const staff = await asStaff(request);
  const product = await productOfItsOwn(staff, stamp);
  const customer = await signUpCustomer(staff, `Revathi Reports ${stamp}`);
  const first = await placePhoneOrder(staff, customer, product.id, 2);
  const second = await placePhoneOrder(staff, customer, product.id, 3);
  const cancelled = await placePhoneOrder(staff, customer, product.id, 1);
  const cancel = await request.put(`/api/orders/${cancelled.id}`, {
    headers: bearer(staff.token),
    data: { status: 'CANCELLED' },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  // The farm is registered for GST: the second order, delivered for cash, is invoiced.
  const gstin = await request.put('/api/settings', {
    headers: bearer(staff.token),
    data: { gstin: '33AAACR5055K1ZE', invoicePrefix: 'AGF' },
  });
  expect(gstin.ok(), await gstin.text()).toBe(true);
  for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
    const moved = await request.put(`/api/orders/${second.id}`, {
      headers: bearer(staff.token),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const today = todayInIndia();

  await signInToAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  // Without a range in the address, this month so far.
  await expect(page).toHaveURL(new RegExp(`from=${today.slice(0, 8)}01&to=${today}`));
  await page.getByLabel('From').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));

  // Sales: two orders of the product, five units at ₹200 (the cancelled one is no sale).
  const byProduct = page.getByRole('table', { name: 'Sales by product' });
  const productRow = byProduct.getByRole('row', { name: new RegExp(product.name) });
  await expect(productRow.getByRole('cell')).toHaveText([
    product.name,
    product.category,
    '2',
    '5',
    rupees(100_000),
  ]);
  const categoryRow = page
    .getByRole('table', { name: 'Sales by category' })
    .getByRole('row', { name: new RegExp(product.category) });
  await expect(categoryRow.getByRole('cell')).toHaveText([product.category, '2', '5', rupees(100_000)]);
  await expect(page.getByRole('img', { name: 'Revenue by day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Revenue by category' })).toBeVisible();
  await checkAndShoot(page, 'reports-sales');

  const products = await downloadCsv(page, 'Download CSV of sales by product');
  expect(products.name).toBe(`sales-products-${today}-to-${today}.csv`);
  expect(products.lines[0]).toBe('Product code,Product,Category,Orders,Units,Revenue (₹)');
  expect(products.lines).toContain(`${product.code},${product.name},${product.category},2,5,1000.00`);

  // Best sellers: the first fifty of the day hold it, with its five units.
  await page.getByRole('tab', { name: 'Best sellers' }).click();
  await expect(page).toHaveURL(/tab=best-sellers/);
  await page.getByLabel('Show').selectOption({ label: 'The first 50' });
  const seller = page
    .getByRole('table', { name: 'Best sellers' })
    .getByRole('row', { name: new RegExp(product.name) });
  await expect(seller.getByRole('cell').nth(3)).toHaveText('5');
  await expect(seller.getByRole('cell').nth(5)).toHaveText(rupees(100_000));

  // Orders and payments: every status and method listed, cash to collect as of now.
  await page.getByRole('tab', { name: 'Orders and payments' }).click();
  await expect(page.getByRole('table', { name: 'Orders by status' }).getByRole('row')).toHaveCount(10);
  // Cash, online, the wallet and the monthly bill, with the header row.
  await expect(page.getByRole('table', { name: 'Payments by method' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByTestId('cash-amount')).toBeVisible();
  await checkAndShoot(page, 'reports-orders');

  // GST: a month of its own, tables for the accountant; the delivered order's tax invoice among
  // the month's papers, its cheese under HSN 0406 at 5 %.
  await page.getByRole('tab', { name: 'GST' }).click();
  await expect(page.getByLabel('Month')).toHaveValue(today.slice(0, 7));
  await expect(
    page.getByRole('table', { name: 'GST by HSN code and rate' }).getByRole('row', { name: /^0406 5\s%/ }),
  ).toBeVisible();
  const invoice = page
    .getByRole('table', { name: 'Invoices and credit notes' })
    .getByRole('row', { name: new RegExp(customer.name) });
  await expect(invoice).toContainText('Tax invoice');
  await expect(invoice.getByRole('cell').last()).toHaveText(rupees(second.total));
  await checkAndShoot(page, 'reports-gst');

  // Exports: the day's orders, one row each, the cancelled one too.
  await page.getByRole('tab', { name: 'Exports' }).click();
  const orders = await downloadCsv(page, 'Download CSV of the orders');
  expect(orders.name).toBe(`orders-${today}-to-${today}.csv`);
  const rowOf = (id: number) => orders.lines.find((line) => line.startsWith(`${id},`)) ?? '';
  expect(rowOf(first.id)).toContain(`,${customer.name},`);
  expect(rowOf(first.id)).toContain(`,Placed,Cash on delivery,Cash due,${product.name} × 2,2,400.00,`);
  expect(rowOf(second.id)).toContain(`,Delivered,Cash on delivery,Cash due,${product.name} × 3,3,600.00,`);
  expect(rowOf(cancelled.id)).toContain(',Cancelled,');

  // A range that ends before it starts: the API's sentence, in place of the report.
  // The Sales panel by its name: while the tabs switch, the Exports panel (its "Customers" section
  // holds the letters "to") may still be on the page.
  await page.getByRole('tab', { name: 'Sales' }).click();
  const sales = page.getByRole('tabpanel', { name: 'Sales' });
  await sales.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(sales.getByRole('alert')).toContainText('The last day must not be before the first day');
});
