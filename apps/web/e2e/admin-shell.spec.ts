import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { shootAdmin, signInToAdmin, signInToAdminOverApi, staffToken } from './support/admin';
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
      data: { name: 'Curious Customer', mobileNumber: mobile, password: 'curious-about-admin' },
    });
    expect(created.status()).toBe(201);
    const login = await page.request.post('/api/customer/login', {
      data: { userName: mobile, password: 'curious-about-admin' },
    });
    expect(login.ok()).toBe(true);
    // As the shop's sign-in leaves it in the browser (id and name, nothing secret).
    const { user } = (await login.json()).response;
    await page.addInitScript((u: { id: number; name: string }) => {
      localStorage.setItem('farm-shop', JSON.stringify({ state: { user: u, cartCount: 0 }, version: 0 }));
    }, user);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    // Told why (issue 14.14e).
    await expect(
      page.getByRole('status').filter({ hasText: 'signed in to the shop as Curious Customer' }),
    ).toContainText('The staff area needs a staff sign-in');
    await shootAdmin(page, 'staff-sign-in-as-customer');
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
    await expect(dialog).toContainText('It holds no products, so it is deleted for good.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    expect((await page.request.get(`/api/category/${id}`)).status()).toBe(404);
  });

  test('deleting a category with products says how many and archives it; Restore brings it back (issue 14.14g)', async ({
    page,
    request,
  }) => {
    const headers = { authorization: `Bearer ${await staffToken(request)}` };
    const name = `Kid Goat Shelf ${Date.now().toString(36)}`;
    const made = await request.post('/api/category', { headers, data: { name } });
    expect(made.status(), await made.text()).toBe(201);
    const id = (await made.json()).response.id as number;
    for (const n of [1, 2]) {
      const product = await request.post('/api/product', {
        headers,
        data: {
          productCode: `KGS-${id}-${n}`,
          name: `${name} item ${n}`,
          description: 'For a browser test.',
          categoryId: id,
          price: 5_000,
          unit: '1 pc',
          stock: 3,
          ...(n === 2 ? { status: 'draft' } : {}),
        },
      });
      expect(product.status(), await product.text()).toBe(201);
    }

    await signInToAdminOverApi(page);
    await page.goto(`/admin/categories/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the category "${name}"?` });
    await expect(dialog).toContainText('It holds 2 products, so it is archived instead of deleted');
    await shootAdmin(page, 'category-delete-with-products');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category archived: it still has products')).toBeVisible();

    await page.goto(`/admin/categories/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} (archived)` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await shootAdmin(page, 'category-archived');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Category restored: it is back in the shop')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    const shop = await (await request.get('/api/category/all?size=100')).json();
    expect(shop.response.map((c: { id: number }) => c.id)).toContain(id);
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
