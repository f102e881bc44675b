import { type APIRequestContext, expect, test } from '@playwright/test';
import { shootAdmin, signInToAdmin, staffToken } from './support/admin';
import { signUpVerified } from './support/verified-sign-up';

// Issue 15.1: the home page's festival offer took nothing off a ghee order. An offer the owner
// sets up in the staff area now shows on the product page, discounts the cart and the order.

const SHOTS = '/tmp/shots';

async function staffPost(request: APIRequestContext, url: string, data: unknown) {
  const token = await staffToken(request);
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response;
}

test('an offer the owner sets up discounts the product page, the cart and the order', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  // Its own category and product, so that no other test's totals meet this offer.
  const category = await staffPost(page.request, '/api/category', { name: `Diwali compost ${tag}` });
  const code = `DW-${tag}`;
  await staffPost(page.request, '/api/product', {
    productCode: code,
    name: `Diwali vermicompost ${tag}`,
    description: 'Sieved vermicompost from our own beds',
    categoryId: category.id,
    price: 25_000,
    unit: '5 kg',
    stock: 20,
  });

  await signInToAdmin(page);
  await page.goto('/admin/offers/new');
  await page.getByLabel('Title').fill('Diwali compost offer');
  await expect(page.getByLabel('Discount', { exact: true })).toHaveAccessibleDescription(
    /one running offer that takes the most off it; offers do not add up/,
  );
  await page.getByLabel('Discount (%)').fill('15');
  await page.getByLabel('Applies to').selectOption({ label: 'Products of some categories' });
  // Nothing chosen: said under the categories, nothing saved.
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Choose at least one category')).toBeVisible();
  await page.getByRole('checkbox', { name: category.name }).check();
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Create Offer Successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diwali compost offer' })).toBeVisible();

  // A product code that does not exist is named under the field.
  await page.goto('/admin/offers/new');
  await page.getByLabel('Title').fill('Nobody');
  await page.getByLabel('Discount (%)').fill('5');
  await page.getByLabel('Applies to').selectOption({ label: 'Some products' });
  await page.getByLabel('Product codes').fill(`${code}, NO-SUCH-9`);
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('No product has the code NO-SUCH-9')).toBeVisible();
  await shootAdmin(page, 'offer-form');

  // The storefront, as a customer in a browser of their own.
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await shopper.newPage();
  await shop.goto(`/productDetailsPage?productCode=${code}`);
  await expect(shop.getByTestId('price').first()).toHaveText('₹212.50');
  await expect(shop.getByTestId('price-before-offer').first()).toHaveText('₹250.00');
  await expect(shop.getByTestId('offer').first()).toHaveText('15% off, Diwali compost offer');
  for (const width of [360, 1280]) {
    await shop.setViewportSize({ width, height: 800 });
    await shop.screenshot({ path: `${SHOTS}/offer-product-${width}.png` });
  }

  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const account = { name: 'Selvi Offer', mobileNumber: mobile, password: 'offer-test-password' };
  await signUpVerified(shop.request, account);
  const login = await shop.request.post('/api/customer/login', {
    data: { userName: mobile, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()).response;
  await shop.evaluate(
    (c) => {
      localStorage.setItem(
        'farm-shop',
        JSON.stringify({ state: { user: c, cartCount: 0, addressId: null }, version: 0 }),
      );
      localStorage.setItem('login', JSON.stringify({ id: c.id, name: c.name }));
    },
    { id: user.id, name: user.name, mobileNumber: user.mobileNumber },
  );
  const address = await shop.request.post('/api/address', {
    data: {
      customerId: user.id,
      name: user.name,
      mobileNumber: mobile,
      line1: '9 Market Road',
      city: 'Pollachi',
      state: 'Tamil Nadu',
      pincode: '642001',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const product = await (await shop.request.get(`/api/product/product-code?productCode=${code}`)).json();
  const added = await shop.request.get(
    `/api/product/add-to-cart?productId=${product.response.id}&Quantity=2&customerId=${user.id}`,
  );
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await added.json()).response;

  await shop.goto('/cartPage');
  const line = shop.getByTestId('cart-line');
  await expect(line.getByTestId('line-offer')).toHaveText('Diwali compost offer: −₹37.50 each');
  await expect(line.getByTestId('line-total')).toHaveText('₹425.00');
  await expect(shop.getByTestId('cart-subtotal')).toHaveText('₹500.00');
  await expect(shop.getByTestId('cart-discount')).toHaveText('−₹75.00');
  const total = `₹${(cart.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  expect(cart.discountTotal).toBe(7_500);
  await expect(shop.getByTestId('cart-total')).toHaveText(total);
  for (const width of [360, 1280]) {
    await shop.setViewportSize({ width, height: 900 });
    await shop.screenshot({ path: `${SHOTS}/offer-cart-${width}.png`, fullPage: true });
  }

  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByText('Create Orders Successfully')).toBeVisible();
  const order = shop.getByTestId('order-card');
  await expect(order.getByTestId('line-offer')).toHaveText('Diwali compost offer: −₹37.50 each');
  await expect(order.getByTestId('order-discount')).toHaveText('−₹75.00');
  await expect(order.getByTestId('order-total')).toHaveText(total);
  await shopper.close();
});

test('an offer without a picture shows its "% off" beside the title, not over it, at 360 px', async ({
  page,
}) => {
  // Issue 32 item 16: the badge sat on the card's corner and covered a long title on a phone.
  const tag = Date.now().toString(36).toUpperCase();
  const category = await staffPost(page.request, '/api/category', { name: `Monsoon soaps ${tag}` });
  const title = `Monsoon Soap Week ${tag}: 15% off every goat milk soap`;
  await staffPost(page.request, '/api/offer', {
    title,
    discountPercent: 15,
    appliesTo: 'categories',
    categoryIds: [category.id],
  });

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    // The home page's reads are cached for up to a minute.
    await expect(async () => {
      await page.goto('/');
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 75_000 });
    await card.scrollIntoViewIfNeeded();
    const badge = await card.getByText('15% off', { exact: true }).boundingBox();
    const heading = await card.getByRole('heading', { name: title }).boundingBox();
    if (!badge || !heading) throw new Error('badge or title not drawn');
    const overlaps =
      badge.x < heading.x + heading.width &&
      heading.x < badge.x + badge.width &&
      badge.y < heading.y + heading.height &&
      heading.y < badge.y + badge.height;
    expect(overlaps, `${width} px: badge ${JSON.stringify(badge)}, title ${JSON.stringify(heading)}`).toBe(
      false,
    );
    await card.screenshot({ path: `${SHOTS}/edges/offer-without-picture-${width}.png` });
  }
});
