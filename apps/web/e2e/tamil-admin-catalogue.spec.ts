import { expect, type Page, test } from '@playwright/test';
import { signInToAdminOverApi, staffToken } from './support/admin';
import { spilledLabels } from './support/fits';

/**
 * The admin's catalogue in Tamil (issue 33): on /ta/admin/products the list and the product form
 * speak Tamil, and a product saved from the Tamil screen keeps what was typed, English and Tamil.
 */
test('staff add a product from the Tamil screens, and it keeps its values', async ({ page }) => {
  const tag = `TA-${Date.now().toString(36).toUpperCase()}`;
  const token = await staffToken(page.request);
  const category = await page.request.post('/api/category', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Ghee ${tag}`, translations: { ta: { name: `நெய் வகை ${tag}` } } },
  });
  expect(category.status(), await category.text()).toBe(201);

  await signInToAdminOverApi(page);
  await page.goto('/ta/admin/products');
  await expect(page).toHaveTitle(/^பொருட்கள்/);
  await expect(page.getByRole('heading', { name: 'பொருட்கள்', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'பொருளைத் தேடுங்க' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'விலை', exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByText('விற்பனையில்', { exact: true }).first()).toBeVisible();
  // The list's pages in Tamil (the words are the shared `common` ones, not next-intl's provider's).
  const pages = page.getByRole('navigation', { name: /பக்கங்கள்$/ });
  await expect(pages.getByRole('link', { name: 'அடுத்தது' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'பக்கம் 2' })).toBeVisible();
  await expect(pages).not.toContainText('common.');

  await page.getByRole('link', { name: 'புதிய பொருள்' }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { name: 'புதிய பொருள்', level: 1 })).toBeVisible();
  await page.getByLabel('பொருள் குறியீடு').fill(tag);
  await page.getByLabel('பெயர் (ஆங்கிலம்)').fill(`Goat Ghee ${tag}`);
  await page.getByLabel('பெயர் (தமிழ்)').fill(`ஆட்டு நெய் ${tag}`);
  await page.getByLabel('விவரம் (ஆங்கிலம்)').fill('Slow-cooked ghee from our goats’ milk.');
  await page.getByLabel('விவரம் (தமிழ்)').fill('எங்க ஆட்டுப்பால்ல மெதுவா காய்ச்சின நெய்.');
  // The category by its Tamil name, in the form as in the list (issue 33.4).
  await page.getByLabel('வகை', { exact: true }).selectOption({ label: `நெய் வகை ${tag}` });
  await page.getByLabel('அளவு (ஆங்கிலம்)').fill('250 g');
  await page.getByLabel('அளவு (தமிழ்)').fill('250 கிராம்');
  await page.getByLabel('விலை (₹)').fill('450');
  await page.getByLabel('இருப்பு', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'பொருளைச் சேர்' }).click();
  await expect(page).toHaveURL(/\/ta\/admin\/products$/);

  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText(`ஆட்டு நெய் ${tag}`);
  await expect(row).toContainText('₹450');
  await expect(row.getByRole('cell', { name: `நெய் வகை ${tag}`, exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Goat Ghee ${tag}` }).click();
  await expect(page.getByLabel('பெயர் (தமிழ்)')).toHaveValue(`ஆட்டு நெய் ${tag}`);
  await expect(page.getByLabel('அளவு (தமிழ்)')).toHaveValue('250 கிராம்');
  await expect(page.getByLabel('விலை (₹)')).toHaveValue('450.00');
  await expect(page.getByLabel('இருப்பு', { exact: true })).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeVisible();
});

/** Screenshots at the phone's and the desktop's width, for looking at (not asserting). */
async function shootTamil(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS ?? '/tmp/shots/tamil-admin';
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    expect(await spilledLabels(page.locator('body')), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The staff area's last editors worded (issue 33): each new-record screen at /ta/admin speaks
 * Tamil, its heading, its fields and its button: the English twin of a translated field is called
 * "(ஆங்கிலம்)", an optional field "(விருப்பம்)".
 */
const EDITORS = [
  {
    path: 'banners/new',
    heading: 'புதிய பேனர்',
    labels: ['தலைப்பு (ஆங்கிலம்)', 'வகை', 'இணைப்பு (விருப்பம்)', 'வரிசை எண்', 'கடையில் காட்டு'],
    button: 'பேனரைச் சேர்',
  },
  {
    path: 'blog-categories/new',
    heading: 'புதிய பதிவு வகை',
    labels: ['பெயர் (ஆங்கிலம்)', 'விவரம் (தமிழ்) (விருப்பம்)'],
    button: 'பதிவு வகையைச் சேர்',
  },
  {
    path: 'blogs/new',
    heading: 'புதிய பதிவு',
    labels: ['தலைப்பு (ஆங்கிலம்)', 'வகை', 'கட்டுரை (ஆங்கிலம்)', 'கட்டுரை (தமிழ்) (விருப்பம்)', 'வெளியிடப்பட்டது'],
    button: 'பதிவைச் சேர்',
  },
  {
    path: 'categories/new',
    heading: 'புதிய வகை',
    labels: ['பெயர் (ஆங்கிலம்)', 'விவரம் (தமிழ்) (விருப்பம்)'],
    button: 'வகையைச் சேர்',
  },
  {
    path: 'coupons/new',
    heading: 'புதிய கூப்பன்',
    labels: ['குறியீடு', 'தள்ளுபடி வகை', 'சதவீதம் (%)', 'மொத்தப் பயன்பாடு (விருப்பம்)', 'தொடக்கம் (விருப்பம்)'],
    button: 'கூப்பனைச் சேர்',
  },
  {
    path: 'offers/new',
    heading: 'புதிய சலுகை',
    labels: ['தலைப்பு (ஆங்கிலம்)', 'தள்ளுபடி', 'முதல் நாள் (விருப்பம்)', 'இயக்கத்தில்'],
    button: 'சலுகையைச் சேர்',
  },
] as const;

test('staff open every editor of the catalogue and content in Tamil', async ({ page }) => {
  await signInToAdminOverApi(page);
  for (const editor of EDITORS) {
    await page.goto(`/ta/admin/${editor.path}`);
    await expect(page.getByRole('heading', { name: editor.heading, level: 1 })).toBeVisible();
    for (const label of editor.labels) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: editor.button })).toBeVisible();
    await shootTamil(page, editor.path.replace('/new', ''));
  }

  // A field's own refusal and a type's hint, in Tamil too.
  await page.goto('/ta/admin/banners/new');
  const type = page.getByLabel('வகை', { exact: true });
  await type.selectOption({ label: 'படப் பட்டை' });
  await expect(type).toHaveAccessibleDescription(/தனிப் பட்டையாக வராது/);
  await page.getByRole('button', { name: 'பேனரைச் சேர்' }).click();
  await expect(page.getByText('படம் அல்லது வீடியோவைப் பதிவேற்றுங்க')).toBeVisible();
});

test('a CSV with a bad row shows its preview and the row’s problem in Tamil', async ({ page }) => {
  await signInToAdminOverApi(page);
  await page.goto('/ta/admin/products/import');
  await expect(page.getByRole('heading', { name: 'CSV-இலிருந்து பொருட்களை ஏற்று', level: 1 })).toBeVisible();
  const file = {
    name: 'tamil-prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('productCode,price\nGM-500,60.00\nNOPE-TA,50\n'),
  };
  await page.getByLabel('CSV கோப்பைத் தேர்ந்தெடுங்க').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'tamil-prices.csv முன்னோட்டம்' })).toBeVisible();
  await expect(page.getByText(/^2 வரிசைகள் படித்தது: .*1 வரிசையில் பிழை\.$/)).toBeVisible();
  const problems = page.getByRole('alert').filter({ hasText: 'எதையும் சேமிக்க முடியாது' });
  await expect(problems).toContainText('வரிசை 3 (NOPE-TA): தெரியாத பொருள் குறியீடு NOPE-TA');
  await expect(page.getByRole('columnheader', { name: 'முடிவு' })).toBeVisible();
  await expect(page.getByRole('button', { name: /சேமி$/ })).toBeDisabled();
  await shootTamil(page, 'csv-import');
});
