import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

export type StaffLogin = { email: string; password: string };

/** Signs in on `/admin/login` as a person would and waits for the admin to show. */
export async function signInToAdmin(page: Page, who: StaffLogin = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/**
 * Signs in over the API in this page's browser context (the staff cookies land in it) and tells the
 * admin who is signed in, as the login form would: for tests about other pages than the login,
 * ~0.7 s quicker than the form each time.
 */
export async function signInToAdminOverApi(page: Page, who: StaffLogin = E2E_ADMIN) {
  const res = await page.request.post('/api/auth/login', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()).response;
  await page.addInitScript((u) => {
    localStorage.setItem('farm-staff', JSON.stringify({ state: { user: u }, version: 0 }));
  }, user);
}

/** A staff bearer token for setting things up over the API. */
export async function staffToken(request: APIRequestContext, who: StaffLogin = E2E_ADMIN): Promise<string> {
  const res = await request.post('/api/auth/login', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).response.jwtToken;
}

/** A staff member with the `staff` role (not admin), made by the owner over the API. */
export async function createStaffMember(request: APIRequestContext, name = 'Helper'): Promise<StaffLogin> {
  const token = await staffToken(request);
  const who = { email: `helper-${Date.now()}@e2e.test`, password: 'helper-password-1' };
  const res = await request.post('/api/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, role: 'staff', ...who },
  });
  expect(res.status(), await res.text()).toBe(201);
  return who;
}

/** Screenshots of the page at 390 and 1280 px wide under /tmp/shots/admin (for looking, not asserting). */
export async function shootAdmin(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `/tmp/shots/admin/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
