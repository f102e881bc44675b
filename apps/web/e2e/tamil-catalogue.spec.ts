import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { overflowPixels, spilledLabels } from './support/fits';
import { signUpAndSignIn } from './support/shopper';

/**
 * The catalogue in Tamil (issue 33): on /ta the home page, the listing and a product page speak
 * Tamil and name the demo farm's products by their Tamil names; a customer adds to the cart there;
 * the reviews are in Tamil; nothing runs off the screen. The English pages are the other specs'.
 */

const fitsTheScreen = async (page: Page) => (await overflowPixels(page)) === 0;

/** The whole page, to look at (360 px on the phone project, 1280 px on the desktop one). */
async function shoot(page: Page, name: string, info: TestInfo) {
  await page.evaluate(() => document.fonts.ready);
  expect(await spilledLabels(page.locator('body')), `${name}: labels past their buttons`).toEqual([]);
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}

test('the home page speaks Tamil', async ({ page }, info) => {
  await page.goto('/ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'வகை வாரியாக வாங்குங்க' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'அதிகம் விற்பவை' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'எல்லாப் பொருட்களும்' }).first()).toBeVisible();
  // The blog's section streams in last; its "all posts" link ran 100 px off a 360 px phone.
  const blog = page.getByRole('heading', { name: 'பண்ணை வலைப்பதிவிலிருந்து' });
  await blog.scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'எல்லாப் பதிவுகளும்' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  // No category's Tamil name is cut at its card's edge (நெய் & வெண்ணெய் was, in a third of 360 px).
  const clipped = await page
    .getByRole('region', { name: 'வகை வாரியாக வாங்குங்க' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.flatMap((link) =>
        [...link.querySelectorAll('span')]
          .filter((s) => s.scrollWidth > s.clientWidth)
          .map((s) => s.textContent),
      ),
    );
  expect(clipped).toEqual([]);
  await shoot(page, 'home', info);
});

test('the listing speaks Tamil and names the products in Tamil', async ({ page }, info) => {
  await page.goto('/ta/products');
  await expect(page.getByRole('heading', { level: 1, name: 'எல்லாப் பொருட்களும்' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await shoot(page, 'products', info);

  await page.goto('/ta/products?q=ghee');
  await expect(page).toHaveTitle(/“ghee” தேடல் முடிவுகள்/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole('link', { name: 'ஆட்டுப்பால் நெய் 250 கி' })).toBeVisible();
  await expect(page.getByLabel('வரிசை')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'பொருட்கள்' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
});

test('a product page in Tamil: words, name, reviews, and add to cart', async ({ page }, info) => {
  await signUpAndSignIn(page, 'Selvi Tamil');
  await page.goto('/ta/productDetailsPage?productCode=GM-500');
  await expect(page).toHaveTitle(/^ஆட்டுப்பால் 500 மி.லி \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'ஆட்டுப்பால் 500 மி.லி' })).toBeVisible();
  await expect(page.getByText('எல்லா வரிகளும் சேர்த்து')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'இந்தப் பொருளைப் பற்றி' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'வாடிக்கையாளர் விமர்சனங்கள்' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'நீங்கள் இருக்கும் இடம்' })).toContainText('முகப்பு');

  // The product's JSON-LD names it in the page's language.
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? '{}').name).toBe('ஆட்டுப்பால் 500 மி.லி');

  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await page.getByRole('button', { name: 'எண்ணிக்கையைக் கூட்டு' }).click();
  await expect(page.getByRole('spinbutton', { name: 'எண்ணிக்கை' })).toHaveValue('2');
  await page.getByRole('button', { name: 'கூடையில் சேர்' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText('உங்க கூடையில்: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'கூடையைப் புதுப்பி' })).toBeVisible();

  // The wishlist's toast is the page's own words.
  await page.getByRole('button', { name: 'விருப்பப் பட்டியலில் வை' }).click();
  await expect(page.getByText('விருப்பப் பட்டியலில் சேர்த்தோம்')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await shoot(page, 'product', info);

  await page.goto('/ta/wishlistPage');
  await expect(page.getByRole('heading', { name: 'உங்க விருப்பப் பட்டியல்' })).toBeVisible();
  await expect(page.getByTestId('wishlist-card')).toContainText('ஆட்டுப்பால் 500 மி.லி');
  await expect(page.getByRole('link', { name: /கூடையில் உள்ளது/ })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  // "கூடையில் உள்ளது" is wider than a card's button at 360 px: on two lines, not past its edges.
  expect(await spilledLabels(page.getByTestId('wishlist-card'))).toEqual([]);
  await shoot(page, 'wishlist', info);
});
