import { expect, type Page, test } from '@playwright/test';

/**
 * The loading overlay (spec §2: "from the start of every route change until it completes or
 * fails"), issue 14 items 1 and 2: it used to stay ~15 s over a page restored by Back or Forward,
 * swallowing every tap, and never appeared on a link tap however slow the next page was.
 */
const overlay = (page: Page) => page.getByTestId('loading-overlay');

/** Holds every request for a page's server-component data (`?_rsc=` / `RSC: 1`) until released. */
async function holdPageData(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return () => release();
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });

    test('Back and Forward restore the page at once, with no overlay over it', async ({ page }) => {
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const product = page.locator('a[href^="/productDetailsPage"]').first();
      await product.click();
      await expect(page).toHaveURL(/\/productDetailsPage\?/);
      await expect(overlay(page)).toBeHidden();

      await page.goBack();
      await expect(page).toHaveURL(/\/products$/);
      await expect(overlay(page)).toBeHidden();
      // Taps reach the page: the overlay would take this click.
      await product.click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/productDetailsPage\?/);

      await page.goBack();
      await page.goForward();
      await expect(page).toHaveURL(/\/productDetailsPage\?/);
      await expect(overlay(page)).toBeHidden();
    });
  });
}

test('a link tap shows the overlay until the next page is there', async ({ page }) => {
  // Held from the start, so that no prefetch can have brought the next page already.
  const release = await holdPageData(page);
  await page.goto('/');
  await page.locator('a[href="/products"]').first().click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page)).toContainText('Loading...');
  release();
  await expect(page).toHaveURL(/\/products$/);
  await expect(overlay(page)).toBeHidden();
});

test('a server-drawn link (the listing’s categories) opens its page through the router, in the page’s language', async ({
  page,
}) => {
  await page.goto('/ta/products');
  const category = page.locator('aside a[href*="category="]').first();
  await expect(category).toHaveAttribute('href', /^\/ta\/products\?/);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const release = await holdPageData(page);
  await category.click();
  await expect(overlay(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/ta\/products\?.*category=/);
  await expect(overlay(page)).toBeHidden();
  // The same document: the router drew the page, the browser did not load it.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A click with Ctrl held is the browser's (a new tab), not the router's.
  const opened = page.context().waitForEvent('page');
  await page
    .locator('aside a[href*="category="]')
    .nth(1)
    .click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
