import { expect, test } from '@playwright/test';

/**
 * The shop's type (app/globals.css, decision 0061): Poppins' faces are files of the shop's own,
 * asked for with the document (Link headers) rather than once the stylesheets are read.
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

test('a page draws in Poppins from public/fonts, the Latin faces only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/productDetailsPage?productCode=GH-250');
  await expect(page.getByRole('main')).toContainText('₹699.00');
  const poppins = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Poppins' && face.status === 'loaded')
      .map((face) => face.weight);
  });
  expect(poppins).toContain('400');
  const asked = fonts.filter((path) => path.includes('poppins'));
  expect(asked.length).toBeGreaterThan(0);
  // The preloaded names, not the bundle's hashed copies, and no latin-ext file.
  expect(asked.filter((path) => !/^\/fonts\/poppins-latin-\d00-normal\.woff2$/.test(path))).toEqual([]);
});
