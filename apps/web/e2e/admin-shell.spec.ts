import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { shootAdmin, signInToAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

test.describe('the staff area', () => {
  test('a visitor is sent to the staff sign-in, and comes back after signing in', async ({ page }) => {
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategories/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  });

  test("a customer's session does not open the admin", async ({ page }) => {
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const created = await page.request.post('/api/customer', {
      data: { name: 'Curious Customer', mobileNumber: mobile, password: 'goatfarm123' },
    });
    expect(created.status()).toBe(201);
    const login = await page.request.post('/api/customer/login', {
      data: { userName: mobile, password: 'goatfarm123' },
    });
    expect(login.ok()).toBe(true);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('the owner creates, finds, renames and deletes a category', async ({ page }) => {
    await signInToAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Categories', exact: true })
      .click();
    await page.getByRole('link', { name: 'New category' }).click();

    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByLabel('Name').fill('Goat Cheese Specials');
    await page.getByLabel('Description').fill('Small batches of aged goat cheese.');
    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(page.getByText('Create Category Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);

    await page.getByRole('searchbox', { name: 'Search categories' }).fill('cheese spec');
    const link = page.getByRole('link', { name: 'Goat Cheese Specials' });
    await expect(link).toBeVisible();
    await expect(page.getByText('1 result')).toBeVisible();
    await shootAdmin(page, 'categories');

    await link.click();
    await page.getByLabel('Name').fill('Aged Goat Cheese');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update Category Successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aged Goat Cheese' })).toBeVisible();
    const id = Number(
      (await page.getByRole('link', { name: 'Aged Goat Cheese' }).getAttribute('href'))?.split('/').pop(),
    );
    expect((await (await page.request.get(`/api/category/${id}`)).json()).response.name).toBe(
      'Aged Goat Cheese',
    );

    await page.getByRole('link', { name: 'Aged Goat Cheese' }).click();
    await shootAdmin(page, 'category-edit');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete the category "Aged Goat Cheese"/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    expect((await page.request.get(`/api/category/${id}`)).status()).toBe(404);
  });

  test("a screen's heading keeps its actions beside the title on a laptop", async ({ page }) => {
    // The heading is laid out by a shared stylesheet; a server component once received it through a
    // client module's re-export, got no class at all, and the button fell below the title.
    await signInToAdmin(page);
    await page.goto('/admin/orders');
    const title = await page.getByRole('heading', { level: 1, name: 'Orders' }).boundingBox();
    const action = await page.getByRole('link', { name: 'New phone order' }).boundingBox();
    expect(title && action).toBeTruthy();
    expect(
      Math.abs((action?.y ?? 0) + (action?.height ?? 0) / 2 - ((title?.y ?? 0) + (title?.height ?? 0) / 2)),
    ).toBeLessThan(12);
    expect(action?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0));
  });

  test('signing out ends the staff session', async ({ page }) => {
    await signInToAdmin(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
