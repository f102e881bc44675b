import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 32 item 7: the header's search. Enter opens the listing of what was typed; the suggestions
 * show price and stock, what is in stock first, and "See all results"; the listing's price order
 * is the order of the prices a customer pays (after offers), as the cards show them.
 */

function shoot(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots/edges', { recursive: true });
  return page.screenshot({ path: `/tmp/shots/edges/${name}.png` });
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  await expect(dialog.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  return dialog;
}

/** ₹1,250.00 → 125000 (paise). */
const paise = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('Enter in the header search opens the listing filtered by the words', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('ghee');
  await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?q=ghee$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “ghee”');
  await expect(dialog).toBeHidden();
});

test('suggestions show price and stock, in-stock first, and "See all results"', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('ghee');
    const results = dialog.getByRole('listitem');
    await expect(results.filter({ hasText: 'Goat Milk Ghee 1 kg' })).toBeVisible();
    const texts = await results.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    // Sold out (the 1 kg ghee) comes after every product in stock.
    const soldOut = texts.map((t) => t.includes('Out of stock'));
    expect(soldOut[0], texts.join(' | ')).toBe(false);
    expect(soldOut.indexOf(true), texts.join(' | ')).toBeGreaterThan(soldOut.lastIndexOf(false));
    for (const text of texts) expect(text).toMatch(/₹[\d,]+\.\d\d/);
    for (const text of texts) expect(text).toMatch(/In stock|left in stock|Out of stock/);
    const all = dialog.getByRole('link', { name: 'See all results' });
    await expect(all).toHaveAttribute('href', '/products?q=ghee');
    await shoot(page, `search-suggestions-${width}`);
    await all.click();
    await expect(page).toHaveURL(/\/products\?q=ghee$/);
    await expect(dialog).toBeHidden();
  }
});

test('the listing sorted by price follows the prices the cards show (offers included)', async ({ page }) => {
  const shown: number[] = [];
  for (const pageNumber of [1, 2, 3, 4]) {
    await page.goto(`/products?sort=price_asc${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.getByTestId('price').allTextContents()) shown.push(paise(text));
  }
  // The demo farm's 44 products, 12 a page.
  expect(shown.length).toBeGreaterThan(36);
  expect(shown, 'the prices a customer pays, low to high').toEqual([...shown].sort((a, b) => a - b));

  await page.goto('/products?sort=price_desc');
  const down = (await page.getByTestId('product-card').getByTestId('price').allTextContents()).map(paise);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await page.setViewportSize({ width: 360, height: 800 });
  await shoot(page, 'listing-price-asc-360');
});
