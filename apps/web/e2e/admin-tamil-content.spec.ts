import { expect, test } from '@playwright/test';
import { signInToAdminOverApi, staffToken } from './support/admin';

// Issue 33.4: staff write a category's Tamil beside its English, and the "Missing Tamil" filter
// shows what is left to translate.
test('staff give a category its Tamil side by side, and it leaves the missing-Tamil list', async ({
  page,
}) => {
  const name = `Buttermilk ${Date.now().toString(36)}`;
  const token = await staffToken(page.request);
  const created = await page.request.post('/api/category', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Spiced buttermilk from our curd' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInToAdminOverApi(page);
  await page.goto('/admin/categories');
  await page.getByLabel('Tamil').selectOption({ label: 'Missing Tamil' });
  await expect(page).toHaveURL(/missing=ta/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Missing: name, description');
  await row.getByRole('link', { name }).click();

  // English and Tamil side by side at 1280 px: the Tamil field to the right, on the same line.
  const english = page.getByLabel('Name', { exact: true });
  const tamil = page.getByLabel('பெயர் (தமிழ்)');
  await expect(tamil).toBeVisible();
  const [left, right] = [await english.boundingBox(), await tamil.boundingBox()];
  expect(right && left && right.x > left.x + left.width).toBe(true);
  expect(right && left && Math.abs(right.y - left.y) < 4).toBe(true);
  await expect(page.getByText('Missing Tamil')).toHaveCount(2);

  // On a phone the two stack: the Tamil field under the English one.
  await page.setViewportSize({ width: 360, height: 800 });
  const [top, below] = [await english.boundingBox(), await tamil.boundingBox()];
  expect(top && below && below.y >= top.y + top.height).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await tamil.fill('மசாலா மோர்');
  await expect(page.getByText('Missing Tamil')).toHaveCount(1);
  await page.getByLabel('விவரம் (தமிழ்)').fill('எங்க தயிர்ல கடைஞ்ச மசாலா மோர்');
  await expect(page.getByText('Missing Tamil')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Update Category Successfully')).toBeVisible();

  await page.goto('/admin/categories?missing=ta');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Tamil').selectOption({ label: 'All' });
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Done');

  // Read back as the storefront reads it.
  const read = await (await page.request.get(`/api/category/${(await created.json()).response.id}`)).json();
  expect(read.response.translations).toEqual({
    ta: { name: 'மசாலா மோர்', description: 'எங்க தயிர்ல கடைஞ்ச மசாலா மோர்' },
  });
});
