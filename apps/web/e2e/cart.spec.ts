import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { seriousViolations } from './support/axe';
import { addAddress, setCartQuantity, signUpAndSignIn } from './support/shopper';
import { shownTotal } from './support/shown-total';
import { outboxCode } from './support/verified-sign-up';

/**
 * Cart, checkout, order summary and wishlist, as a customer would use them. Each test signs up its
 * own customer (a fresh mobile number) so the tests do not depend on each other.
 */

const SHOTS = '/tmp/shots';

async function productId(request: APIRequestContext, productCode: string): Promise<number> {
  const res = await request.get(`/api/product/product-code?productCode=${productCode}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).response.id;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return (await res.json()).response.jwtToken;
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const badge = (page: Page) => page.getByTestId('cart-badge');

test('signed out, the cart, wishlist and order summary ask to log in', async ({ page }) => {
  await page.goto('/cartPage');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/profileLogin?next=/cartPage',
  );
  await shoot(page, 'cart-signed-out');

  await page.goto('/wishlistPage');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/profileLogin?next=/wishlistPage',
  );

  await page.goto('/orderSummaryDetails?cartBundleId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
});

test('cart → verify the number → address → place order → order summary, and a replayed checkout places one order', async ({
  page,
}) => {
  // Signed up without a code: the cart asks for one before the first order.
  const customer = await signUpAndSignIn(page, 'Kavya Cart', { verified: false });
  const milk = await productId(page.request, 'GM-500'); // ₹75.00
  const litre = await productId(page.request, 'GM-1000'); // ₹140.00
  // A first order: the demo's first-order offer takes 20% off fresh milk.
  const offer = 'First order: 20% off fresh goat milk';
  await setCartQuantity(page, customer, milk, 2);
  await setCartQuantity(page, customer, litre, 1);

  await page.goto('/cartPage');
  await expect(page.locator('footer')).toHaveCount(0);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(badge(page)).toHaveText('2');
  const milkLine = lines.filter({ hasText: 'Fresh Goat Milk 500 ml' });
  await expect(milkLine).toContainText('₹60.00 each');
  await expect(milkLine.getByTestId('line-offer')).toHaveText(`${offer}: −₹15.00 each`);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹290.00');
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹58.00');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('₹40.00');
  await expect(page.getByTestId('cart-total')).toHaveText('₹272.00');
  await expect(page.getByText('Free delivery on orders over ₹999.00')).toBeVisible();

  // + raises the quantity and the totals, − lowers them again.
  await page.getByRole('button', { name: 'Increase quantity of Fresh Goat Milk 500 ml' }).click();
  await expect(milkLine.getByLabel('Quantity of Fresh Goat Milk 500 ml', { exact: true })).toHaveText('3');
  await expect(milkLine.getByTestId('line-total')).toHaveText('₹180.00');
  await expect(page.getByTestId('cart-total')).toHaveText('₹332.00');
  await page.getByRole('button', { name: 'Decrease quantity of Fresh Goat Milk 500 ml' }).click();
  await expect(milkLine.getByTestId('line-total')).toHaveText('₹120.00');
  await expect(page.getByTestId('cart-total')).toHaveText('₹272.00');
  // It never goes below 1.
  await page.getByRole('button', { name: 'Decrease quantity of Fresh Goat Milk 500 ml' }).click();
  await expect(
    page.getByRole('button', { name: 'Decrease quantity of Fresh Goat Milk 500 ml' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity of Fresh Goat Milk 500 ml' }).click();
  await expect(milkLine.getByTestId('line-total')).toHaveText('₹120.00');

  // Remove, after a confirm.
  await page.getByRole('button', { name: 'Remove Fresh Goat Milk 1 Litre' }).click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(lines).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Fresh Goat Milk 1 Litre' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText('₹160.00');

  // The number is not proven yet: instead of "Place order", a code sent to it, typed in the cart.
  const verify = page.getByTestId('verify-number');
  await expect(verify.getByText('Verify your mobile number to place orders')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent')).toBeVisible();
  const code = await outboxCode(page.request, customer.mobileNumber);
  await verify.getByLabel('Code', { exact: true }).fill(code);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'cart-verify-number');
  await verify.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await expect(verify).toHaveCount(0);

  // No address yet: the inline form; the API's field errors show on the fields.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expect(page.getByLabel('Full name')).toHaveValue(customer.name);
  await page.getByLabel('House, street').fill('12 Gandhi Road');
  await page.getByLabel('Town / city').fill('Coimbatore');
  await page.getByLabel('PIN code').fill('0123');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Must be a 6-digit PIN code')).toBeVisible();
  await page.getByLabel('PIN code').fill('641001');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'cart-address-form');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address created successfully')).toBeVisible();
  const radio = page.getByRole('radio', { name: /12 Gandhi Road/ });
  await expect(radio).toBeChecked();
  await page.getByLabel('Order note (optional)').fill('Please call before delivery');
  await shoot(page, 'cart');

  // Place the order; keep the browser's request to replay it.
  const checkoutRequest = page.waitForRequest(
    (r) => r.url().includes('/api/orders/products') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const sent = await checkoutRequest;
  await expect(page.getByText('Create Orders Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/orderSummaryDetails\?cartBundleId=[0-9a-f-]{36}$/);
  const cartBundleId = new URL(page.url()).searchParams.get('cartBundleId');

  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { name: /Order #\d+/ })).toBeVisible();
  await expect(order).toContainText('Placed');
  await expect(order).toContainText('Fresh Goat Milk 500 ml');
  await expect(order).toContainText('2 × ₹75.00');
  await expect(order.getByTestId('line-offer')).toHaveText(`${offer}: −₹15.00 each`);
  await expect(order).toContainText('Cash on delivery');
  await expect(order).toContainText('12 Gandhi Road');
  await expect(order).toContainText('Please call before delivery');
  await expect(order.getByTestId('order-total')).toHaveText('₹160.00');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'View order history' })).toHaveAttribute(
    'href',
    '/profilePage',
  );
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(badge(page)).toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'order-summary');

  // The same Idempotency-Key answers the same checkout again, and places nothing new.
  const key = sent.headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const replay = await page.request.post(sent.url(), {
    headers: { 'Idempotency-Key': key ?? '' },
    data: sent.postDataJSON(),
  });
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect((await replay.json()).response.cartBundleId).toBe(cartBundleId);
  const history = await page.request.get(`/api/orders/customer/${customer.id}`);
  expect((await history.json()).page.totalElements).toBe(1);

  // The cart is empty now.
  await page.goto('/cartPage');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  await expect(badge(page)).toHaveText('0');
  await shoot(page, 'cart-empty');
});

test('the cart stops at the stock, a line beyond it is left out of the order, a double tap places it once', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Stock Tester');
  const token = await staffToken(page.request);
  const auth = { Authorization: `Bearer ${token}` };
  const code = `E2E-${Date.now()}`;
  // Its own category, so that no offer of the demo's takes anything off it.
  const category = await page.request.post('/api/category', {
    headers: auth,
    data: { name: `Limited batch ${code}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const created = await page.request.post('/api/product', {
    headers: auth,
    data: {
      productCode: code,
      name: `Limited Ghee ${code}`,
      description: 'A small batch for the cart test.',
      categoryId: (await category.json()).response.id,
      price: 50000,
      unit: '250 g',
      stock: 2,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ghee = (await created.json()).response;
  await setCartQuantity(page, customer, ghee.id, 2);
  await setCartQuantity(page, customer, await productId(page.request, 'GM-500'), 1);
  await addAddress(page, customer);
  // The customise page leaves a note for a product in sessionStorage; the checkout offers it.
  await page.addInitScript(() => sessionStorage.setItem('orderNote:GM-500', 'Morning delivery please'));

  // Setting the line to all of it again on the product page changes nothing, and says so.
  await page.goto(`/productDetailsPage?productCode=${code}`);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByText('You already have all 2 in your cart')).toBeVisible();
  await expect(page.getByText('Added to cart')).toHaveCount(0);

  await page.goto('/cartPage');
  await expect(page.getByLabel('Order note (optional)')).toHaveValue(
    'Fresh Goat Milk 500 ml: Morning delivery please',
  );
  const gheeLine = page.getByTestId('cart-line').filter({ hasText: ghee.name });
  // All the stock is in the cart: "+" stops there.
  await expect(gheeLine.getByLabel(`Quantity of ${ghee.name}`, { exact: true })).toHaveText('2');
  await expect(page.getByRole('button', { name: `Increase quantity of ${ghee.name}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${ghee.name}` })).toBeEnabled();
  // ₹1,000.00 and the milk reach the free-delivery threshold.
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('Free');

  // Staff sell some elsewhere: the line no longer fits the stock.
  const updated = await page.request.put(`/api/product/${ghee.id}`, { headers: auth, data: { stock: 1 } });
  expect(updated.ok(), await updated.text()).toBe(true);
  await page.reload();
  await expect(gheeLine).toContainText('Out of stock');
  // The milk alone: ₹75.00, less its first-order offer (₹15.00), with the ₹40.00 delivery fee.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹75.00');
  await expect(page.getByTestId('cart-total')).toHaveText('₹100.00');
  await shoot(page, 'cart-out-of-stock');

  // A double tap: both clicks land before the button can show that it is busy.
  const checkouts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/orders/products')) checkouts.push(r.url());
  });
  await page.getByRole('button', { name: 'Place order' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Create Orders Successfully')).toBeVisible();
  const order = page.getByTestId('order-card');
  await expect(order).toContainText('Fresh Goat Milk 500 ml');
  await expect(order).not.toContainText(ghee.name);
  await expect(order).toContainText('Fresh Goat Milk 500 ml: Morning delivery please');
  // The unavailable line stays in the cart.
  await expect(badge(page)).toHaveText('1');
  expect(checkouts).toHaveLength(1);
  await expect(page.getByText('Create Orders Successfully')).toHaveCount(1);
});

test("someone else's or an unknown order shows a clear message", async ({ page, browser }) => {
  // Another customer places an order through the API.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const owner = await signUpAndSignIn(otherPage, 'Other Owner');
  const milk = await productId(otherPage.request, 'GM-500');
  const addressId = await addAddress(otherPage, owner);
  const placed = await otherPage.request.post(
    `/api/orders/products?customerId=${owner.id}&addressId=${addressId}`,
    {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        productDetails: [{ productId: milk, quantity: 1 }],
        expectedTotal: await shownTotal(otherPage.request, [{ productId: milk, quantity: 1 }]),
      },
    },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const { cartBundleId } = (await placed.json()).response;
  await other.close();

  await signUpAndSignIn(page, 'Curious Visitor', { verified: false });
  await page.goto(`/orderSummaryDetails?cartBundleId=${cartBundleId}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('Other Owner')).toHaveCount(0);
  await page.goto('/orderSummaryDetails?cartBundleId=not-a-bundle');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await page.goto('/orderSummaryDetails?cartBundleId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await shoot(page, 'order-not-found');
});

test('wishlist: see it, move a product to the cart, ask to be told of a sold-out one, remove it', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Wish Tester', { verified: false });
  for (const code of ['GM-500', 'GH-1000']) {
    const id = await productId(page.request, code);
    const res = await page.request.get(
      `/api/customer/wishlist/add?customerId=${customer.id}&productId=${id}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto('/wishlistPage');
  await expect(page.locator('footer')).toHaveCount(0);
  const cards = page.getByTestId('wishlist-card');
  await expect(cards).toHaveCount(2);
  const milk = cards.filter({ hasText: 'Fresh Goat Milk 500 ml' });
  await expect(milk).toContainText('₹75.00');
  // The out-of-stock ghee cannot go to the cart: "Notify me" instead, and it can be undone.
  const outOfStock = cards.filter({ hasText: 'Out of stock' });
  await expect(outOfStock.getByRole('button', { name: /to cart/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'wishlist');
  await outOfStock.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText(/^We will notify you when .* is back in stock$/)).toBeVisible();
  await expect(outOfStock.getByText("We'll text you when it's back")).toBeVisible();
  const requests = await page.request.get(`/api/customer/notify-products/${customer.id}`);
  expect((await requests.json()).response).toMatchObject([{ productCode: 'GH-1000', status: 'waiting' }]);
  await shoot(page, 'wishlist-notify-waiting');
  await outOfStock.getByRole('button', { name: /^Undo/ }).click();
  await expect(outOfStock.getByRole('button', { name: 'Notify me' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart: Fresh Goat Milk 500 ml' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expect(milk.getByRole('link', { name: 'In your cart' })).toHaveAttribute('href', '/cartPage');

  // On a phone the question and its buttons stay inside the card.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Remove Fresh Goat Milk 500 ml from wishlist' }).click();
  await expect(milk.getByText('Remove from wishlist?')).toBeVisible();
  const overflow = await milk.evaluate((card) => {
    const edge = card.getBoundingClientRect();
    return [...card.querySelectorAll('button, span')]
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)).length;
  });
  expect(overflow).toBe(0);
  await page.screenshot({ path: `${SHOTS}/wishlist-confirm-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/wishlist-confirm-1280.png` });
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await outOfStock.getByRole('button', { name: /from wishlist/ }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await shoot(page, 'wishlist-empty');

  // It moved to the cart.
  await page.goto('/cartPage');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Fresh Goat Milk 500 ml');
});
