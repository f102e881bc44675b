import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi, staffToken } from './support/admin';
import { seriousViolations } from './support/axe';
import { freshMobile } from './support/shopper';

// Decision 0030: a caller reads out a coupon code and staff enter it on the phone order. A code the
// shop does not know is refused with its reason; one switched off between the quote and placing
// refuses the order, with nothing typed lost; a good one is in the breakdown, the total and the
// order. Its own customer and coupons: no other test's orders or totals meet them.

const SHOTS = '/tmp/shots/admin';

type Line = { productId: number; quantity: number };

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );

async function asStaff(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const token = await staffToken(request);
  const res = await request[method](url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).response;
}

/** What the shop says the phone order costs (the screen must show the same, never its own sums). */
async function quoteOf(request: APIRequestContext, customerId: number, lines: Line[], couponCode?: string) {
  return asStaff(request, 'post', '/api/orders/quote', {
    customerId,
    productDetails: lines,
    ...(couponCode ? { couponCode } : {}),
  });
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a phone order with a coupon: an unknown code says why, one switched off meanwhile refuses the order, a good one lowers the total', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const mobileNumber = freshMobile();
  const signedUp = await request.post('/api/customer', {
    data: { name: `Saravanan ${tag}`, mobileNumber, password: 'phone-coupon-password' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const customer = (await signedUp.json()).response;
  await asStaff(request, 'post', '/api/address', {
    customerId: customer.id,
    name: customer.name,
    mobileNumber,
    line1: '9 Market Street',
    city: 'Erode',
    state: 'Tamil Nadu',
    pincode: '638001',
  });
  const { id: gheeId } = await asStaff(request, 'get', '/api/product/product-code?productCode=GH-250');
  const ghee = await asStaff(request, 'get', `/api/product/${gheeId}`);
  const good = await asStaff(request, 'post', '/api/coupons', {
    code: `CALL50-${tag}`,
    description: '₹50 off for phone customers',
    discountAmount: 5_000,
  });
  const fleeting = await asStaff(request, 'post', '/api/coupons', {
    code: `GONE-${tag}`,
    discountPercent: 10,
  });
  const lines = [{ productId: ghee.id, quantity: 2 }];
  const plain = await quoteOf(request, customer.id, lines);

  await signInToAdminOverApi(page);
  await page.goto(`/admin/orders/new?customerId=${customer.id}`);
  await expect(page.getByRole('region', { name: '1. Customer' })).toContainText(customer.name);
  await expect(page.getByRole('radio', { name: /9 Market Street/ })).toBeChecked();
  await page.getByLabel('Find a product').fill('GH-250');
  await page.getByRole('button', { name: `Add ${ghee.name}` }).click();
  await page.getByLabel(`Quantity of ${ghee.name}`).fill('2');
  const total = page.getByTestId('manual-total');
  await expect(total).toHaveText(rupees(plain.total));

  // A code the shop does not know: its reason under the field, nothing taken off.
  const field = page.getByLabel('Coupon code');
  await field.fill(`nope-${tag}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription(`There is no coupon NOPE-${tag}`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('manual-coupon')).toHaveCount(0);
  await expect(total).toHaveText(rupees(plain.total));
  await shoot(page, 'phone-coupon-unknown');

  // A code that applies when quoted, switched off by a colleague before the order is placed.
  await field.fill(fleeting.code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const coupon = page.getByRole('region', { name: 'Coupon' });
  const fleetingQuote = await quoteOf(request, customer.id, lines, fleeting.code);
  expect(fleetingQuote.couponDiscount).toBeGreaterThan(0);
  await expect(coupon).toContainText(`${fleeting.code} applied: −${rupees(fleetingQuote.couponDiscount)}`);
  await expect(total).toHaveText(rupees(fleetingQuote.total));
  await asStaff(request, 'put', `/api/coupons/${fleeting.id}`, { active: false });
  await page.getByLabel('Note (optional)', { exact: true }).fill('Leave it with the neighbour');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The order was not placed' })).toHaveText(
    `The order was not placed: ${fleeting.code} is not available now. Remove the coupon to place it without one, or apply another code.`,
  );
  // Nothing lost: still this screen, with its line, note and address; the coupon says why.
  await expect(page).toHaveURL(/\/admin\/orders\/new/);
  await expect(coupon).toContainText(`${fleeting.code} does not apply`);
  await expect(coupon.getByRole('status')).toHaveText(`${fleeting.code} is not available now`);
  await expect(page.getByTestId('manual-coupon')).toHaveCount(0);
  await expect(total).toHaveText(rupees(plain.total));
  await expect(page.getByTestId('manual-line')).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${ghee.name}`)).toHaveValue('2');
  await expect(page.getByLabel('Note (optional)', { exact: true })).toHaveValue(
    'Leave it with the neighbour',
  );
  await expect(page.getByRole('radio', { name: /9 Market Street/ })).toBeChecked();
  await shoot(page, 'phone-coupon-refused');

  // The good code instead: its line in the breakdown and a lower total, as the shop prices it.
  await coupon.getByRole('button', { name: 'Remove' }).click();
  await page.getByLabel('Coupon code').fill(good.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const withCoupon = await quoteOf(request, customer.id, lines, good.code);
  expect(withCoupon.couponDiscount).toBe(5_000);
  expect(withCoupon.total).toBeLessThan(plain.total);
  await expect(coupon).toContainText(`${good.code} applied: −₹50.00`);
  // The refusal was about the code now gone: it no longer stands above "Place order".
  await expect(page.getByText('The order was not placed')).toHaveCount(0);
  await expect(page.getByTestId('manual-coupon')).toHaveText('−₹50.00');
  await expect(page.getByText(`Coupon ${good.code}`, { exact: true })).toBeVisible();
  await expect(total).toHaveText(rupees(withCoupon.total));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'phone-coupon-applied');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Create Orders Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-coupon')).toHaveText('−₹50.00');
  await expect(page.getByText(`Coupon ${good.code}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(rupees(withCoupon.total));
  const order = await asStaff(request, 'get', `/api/orders/${orderId}`);
  expect(order.couponCode).toBe(good.code);
  expect(order.couponDiscount).toBe(5_000);
  expect(order.note).toBe('Leave it with the neighbour');
});
