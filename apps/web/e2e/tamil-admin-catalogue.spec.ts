import { expect, test } from '@playwright/test';
import { signInToAdminOverApi, staffToken } from './support/admin';

/**
 * The admin's catalogue in Tamil (issue 33): on /ta/admin/products the list and the product form
 * speak Tamil, and a product saved from the Tamil screen keeps what was typed, English and Tamil.
 */
test('staff add a product from the Tamil screens, and it keeps its values', async ({ page }) => {
  const tag = `TA-${Date.now().toString(36).toUpperCase()}`;
  const token = await staffToken(page.request);
  const category = await page.request.post('/api/category', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Ghee ${tag}` },
  });
  expect(category.status(), await category.text()).toBe(201);

  await signInToAdminOverApi(page);
  await page.goto('/ta/admin/products');
  await expect(page).toHaveTitle(/^பொருட்கள்/);
  await expect(page.getByRole('heading', { name: 'பொருட்கள்', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'பொருளைத் தேடுங்க' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'விலை', exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('விற்பனையில்', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'புதிய பொருள்' }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { name: 'புதிய பொருள்', level: 1 })).toBeVisible();
  await page.getByLabel('பொருள் குறியீடு').fill(tag);
  await page.getByLabel('பெயர் (ஆங்கிலம்)').fill(`Goat Ghee ${tag}`);
  await page.getByLabel('பெயர் (தமிழ்)').fill(`ஆட்டு நெய் ${tag}`);
  await page.getByLabel('விவரம் (ஆங்கிலம்)').fill('Slow-cooked ghee from our goats’ milk.');
  await page.getByLabel('விவரம் (தமிழ்)').fill('எங்க ஆட்டுப்பால்ல மெதுவா காய்ச்சின நெய்.');
  await page.getByLabel('வகை', { exact: true }).selectOption({ label: `Ghee ${tag}` });
  await page.getByLabel('அளவு (ஆங்கிலம்)').fill('250 g');
  await page.getByLabel('அளவு (தமிழ்)').fill('250 கிராம்');
  await page.getByLabel('விலை (₹)').fill('450');
  await page.getByLabel('இருப்பு', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'பொருளைச் சேர்' }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/products$/);

  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText(`ஆட்டு நெய் ${tag}`);
  await expect(row).toContainText('₹450');
  await row.getByRole('link', { name: `Goat Ghee ${tag}` }).click();
  await expect(page.getByLabel('பெயர் (தமிழ்)')).toHaveValue(`ஆட்டு நெய் ${tag}`);
  await expect(page.getByLabel('அளவு (தமிழ்)')).toHaveValue('250 கிராம்');
  await expect(page.getByLabel('விலை (₹)')).toHaveValue('450.00');
  await expect(page.getByLabel('இருப்பு', { exact: true })).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeVisible();
});
