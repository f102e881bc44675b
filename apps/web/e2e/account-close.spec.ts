import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { signInToAdminOverApi } from './support/admin';

/** A fresh 10-digit mobile number starting with 9, so tests never share a customer. */
function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

let staffToken: string | undefined;

/** The newest SMS code sent to a number, read from the API's outbox as the admin. */
async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  if (!staffToken) {
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    staffToken = (await login.json()).response.jwtToken as string;
  }
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/sms/outbox?to=%2B91${mobile}`, {
        headers: { Authorization: `Bearer ${staffToken}` },
      });
      const newest = (await res.json()).response[0] as { body: string } | undefined;
      code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

/** A customer made through the API (the sign-up form has its own test). */
async function createCustomer(request: APIRequestContext, name: string) {
  const mobile = freshMobile();
  const password = 'farm-fresh-123';
  const res = await request.post('/api/customer', { data: { name, mobileNumber: mobile, password } });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).response.id as number, name, mobile, password };
}

async function signIn(page: Page, mobile: string, password: string) {
  await page.goto('/profileLogin');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profilePage$/);
}

test('a customer downloads their data, closes the account, and re-opens it by signing in', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Chitra Devi');
  await signIn(page, customer.mobile, customer.password);
  const yourData = page.getByRole('region', { name: 'Your data' });

  // The export: a JSON file with the customer's own data.
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(file.profile).toMatchObject({
    id: customer.id,
    name: 'Chitra Devi',
    mobileNumber: `+91${customer.mobile}`,
  });
  expect(file.orders).toEqual([]);

  // Closing says what happens first, and can be called off.
  await yourData.getByRole('button', { name: 'Close my account…' }).click();
  const explain = yourData.getByTestId('close-account-explain');
  await expect(explain).toContainText('30 days');
  await expect(explain).toContainText('tax records');
  await yourData.getByRole('button', { name: 'Keep my account' }).click();
  await expect(explain).toBeHidden();

  // Then with a code sent to the customer's own number.
  await yourData.getByRole('button', { name: 'Close my account…' }).click();
  await yourData.getByRole('button', { name: /^Send a code to/ }).click();
  const code = await latestCode(request, customer.mobile);
  await yourData.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await yourData.getByRole('button', { name: 'Close my account', exact: true }).click();
  await expect(yourData.getByText(/wrong or has expired/)).toBeVisible();
  await yourData.getByLabel('Code', { exact: true }).fill(code);
  await yourData.getByRole('button', { name: 'Close my account', exact: true }).click();
  await expect(page.getByText(/Your account is closed/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Signing in again within 30 days re-opens it.
  await page.goto('/profileLogin');
  await page.getByLabel('Mobile number').fill(customer.mobile);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back — your account is open again')).toBeVisible();
  await expect(page).toHaveURL(/\/profilePage$/);
});

test('an admin sees a closed account and erases its personal data on request', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Revathi Kannan');
  const login = await request.post('/api/customer/login', {
    data: { userName: customer.mobile, password: customer.password },
  });
  const token = (await login.json()).response.jwtToken as string;
  const auth = { Authorization: `Bearer ${token}` };
  const sent = await request.post(
    `/api/otp/send/customer?userName=${customer.mobile}&purpose=close_account`,
    {
      headers: auth,
    },
  );
  expect(sent.ok(), await sent.text()).toBe(true);
  const closed = await request.post('/api/customer/close', {
    headers: auth,
    data: { otp: await latestCode(request, customer.mobile) },
  });
  expect(closed.ok(), await closed.text()).toBe(true);

  await signInToAdminOverApi(page);
  await page.goto('/admin/customers?q=Revathi%20Kannan');
  const row = page.getByRole('row', { name: /Revathi Kannan/ });
  await expect(row.getByText(/^Closed on /)).toBeVisible();
  await row.getByRole('link', { name: 'Revathi Kannan' }).click();

  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: /Erase the personal data of "Revathi Kannan"/ });
  await expect(dialog).toContainText('Erased now, for good');
  await expect(dialog).toContainText('state and PIN code');
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await expect(page.getByText('Erased', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erased customer' })).toBeVisible();

  // The number is free for a new account.
  const again = await request.post('/api/customer', {
    data: { name: 'Someone New', mobileNumber: customer.mobile, password: 'a-new-start-1' },
  });
  expect(again.status()).toBe(201);
});
