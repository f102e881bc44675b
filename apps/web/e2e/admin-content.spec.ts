import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { shootAdmin, signInToAdmin, staffToken } from './support/admin';

const PICTURE = path.join(import.meta.dirname, '../public/demo/banners/default-ghee.webp');

/** A staff write shows on the storefront's next page load, on the first try (issue 14.12). */
async function visibleOnNextLoad(page: Page, url: string, text: string) {
  await page.goto(url);
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('content in the staff area', () => {
  test('the owner answers a review and the answer shows on the product page; hiding takes it off', async ({
    page,
  }) => {
    // A review waiting for an answer, written by a customer over the API.
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.request.post('/api/customer', {
      data: { name: 'Meena Review', mobileNumber: mobile, password: 'meena-reviews-ghee' },
    });
    const login = await page.request.post('/api/customer/login', {
      data: { userName: mobile, password: 'meena-reviews-ghee' },
    });
    const customerToken = (await login.json()).response.jwtToken as string;
    const product = (await (await page.request.get('/api/product/product-code?productCode=GM-500')).json())
      .response;
    const created = await page.request.post('/api/review', {
      headers: { authorization: `Bearer ${customerToken}` },
      data: {
        productId: product.id,
        rating: 4,
        title: 'Creamy and fresh',
        comment: 'Lovely milk, came cold.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.context().clearCookies();

    await signInToAdmin(page);
    await page.goto('/admin/reviews?replied=false&rating=4');
    await page.getByRole('link', { name: 'Creamy and fresh' }).click();
    await expect(page.getByRole('heading', { name: /Review of/ })).toBeVisible();
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Your reply is required')).toBeVisible();
    await page.getByLabel('Your reply').fill('Thank you Meena! Keep it in the fridge.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Reply added successfully')).toBeVisible();
    await expect(page.getByText('Thank you Meena! Keep it in the fridge.')).toBeVisible();
    await shootAdmin(page, 'review-detail');

    await visibleOnNextLoad(
      page,
      '/productDetailsPage?productCode=GM-500',
      'Thank you Meena! Keep it in the fridge.',
    );

    await page.goBack();
    await page.getByRole('button', { name: 'Hide from the shop' }).click();
    await expect(page.getByRole('button', { name: 'Show on the shop' })).toBeVisible();
    await page.context().clearCookies(); // staff see hidden reviews too; the public does not
    const reviews = await page.request.get(`/api/review/product/${product.id}?size=100`);
    const titles = (await reviews.json()).response.map((r: { title: string | null }) => r.title);
    expect(titles).not.toContain('Creamy and fresh');
  });

  test('the owner publishes a blog post in a new category; markup in it shows as text', async ({ page }) => {
    await signInToAdmin(page);
    await page.goto('/admin/blog-categories/new');
    await page.getByLabel('Name').fill('Farm diary');
    await page.getByRole('button', { name: 'Create blog category' }).click();
    await expect(page.getByText('Create Blog Category Successfully')).toBeVisible();

    await page.goto('/admin/blogs/new');
    await page.getByLabel('Title').fill('Kidding season at Anamalai');
    await page.getByLabel('Category').selectOption({ label: 'Farm diary' });
    await page
      .getByLabel('Text')
      .fill('Twelve kids this week.\n\n- <script>window.__pwned = 1</script> stays text\n- all healthy');
    await expect(page.getByRole('region', { name: 'Preview' }).getByText('all healthy')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(page.getByRole('img', { name: 'Cover picture' })).toBeVisible();
    await shootAdmin(page, 'blog-edit');
    await page.getByRole('button', { name: 'Create blog post' }).click();
    await expect(page.getByText('Create Blog Successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kidding season at Anamalai' })).toBeVisible();
    await shootAdmin(page, 'blogs');

    await visibleOnNextLoad(page, '/blogs', 'Kidding season at Anamalai');
    await page
      .getByRole('link', { name: /Kidding season at Anamalai/ })
      .first()
      .click();
    await expect(page.getByText('<script>window.__pwned = 1</script> stays text')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('the owner adds a home banner with a picture and an offer with dates', async ({ page }) => {
    await signInToAdmin(page);
    await page.goto('/admin/banners/new');
    // The form says what each type does: all are slides of the one home carousel (issue 14.14i).
    const type = page.getByLabel('Type');
    await expect(type).toHaveAccessibleDescription(
      /home page's carousel, shown before the image strip and video/,
    );
    await type.selectOption({ label: 'Image strip' });
    await expect(type).toHaveAccessibleDescription(/same home carousel.*not a separate strip/);
    await type.selectOption({ label: 'Video' });
    await expect(type).toHaveAccessibleDescription(
      /video slide in the same home carousel, after the picture slides/,
    );
    await expect(page.getByLabel('Position')).toHaveAccessibleDescription(
      /Order among banners of the same type: lower numbers show first/,
    );
    await shootAdmin(page, 'banner-types');
    await type.selectOption({ label: 'Home carousel' });
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText('Upload a picture or video')).toBeVisible();
    await page.getByLabel('Title').fill('Fresh paneer every Friday');
    await page.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
    await page.getByLabel('Link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText(/must be an http\(s\) URL/)).toBeVisible();
    await page.getByLabel('Link').fill('/products');
    await page.getByLabel('Position').fill('0');
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText('Create Banner Successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fresh paneer every Friday' })).toBeVisible();
    await shootAdmin(page, 'banners');

    const token = await staffToken(page.request);
    const banners = await page.request.get('/api/banner/all?type=default&size=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    const banner = (await banners.json()).response.find(
      (b: { title: string }) => b.title === 'Fresh paneer every Friday',
    );
    expect(banner).toMatchObject({ type: 'default', linkUrl: '/products', active: true });
    expect(banner.mediaUrl).toMatch(/^\/api\/media\/[a-f0-9]+\.webp$/);

    await page.goto('/admin/offers/new');
    await page.getByLabel('Title').fill('Diwali ghee offer');
    await page.getByLabel('Discount (%)').fill('15');
    await page.getByLabel('Applies to').selectOption({ label: 'Products of some categories' });
    await page.getByRole('checkbox', { name: 'Ghee & Butter' }).check();
    // Starts in 2030: scheduled, so no other test's ghee is discounted meanwhile.
    await page.getByLabel('First day').fill('2030-11-01');
    await page.getByLabel('Last day').fill('2030-10-01');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByText('Last day must not be before the first day')).toBeVisible();
    await page.getByLabel('Last day').fill('2030-12-31');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByText('Create Offer Successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Diwali ghee offer' })).toBeVisible();
    await shootAdmin(page, 'offers');
  });
});
