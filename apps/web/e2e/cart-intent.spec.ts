import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { freshMobile, setCartQuantity, signUpAndSignIn } from './support/shopper';
import { outboxCode } from './support/verified-sign-up';

/**
 * Issue 32, items 1, 8 and 17: a visitor's "Add to cart" survives signing in or signing up (the
 * product is in the cart with the chosen quantity, back on its page, and a toast says so); the
 * product page says what its button does when the product is already in the cart; the "Please
 * login" toast does not follow the visitor onto the sign-up page.
 */

const PASSWORD = 'intent-pass-2931';
const LOGIN_FIRST = 'Please login to add products to your cart';

async function cartLineQuantity(page: Page, customerId: number, productCode: string) {
  const res = await page.request.get(`/api/customer/cart/${customerId}`);
  expect(res.ok(), await res.text()).toBe(true);
  const cart = (await res.json()).response as { items: { productCode: string; quantity: number }[] };
  return cart.items.find((item) => item.productCode === productCode)?.quantity;
}

async function chooseAndAdd(page: Page, productCode: string, quantity: number) {
  await page.goto(`/productDetailsPage?productCode=${productCode}`);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

function shoot(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots/edges', { recursive: true });
  return page.screenshot({ path: `/tmp/shots/edges/${name}.png` });
}

test('a visitor who adds 3 to the cart and logs in finds 3 in the cart, back on the product', async ({
  page,
}) => {
  const mobile = freshMobile();
  const created = await page.request.post('/api/customer', {
    data: { name: 'Revathi Intent', mobileNumber: mobile, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const customerId = (await created.json()).response.id as number;
  await page.context().clearCookies();

  await chooseAndAdd(page, 'GM-500', 3);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/productDetailsPage\?productCode=GM-500$/);
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByText('In your cart: 3')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await cartLineQuantity(page, customerId, 'GM-500')).toBe(3);
  await shoot(page, 'intent-after-login-1280');

  // The intent is used once: a reload adds nothing more.
  await page.reload();
  await expect(page.getByText('In your cart: 3')).toBeVisible();
  expect(await cartLineQuantity(page, customerId, 'GM-500')).toBe(3);
});

test('a visitor who adds 2 to the cart and signs up finds 2 in the cart, back on the product', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const mobile = freshMobile();
  await chooseAndAdd(page, 'PN-200', 2);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signUp\?/);
  await page.getByLabel('Name').fill('Selvi Intent');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await outboxCode(request, mobile));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/productDetailsPage\?productCode=PN-200$/);
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByText('In your cart: 2')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByText('In your cart: 2').scrollIntoViewIfNeeded();
  await shoot(page, 'intent-after-sign-up-360');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('login') ?? '{}').id as number);
  expect(await cartLineQuantity(page, user, 'PN-200')).toBe(2);
});

test('the "Please login" toast stays on the login page, not over the sign-up page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await chooseAndAdd(page, 'GM-500', 1);
  await expect(page.getByText(LOGIN_FIRST)).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(LOGIN_FIRST)).toHaveCount(0, { timeout: 1_000 });
  await shoot(page, 'sign-up-without-login-toast-360');
});

test('with 2 already in the cart the product page shows 2 and its button updates the line', async ({
  page,
}) => {
  const customer = await signUpAndSignIn(page, 'Lakshmi Update', { verified: false });
  const milk = await (await page.request.get('/api/product/product-code?productCode=GM-500')).json();
  await setCartQuantity(page, customer, milk.response.id, 2);

  await page.goto('/productDetailsPage?productCode=GM-500');
  await expect(page.getByText('In your cart: 2')).toBeVisible();
  // The stepper shows what the cart holds, and the button says it changes that line.
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeVisible();
  await shoot(page, 'product-in-cart-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByText('In your cart: 2').scrollIntoViewIfNeeded();
  await shoot(page, 'product-in-cart-360');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await update.click();
  await expect(page.getByText('In your cart: 3')).toBeVisible();
  expect(await cartLineQuantity(page, customer.id, 'GM-500')).toBe(3);
});
