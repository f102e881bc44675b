import type { PublicSettings } from '@farm/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { seriousViolations } from './support/axe';
import { signUpAndSignIn } from './support/shopper';

async function shopSettings(request: APIRequestContext): Promise<PublicSettings> {
  const res = await request.get('/api/settings');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).response;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).response.jwtToken;
}

function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim());
}

function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Counts the contact form's POSTs, so a test can tell that nothing was sent. */
function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/contact-as')) posts += 1;
  });
  return () => posts;
}

test.describe('contact form', () => {
  test('a bad mobile number shows a field error and sends nothing', async ({ page }) => {
    const posts = countContactPosts(page);
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Kavitha');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Message', { exact: true }).fill('Do you deliver to Erode?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Must be a 10-digit Indian mobile number')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
  });

  test('an empty form names every missing field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your mobile number')).toBeVisible();
    await expect(page.getByText('Please write your message')).toBeVisible();
  });

  test('sends the message, shows the toast and clears the form', async ({ page, request }) => {
    const settings = await shopSettings(request);
    await page.goto('/contact');
    // The farm's details sit beside the form.
    await expect(page.getByRole('main').getByText(settings.addressLine1, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: settings.careEmail })).toBeVisible();

    const mobile = randomMobile();
    const message = `Is paneer available this Sunday? (${mobile})`;
    await page.getByLabel('Your name').fill('Murugan');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Message', { exact: true }).fill(message);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/contact-as'));
    await page.getByRole('button', { name: 'Send message' }).click();

    // The e-mail was left empty: it is not in the body at all (the API refuses "").
    expect((await sent).postDataJSON()).toEqual({ name: 'Murugan', mobileNumber: `+91${mobile}`, message });
    await expect(page.getByText('Message Sended Successfully')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

    // The farm got it.
    const token = await staffToken(request);
    const inbox = await request.get('/api/contact-as/all?size=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    const messages: { message: string; mobileNumber: string; email: string | null }[] = (await inbox.json())
      .response;
    expect(messages.find((m) => m.message === message)).toMatchObject({
      mobileNumber: `+91${mobile}`,
      email: null,
    });
  });

  test("the server's field errors land on the fields", async ({ page }) => {
    await page.route('**/api/contact-as', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://farm.shop/problems/validation-failed',
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'Invalid email',
          // The field's code and values are what the page words (decision 0049), not the English.
          errors: [
            {
              field: 'email',
              code: 'invalid_format',
              params: { format: 'email' },
              message: 'is not accepted here',
            },
          ],
        }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Selvi');
    await page.getByLabel('Mobile number').fill(randomMobile());
    await page.getByLabel('E-mail').fill('selvi@example.in');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();
    await expect(page.getByText('Is not accepted here')).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });

  test('a signed-in customer finds their name and number filled in, also after sending', async ({ page }) => {
    const customer = await signUpAndSignIn(page, 'Meena Contact', { verified: false });
    await page.goto('/contact');
    await expect(page.getByLabel('Your name')).toHaveValue(customer.name);
    await expect(page.getByLabel('Mobile number')).toHaveValue(customer.mobileNumber);

    // A first try names what is missing; typing it clears that field's error before sending again.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please write your message')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
    await page.getByLabel('Message', { exact: true }).fill('Is the ghee back?');
    await expect(page.getByText('Please write your message')).toHaveCount(0);
    await expect(page.getByText('17/2000')).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message Sended Successfully')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Your name')).toHaveValue(customer.name);
  });

  test('too many messages: please wait and try again', async ({ page }) => {
    await page.route('**/api/contact-as', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        headers: { 'retry-after': '60' },
        body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429 }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Selvi');
    await page.getByLabel('Mobile number').fill(randomMobile());
    await page.getByLabel('Message', { exact: true }).fill('Hello again');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please wait and try again')).toBeVisible();
    // Nothing was lost: the customer can send it later.
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello again');
  });
});

const POLICY_PAGES = [
  { path: '/privacyPolicy', title: 'Privacy Policy', key: 'privacyPolicy' },
  { path: '/termsAndConditions', title: 'Terms and Conditions', key: 'termsAndConditions' },
  { path: '/shippingPolicy', title: 'Shipping Policy', key: 'shippingPolicy' },
  { path: '/refundPolicy', title: 'Refund Policy', key: 'refundPolicy' },
] as const;

for (const policy of POLICY_PAGES) {
  test(`${policy.path} shows its title and the text from the settings`, async ({ page, request }) => {
    const paragraphs = paragraphsOf((await shopSettings(request))[policy.key]);
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(policy.title));
    const text = page.getByRole('article');
    // One paragraph per blank-line-separated block, in order.
    for (const paragraph of paragraphs)
      await expect(text.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(page.locator('footer')).toContainText('© 2024');
  });
}

test('/about tells the farm story', async ({ page, request }) => {
  const settings = await shopSettings(request);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: settings.farmName })).toBeVisible();
  await expect(page.getByText(paragraphsOf(settings.about)[0] ?? '', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('link', { name: settings.careEmail })).toBeVisible();
});

test.describe('blog', () => {
  test('lists posts, pages through them and filters by category', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    await expect(posts).toHaveCount(6);
    await expect(page.getByText('8 posts')).toBeVisible();
    // The draft of the demo data is not shown.
    await expect(page.getByText('Kidding season diary')).toHaveCount(0);

    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(posts).toHaveCount(2);

    const filter = page.getByRole('navigation', { name: 'Blog categories' });
    await filter.getByRole('link', { name: /Recipes/ }).click();
    await expect(page).toHaveURL(/\/blogs\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(filter.getByRole('link', { name: /Recipes/ })).toHaveAttribute('aria-current', 'page');
    await expect(posts).toHaveCount(3);
    for (const category of await posts
      .getByRole('link', { name: /Recipes|Goat Care|Farm Life/ })
      .allTextContents()) {
      expect(category).toBe('Recipes');
    }
    await expect(page.getByRole('link', { name: /paneer at home/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /Choosing your first goats/ })).toHaveCount(0);

    await filter.getByRole('link', { name: /All posts/ }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(posts).toHaveCount(6);
  });

  test('a post opens with its paragraphs and leads back to the blog', async ({ page, request }) => {
    const list = await (await request.get('/api/blogs/all?size=1')).json();
    const newest = list.response[0];
    const post = (await (await request.get(`/api/blogs/${newest.id}`)).json()).response;

    await page.goto('/blogs');
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${post.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(post.title.slice(0, 20)));
    // Open Graph as a crawler reads it: the post's own document. After an in-app navigation the
    // list's tags may still be in the head beside the post's (Next keeps both at times).
    await page.reload();
    const ogTitle = page.locator('meta[property="og:title"]');
    await expect(ogTitle).toHaveCount(1);
    await expect(ogTitle).toHaveAttribute('content', post.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const paragraphs = paragraphsOf(post.content);
    expect(paragraphs.length).toBeGreaterThan(2);
    const article = page.getByRole('article').first();
    await expect(article.locator('p', { hasText: paragraphs[0] })).toBeVisible();
    await expect(article.locator('p', { hasText: paragraphs.at(-1) })).toBeVisible();
    await expect(article.getByText(post.blogCategory.name).first()).toBeVisible();
    if (post.authorName) await expect(article.getByText(`By ${post.authorName}`)).toBeVisible();

    await page.getByRole('link', { name: 'Back to blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('an unknown post is a 404 inside the shop', async ({ page }) => {
    const res = await page.goto('/blogs/987654');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });
});

test('an unknown path shows the 404 page inside the shop frame', async ({ page }) => {
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('© 2024');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("every tab names the shop as its settings do, not 'Farm Shop' (issue 14.8)", async ({ page }) => {
  for (const path of [
    '/products',
    '/blogs',
    '/about',
    '/contact',
    '/profileLogin',
    '/cart',
    '/no-such-page',
  ]) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/ \| Anamalai Goat Farm$/);
    expect(title, path).not.toContain('Farm Shop');
  }
});

for (const path of ['/about', '/contact', '/privacyPolicy', '/blogs', '/blogs?category=1', '/no-such-page']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds nothing serious on a blog post', async ({ page, request }) => {
  const newest = (await (await request.get('/api/blogs/all?size=1')).json()).response[0];
  await page.goto(`/blogs/${newest.id}`);
  expect(await seriousViolations(page)).toEqual([]);
});
