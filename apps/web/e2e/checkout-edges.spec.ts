import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffToken } from './support/admin';
import { addAddress, type Customer, setCartQuantity, signUpAndSignIn } from './support/shopper';

// Issue 32: what a new customer still tripped over at checkout. Back from the payment page, the
// order waiting for its payment is in the cart and in the profile, with "Pay now" and cancel (32.2);
// a reload keeps the day, slot, payment and note chosen (32.4); a profile line says which offer
// took what off (32.18); a courier order's tracking number reaches its customer (32.5).

const SHOTS = '/tmp/shots-wip-edges';

async function staffPost(request: APIRequestContext, url: string, data: unknown) {
  const token = await staffToken(request);
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response;
}

/** A product of its own in a category of its own, 10% off by an offer of its own. */
async function ownProduct(request: APIRequestContext, tag: string) {
  const category = await staffPost(request, '/api/category', { name: `Edge ghee ${tag}` });
  await staffPost(request, '/api/offer', {
    title: `Ghee Week ${tag}`,
    discountPercent: 10,
    appliesTo: 'categories',
    categoryIds: [category.id],
  });
  return staffPost(request, '/api/product', {
    productCode: `EG-${tag}`,
    name: `Edge ghee ${tag}`,
    description: 'Slow-cooked from our goats’ milk',
    categoryId: category.id,
    price: 30_000,
    unit: '250 ml',
    stock: 6,
  });
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('back from the payment page, the order waiting for its payment is in the cart and the profile', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const product = await ownProduct(page.request, tag);
  const customer = await signUpAndSignIn(page, 'Nila Back');
  await addAddress(page, customer);
  await setCartQuantity(page, customer, product.id, 2);
  await page.goto('/cartPage');
  await page.getByRole('radio', { name: 'Pay online (demo)' }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);

  await page.goBack();
  await expect(page).toHaveURL(/\/cartPage/);
  const waiting = page.getByRole('region', { name: 'Waiting for payment' });
  await expect(waiting).toContainText(/Order #\d+ is waiting for its payment/);
  await expect(waiting.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await shoot(page, 'cart-awaiting-payment');
  const orderId = Number((await waiting.textContent())?.match(/Order #(\d+)/)?.[1]);

  // The profile's list says so too, with "Pay now" and cancel; its line names the offer.
  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(card.getByTestId('line-offer')).toHaveText(`Ghee Week ${tag}: −₹30.00 each`);
  await shoot(page, 'profile-awaiting-payment');

  // "Pay now" from the cart goes back to the payment page; cancelled, the cart no longer asks.
  await page.goto('/cartPage');
  await waiting.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/demo-razorpay\/v1\/checkout\/embedded/);
  await page.goBack();
  await waiting.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${orderId}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByText(`Order #${orderId} cancelled`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
});

test('a reload at checkout keeps the day, slot, payment and note; placing the order forgets them', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36).toUpperCase()}R`;
  const product = await ownProduct(page.request, tag);
  const customer = await signUpAndSignIn(page, 'Nila Reload');
  await addAddress(page, customer);
  await setCartQuantity(page, customer, product.id, 1);
  await page.goto('/cartPage');
  const days = page.getByRole('group', { name: 'Delivery day' }).getByRole('radio');
  const lastDay = days.last();
  await lastDay.check();
  await page.getByRole('radio', { name: '5–7 pm' }).check();
  await page.getByRole('radio', { name: 'Pay online (demo)' }).check();
  const note = page.getByLabel('Order note (optional)');
  await note.fill('Leave it at the gate');

  await page.reload();
  await expect(note).toHaveValue('Leave it at the gate');
  await expect(page.getByRole('radio', { name: 'Pay online (demo)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '5–7 pm' })).toBeChecked();
  await expect(days.last()).toBeChecked();
  await shoot(page, 'checkout-after-reload');

  // Placed (cash on delivery), the next checkout starts afresh.
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  await setCartQuantity(page, customer, product.id, 1);
  await page.goto('/cartPage');
  await expect(note).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
});

/** Places the cart's order (cash on delivery) from the cart page; answers the order's id. */
async function placeCashOrder(page: Page): Promise<number> {
  await page.goto('/cartPage');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=/);
  const heading = await page
    .getByTestId('order-card')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent();
  return Number(heading?.match(/\d+/)?.[0]);
}

async function productId(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get(`/api/product/product-code?productCode=${code}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).response.id;
}

async function chennaiAddress(page: Page, customer: Customer) {
  const res = await page.request.post('/api/address', {
    data: {
      customerId: customer.id,
      name: customer.name,
      mobileNumber: customer.mobileNumber,
      line1: '12 Marina Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a courier order shipped with its tracking number: the customer reads it on the order', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Nila Courier');
  await chennaiAddress(page, customer);
  await setCartQuantity(page, customer, await productId(page.request, 'SP-NEEM'), 1);
  const orderId = await placeCashOrder(page);
  const token = await staffToken(page.request);
  for (const [status, note] of [['CONFIRMED'], ['PACKED'], ['SHIPPED', 'DTDC D12345678']]) {
    const res = await page.request.put(`/api/orders/${orderId}`, {
      data: { status, note: note ?? null },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId('order-tracking')).toHaveText('Courier and tracking: DTDC D12345678');
  await shoot(page, 'courier-order-shipped');
  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByTestId('order-tracking')).toHaveText('Courier and tracking: DTDC D12345678');
});

test('a profile order line says which offer took what off', async ({ page }) => {
  const customer = await signUpAndSignIn(page, 'Nila Offer');
  await addAddress(page, customer);
  await setCartQuantity(page, customer, await productId(page.request, 'GH-250'), 1);
  const orderId = await placeCashOrder(page);
  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await expect(card.getByTestId('line-offer')).toHaveText(/^.+: −₹69\.90 each$/);
  await shoot(page, 'profile-line-offer');
});

test('"Buy again" fills the cart with what is still sold, at today’s prices, and says what changed', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36).toUpperCase()}B`;
  const ghee = await ownProduct(page.request, tag);
  const soap = await ownProduct(page.request, `${tag}S`);
  const customer = await signUpAndSignIn(page, 'Nila Again');
  await addAddress(page, customer);
  await setCartQuantity(page, customer, ghee.id, 2);
  await setCartQuantity(page, customer, soap.id, 1);
  const orderId = await placeCashOrder(page);

  const token = await staffToken(page.request);
  for (const [id, data] of [
    [ghee.id, { price: 33_000 }],
    [soap.id, { status: 'archived' }],
  ] as const) {
    const res = await page.request.put(`/api/product/${id}`, {
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/profilePage');
  const card = page
    .getByRole('region', { name: 'My orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  // A double tap fills the cart once (decision 0050): the button waits for its request.
  await card.getByRole('button', { name: 'Buy again' }).dblclick();
  const result = page.getByTestId('buy-again-result');
  await expect(result).toContainText('Added 1 product to your cart');
  await expect(result).toContainText(`${ghee.name} now costs ₹330.00 (was ₹300.00)`);
  await expect(result).toContainText(`${soap.name} is no longer sold`);
  await expect(page).toHaveURL(/\/cartPage/);
  const line = page.getByRole('listitem').filter({ hasText: ghee.name });
  await expect(line).toBeVisible();
  await expect(page.getByText(soap.name, { exact: true })).toHaveCount(0);
  const cart = await page.request.get(`/api/customer/cart/${customer.id}`);
  expect((await cart.json()).response.items).toEqual([
    expect.objectContaining({ productId: ghee.id, quantity: 2 }),
  ]);
  await shoot(page, 'buy-again-cart');
});
