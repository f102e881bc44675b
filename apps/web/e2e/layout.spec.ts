import { expect, test } from '@playwright/test';

const TOP_BAR_HIDDEN = ['/signUp', '/sign-up', '/forgetPassword', '/setPasswordScreen', '/otpScreen'];
const FOOTER_HIDDEN = [
  '/signUp',
  '/sign-up',
  '/otpScreen',
  '/orderSummaryDetails',
  '/setPasswordScreen',
  '/cartPage',
  '/profileLogin',
  '/forgetPassword',
  '/wishlistPage',
  '/products',
  '/productDetailsPage',
  '/productDetailScreen/customise',
];

test('the home page shows the top bar, the footer and the farm', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toHaveAttribute('aria-current', 'page');
  const footer = page.locator('footer');
  await expect(footer).toContainText('© 2024');
  await expect(footer).toContainText('Quick Links');
  await expect(footer).toContainText('Useful Links');
  await expect(footer).toContainText('Get in Touch');
  await expect(footer).toContainText('Tamil Nadu');
  // The cart badge shows only when signed in.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

for (const route of TOP_BAR_HIDDEN) {
  test(`no top bar on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(0);
  });
}

for (const route of FOOTER_HIDDEN) {
  test(`no footer on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('footer')).toHaveCount(0);
  });
}

test('the search dialog follows the spec', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search products' }).click();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible();

  // Under 3 characters (after removing whitespace) nothing is asked.
  let searched = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/product/search')) searched += 1;
  });
  await search.fill('g o');
  await page.waitForTimeout(500);
  expect(searched).toBe(0);

  await search.fill('Fresh Goat  Milk');
  const result = page.getByRole('link', { name: /Fresh Goat Milk 500 ml/ });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('href', '/productDetailsPage?productCode=GM-500');

  await search.fill('zzqx');
  await expect(page.getByText('No result found')).toBeVisible();

  await page.getByRole('button', { name: 'Close search' }).click();
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByText('No result found')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mobile menu toggles and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const item of ['Home', 'Product', 'Contact Us', 'My Account', 'Privacy Policy', 'Login']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });
});
