import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { signUpVerified } from './verified-sign-up';

/** Customers of the storefront tests: each test signs up its own (a fresh mobile number). */
export type Customer = { id: number; name: string; mobileNumber: string };

const PASSWORD = 'cart-test-password';

export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * Signs up and signs in through the API (cookies land in the page's context), then tells the page.
 * `verified`: signed up with a code from the outbox, as the sign-up page does, so the customer may
 * order at once; without it the cart asks to verify the number first (and no code is spent).
 */
export async function signUpAndSignIn(
  page: Page,
  name = 'Kavya Cart',
  { verified = true } = {},
): Promise<Customer> {
  const mobile = freshMobile();
  const account = { name, mobileNumber: mobile, password: PASSWORD };
  if (verified) await signUpVerified(page.request, account);
  else {
    const created = await page.request.post('/api/customer', { data: account });
    expect(created.status(), await created.text()).toBe(201);
  }
  const login = await page.request.post('/api/customer/login', {
    data: { userName: mobile, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()).response;
  const customer: Customer = { id: user.id, name: user.name, mobileNumber: user.mobileNumber };
  await storeSession(page, customer);
  return customer;
}

/** Sets the line's quantity through the API, as the product page's button does. */
export async function setCartQuantity(page: Page, customer: Customer, id: number, quantity: number) {
  const res = await page.request.get(
    `/api/product/add-to-cart?productId=${id}&Quantity=${quantity}&customerId=${customer.id}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
}

/** A delivery address in Pollachi; answers its id. */
export async function addAddress(page: Page, customer: Customer): Promise<number> {
  const res = await page.request.post('/api/address', {
    data: {
      customerId: customer.id,
      name: customer.name,
      mobileNumber: customer.mobileNumber,
      line1: '4 Temple Street',
      city: 'Pollachi',
      state: 'Tamil Nadu',
      pincode: '642001',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response.id;
}

/**
 * The browser's side of a sign-in, as the login page leaves it: the stored session (id, name,
 * number; nothing secret) and the signed-in hint cookie the web server reads for `/profilePage`.
 */
export async function storeSession(
  page: Page,
  customer: { id: number; name: string; mobileNumber?: string },
) {
  await page.context().addCookies([{ name: 'customer_signed_in', value: '1', url: E2E_BASE_URL }]);
  await page.addInitScript((c) => {
    if (localStorage.getItem('farm-shop')) return;
    localStorage.setItem(
      'farm-shop',
      JSON.stringify({ state: { user: c, cartCount: 0, addressId: null }, version: 0 }),
    );
    localStorage.setItem('login', JSON.stringify({ id: c.id, name: c.name }));
  }, customer);
}
