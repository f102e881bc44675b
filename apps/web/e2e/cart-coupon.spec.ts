import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { staffToken } from './support/admin';
import { seriousViolations } from './support/axe';
import { addAddress, setCartQuantity, signUpAndSignIn } from './support/shopper';

// Issue 15.1: coupon codes. A customer applies one in the cart and sees it in the breakdown and on
// the order; the coupon's limits (uses in all, uses per customer) and its minimum are said in the
// cart, in the shop's words. Its own category, product and coupon: no other test's totals meet them.

const SHOTS = '/tmp/shots';

async function asStaff(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const token = await staffToken(request);
  const res = await request[method](url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).response;
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a coupon in the cart: its minimum, its discount on the order, and its limits', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const category = await asStaff(page.request, 'post', '/api/category', { name: `Coupon soaps ${tag}` });
  const product = await asStaff(page.request, 'post', '/api/product', {
    productCode: `CS-${tag}`,
    name: `Turmeric goat milk soap ${tag}`,
    description: 'Cold-process soap with turmeric',
    categoryId: category.id,
    price: 20_000,
    unit: '100 g',
    stock: 40,
  });
  const code = `SOAP${tag}`.slice(0, 20);
  await asStaff(page.request, 'post', '/api/coupons', {
    code,
    description: '10% off soaps over ₹300',
    discountPercent: 10,
    minOrderValue: 30_000,
    usageLimit: 2,
    perCustomerLimit: 1,
  });

  const customer = await signUpAndSignIn(page, 'Lakshmi Coupon');
  await addAddress(page, customer);
  await setCartQuantity(page, customer, product.id, 1);
  await page.goto('/cartPage');

  // A code that cannot be one is refused before the shop is asked.
  const field = page.getByLabel('Coupon code');
  let couponCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/coupon')) couponCalls += 1;
  });
  await field.fill('a!');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Use 3 to 20 letters, digits, - or _')).toBeVisible();
  await expect(field).toBeFocused();
  expect(couponCalls).toBe(0);

  // One soap is ₹200.00: under the minimum, said under the field; nothing applied.
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} needs items of ₹300.00 or more`)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('cart-coupon-discount')).toHaveCount(0);

  // Two soaps: ₹400.00, 10% off is ₹40.00, in the breakdown and the total.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹400.00');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  const applied = page.getByTestId('cart-coupon');
  await expect(applied).toContainText(`${code} applied: −₹40.00`);
  await expect(applied).toContainText('10% off soaps over ₹300');
  await expect(page.getByTestId('cart-coupon-discount')).toHaveText('−₹40.00');
  const cart = (await (await page.request.get(`/api/customer/cart/${customer.id}`)).json()).response;
  expect(cart.couponDiscount).toBe(4_000);
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(cart.total));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'coupon-cart');

  // Down to one: the coupon stays, says why it takes nothing now, and the total drops it.
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(applied).toContainText(`${code} does not apply`);
  await expect(applied.getByRole('status')).toHaveText(`${code} needs items of ₹300.00 or more`);
  await expect(page.getByTestId('cart-coupon-discount')).toHaveCount(0);
  await shoot(page, 'coupon-cart-under-minimum');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-coupon-discount')).toHaveText('−₹40.00');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Create Orders Successfully')).toBeVisible();
  const order = page.getByTestId('order-card');
  await expect(order.getByTestId('order-coupon')).toHaveText('−₹40.00');
  await expect(order).toContainText(`Coupon ${code}`);
  await expect(order.getByTestId('order-total')).toHaveText(rupees(cart.total));

  // A second customer takes the coupon's second and last use.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  const second = await signUpAndSignIn(otherPage, 'Revathi Coupon');
  const secondAddress = await addAddress(otherPage, second);
  await setCartQuantity(otherPage, second, product.id, 2);
  const secondCart = (
    await (await otherPage.request.put('/api/customer/cart/coupon', { data: { code } })).json()
  ).response;
  const placed = await otherPage.request.post(`/api/orders/products?addressId=${secondAddress}`, {
    data: {
      productDetails: [{ productId: product.id, quantity: 2 }],
      expectedTotal: secondCart.total,
      couponCode: code,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const secondOrder = (await placed.json()).response.orders[0];

  // Used up: the first customer, shopping again, is told so.
  await setCartQuantity(page, customer, product.id, 2);
  await page.goto('/cartPage');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} has been used up`)).toBeVisible();

  // The second customer cancels: a use comes back, but not to someone who used it already.
  const cancelled = await otherPage.request.put(`/api/orders/${secondOrder.id}`, {
    data: { status: 'CANCELLED' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`You have already used ${code}`)).toBeVisible();
  await shoot(page, 'coupon-cart-used');
  await other.close();
});
