import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createStaffMember, signInToAdmin, staffToken } from './support/admin';
import { addAddress, setCartQuantity, signUpAndSignIn } from './support/shopper';

// Issue 15.4/15.5: paying online through the demo provider (the local Razorpay stand-in, which
// `npm start` uses without keys): the order waits for its payment holding its stock, is placed
// and paid when the payment comes back, and a failed payment leaves it waiting until its time runs
// out (a minute in the test shop), when it is cancelled and its stock comes back.

const SHOTS = '/tmp/shots';

async function staffPost(request: APIRequestContext, url: string, data: unknown) {
  const token = await staffToken(request);
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response;
}

/** A product of its own, so no other test's stock or totals meet it (nor its offer, if any). */
async function ownProduct(
  request: APIRequestContext,
  tag: string,
  stock: number,
  { offerPercent, price = 30_000 }: { offerPercent?: number; price?: number } = {},
) {
  const category = await staffPost(request, '/api/category', { name: `Online ghee ${tag}` });
  if (offerPercent) {
    await staffPost(request, '/api/offer', {
      title: `Ghee Festival ${tag}`,
      discountPercent: offerPercent,
      appliesTo: 'categories',
      categoryIds: [category.id],
    });
  }
  return staffPost(request, '/api/product', {
    productCode: `OP-${tag}`,
    name: `A2 goat ghee ${tag}`,
    description: 'Slow-cooked from our goats’ milk',
    categoryId: category.id,
    price,
    unit: '250 ml',
    stock,
  });
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const token = await staffToken(request);
  const res = await request.get(`/api/product/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).response.stock;
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs up a customer with the product in the cart, and goes to the cart with "Pay online" chosen. */
async function cartPayingOnline(page: Page, productId: number, name: string) {
  const customer = await signUpAndSignIn(page, name);
  await addAddress(page, customer);
  await setCartQuantity(page, customer, productId, 2);
  await page.goto('/cartPage');
  await page.getByRole('radio', { name: 'Pay online (demo)' }).check();
  await expect(page.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
}

test('during the festival offer, ghee paid online is placed and paid; cancelled, it is refunded', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const product = await ownProduct(page.request, tag, 5, { offerPercent: 10 });
  await cartPayingOnline(page, product.id, 'Divya Online');
  // The breakdown before paying: ₹600.00 of items, the festival's 10% off, then delivery and total.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹600.00');
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹60.00');
  await shoot(page, 'online-cart');
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  // The provider's page (the demo stand-in, on the shop's own address).
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay');
  await expect(page.getByText(/demo/i).first()).toBeVisible();
  // The stock is held while the customer pays.
  expect(await stockOf(page.request, product.id)).toBe(3);
  await shoot(page, 'online-demo-checkout');
  await page.getByRole('button', { name: 'Pay (success)' }).click();

  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=.*&payment=paid/);
  await expect(page.getByText('Your order is placed and paid.')).toBeVisible();
  const order = page.getByTestId('order-card');
  await expect(order).toContainText('Paid online');
  await expect(page.getByTestId('payment-notice')).toHaveCount(0);
  await shoot(page, 'online-paid');
  expect(await stockOf(page.request, product.id)).toBe(3);

  // The customer cancels it: the shop refunds the payment in full, and the profile says so.
  const total = (await order.getByTestId('order-total').textContent())?.trim() ?? '';
  const orderId = Number(
    (await order.getByRole('heading', { level: 2 }).first().textContent())?.match(/\d+/)?.[0],
  );
  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${orderId}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByText(`Order #${orderId} cancelled`)).toBeVisible();
  expect(await stockOf(page.request, product.id)).toBe(5);
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('order-refund')).toContainText(`Refunded ${total}`, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(card).toContainText('Refunded');
  await shoot(page, 'online-refunded');
});

test('a failed payment leaves the order waiting; unpaid, it is cancelled and the stock comes back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36).toUpperCase()}F`;
  const product = await ownProduct(page.request, tag, 4);
  await cartPayingOnline(page, product.id, 'Gowri Online');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);
  await page.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(/&payment=failed/);
  const notice = page.getByTestId('payment-notice');
  await expect(notice).toContainText('The payment did not go through');
  await expect(notice.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByTestId('order-card')).toContainText('Not paid yet');
  expect(await stockOf(page.request, product.id)).toBe(2);
  await shoot(page, 'online-failed');

  // "Pay now" goes back to the provider; the customer leaves without paying.
  await notice.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);
  await page.getByRole('button', { name: 'Pay later' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await expect(page.getByTestId('payment-notice')).toContainText('Your order is waiting for its payment');

  // The test shop gives a payment a minute: then the order is cancelled and its stock is back.
  await expect
    .poll(() => stockOf(page.request, product.id), { timeout: 150_000, intervals: [5_000] })
    .toBe(4);
  await page.reload();
  await expect(page.getByTestId('order-card')).toContainText('Cancelled');
  await expect(page.getByTestId('payment-notice')).toHaveCount(0);
});

test("staff refund part of a paid order from the staff area; beyond their limit it is an admin's", async ({
  page,
  browser,
}) => {
  const tag = `${Date.now().toString(36).toUpperCase()}R`;
  // Two jars at ₹1,500.00: ₹3,000.00 paid, above the staff's ₹2,000.00 refund limit.
  const product = await ownProduct(page.request, tag, 4, { price: 150_000 });
  await cartPayingOnline(page, product.id, 'Kavya Online');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(page.getByText('Your order is placed and paid.')).toBeVisible();
  const order = page.getByTestId('order-card');
  const orderId = Number(
    (await order.getByRole('heading', { level: 2 }).first().textContent())?.match(/\d+/)?.[0],
  );

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const admin = await staffContext.newPage();
    await signInToAdmin(admin, await createStaffMember(admin.request, 'Refund Helper'));
    await admin.goto(`/admin/orders/${orderId}`);
    const payment = admin.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-status')).toHaveText('Paid online');
    // Everything left, prefilled: more than a helper may send.
    await payment.getByRole('button', { name: 'Refund' }).click();
    await admin
      .getByRole('dialog', { name: /^Refund ₹/ })
      .getByRole('button', { name: 'Refund' })
      .click();
    await expect(
      payment.getByText('A refund above ₹2,000.00 on one order is for an admin to send'),
    ).toBeVisible();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await expect(payment.getByTestId('payment-status')).toHaveText('Paid online');

    // Part of it, with a reason the customer sees.
    await payment.getByLabel('Refund (₹)').fill('500');
    await payment.getByLabel('Reason').fill('One jar arrived cracked');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await admin
      .getByRole('dialog', { name: 'Refund ₹500.00?' })
      .getByRole('button', { name: 'Refund' })
      .click();
    await expect(admin.getByText('Refund sent')).toBeVisible();
    await expect(payment.getByTestId('payment-status')).toHaveText('Partly refunded');
    await expect(payment).toContainText('One jar arrived cracked');
    await expect(payment.getByLabel('Refund (₹)')).toHaveValue('2500.00');
    const refundEntry = admin.getByRole('list', { name: 'Status history' }).getByTestId('timeline-refund');
    await expect(refundEntry).toContainText('Partly refunded');
    await expect(refundEntry).toContainText('₹500.00 by Refund Helper');
    await expect(admin.getByText('Total (online payment)')).toBeVisible();
    await shoot(admin, 'admin-order-refund');
  } finally {
    await staffContext.close();
  }

  // The customer's order says what came back and why.
  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByTestId('order-refund')).toHaveText(
    /^Refunded ₹500\.00 on .+ — Refund rfnd_\w+: One jar arrived cracked$/,
  );
});
