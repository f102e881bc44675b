import { expect, test } from '@playwright/test';

/**
 * The shop's type (app/globals.css, app/poppins-rupee.css, decision 0061): Poppins' faces are
 * asked for with the document, and a price's ₹ is drawn by Poppins' own ₹ from the stylesheet, so
 * that no page looks among the machine's fonts for it (on Linux that search held the first layout)
 * and no file is fetched for one glyph.
 */

test('the document asks for the Poppins faces every page draws', async ({ request }) => {
  const res = await request.get('/productDetailsPage?productCode=GH-250');
  const preloads = (res.headers().link ?? '').split(',').filter((link) => link.includes('rel=preload'));
  for (const weight of [400, 600, 700]) {
    expect(preloads.some((link) => link.includes(`/fonts/poppins-latin-${weight}-normal.woff2`))).toBe(true);
  }
  const font = await request.get('/fonts/poppins-latin-400-normal.woff2');
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toBe('public, max-age=2592000');
});

test('a price’s ₹ is Poppins’ own, from the stylesheet, with no file fetched for it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/productDetailsPage?productCode=GH-250');
  await expect(page.getByRole('main')).toContainText('₹699.00');
  const rupeeFaces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Poppins' && /U\+20B9/i.test(face.unicodeRange))
      .map((face) => `${face.weight} ${face.status}`);
  });
  // One face a weight, and the price's weight drawn with, so loaded.
  expect(rupeeFaces).toHaveLength(4);
  expect(rupeeFaces.filter((face) => face.endsWith(' loaded')).length).toBeGreaterThan(0);
  // Of Poppins, the Latin faces only: no latin-ext file for ₹.
  const poppins = fonts.filter((path) => path.includes('poppins'));
  expect(poppins.length).toBeGreaterThan(0);
  expect(poppins.filter((path) => !/^\/fonts\/poppins-latin-\d00-normal\.woff2$/.test(path))).toEqual([]);
});
