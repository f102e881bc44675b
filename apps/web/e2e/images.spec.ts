import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Pictures go through an optimiser at the width the layout shows them: uploads through the API's
 * resizer, the demo's own pictures through Next's. Quality 75 (spec §9) either way.
 */

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).response.jwtToken}` };
}

/** Scrolls through the page so lazy pictures load, then waits for every one of them. */
async function loadAllPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // Slides beside the one showing may stay unloaded until they come round.
  const pending = () =>
    page.evaluate(
      () =>
        [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return !img.complete && box.right > 0 && box.left < window.innerWidth;
        }).length,
    );
  await expect.poll(pending).toBe(0);
}

test('an uploaded picture comes from the API, resized to the width the page shows it at', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request);
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: {
        name: 'feta.webp',
        mimeType: 'image/webp',
        buffer: fs.readFileSync(new URL('../public/demo/products/ch-feta.webp', import.meta.url)),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const media = (await upload.json()).response as { url: string; width: number };
  expect(media.url).toMatch(/^\/api\/media\/[a-f0-9]+\.webp$/);

  const categories = (await (await request.get('/api/category/all?size=1')).json()).response;
  const code = `IMG-${Date.now()}`;
  const created = await request.post('/api/product', {
    headers,
    data: {
      productCode: code,
      name: 'Picture Check Feta',
      description: 'A product made by the image test.',
      categoryId: categories[0].id,
      price: 10000,
      unit: '200 g',
      stock: 3,
      imageUrls: [media.url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json()).response.id as number;

  try {
    await page.setViewportSize({ width: 360, height: 740 });
    const served: { url: string; status: number; type: string | undefined }[] = [];
    page.on('response', (res) => {
      if (res.url().includes(media.url)) {
        served.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] });
      }
    });
    await page.goto(`/productDetailsPage?productCode=${code}`);
    const picture = page.getByRole('img', { name: 'Picture Check Feta' });
    await expect(picture).toHaveJSProperty('complete', true);
    const shown = await picture.evaluate(async (img: HTMLImageElement) => {
      // An <img srcset>'s naturalWidth is corrected for the density it was chosen for; a plain
      // copy of the chosen file tells its real width.
      const copy = new Image();
      copy.src = img.currentSrc;
      await copy.decode();
      return {
        src: img.currentSrc.replace(location.origin, ''),
        srcset: img.srcset,
        fileWidth: copy.naturalWidth,
        width: img.clientWidth,
        fetchPriority: img.getAttribute('fetchpriority'),
      };
    });
    // 360 px wide, one column: 328 px of picture, asked for at the next width up (or, as Chromium
    // sometimes does for a picture it meets early, one more), never the original.
    expect([`${media.url}?w=384&q=75`, `${media.url}?w=640&q=75`]).toContain(shown.src);
    expect(shown.fileWidth).toBe(Number(new URL(shown.src, 'http://x').searchParams.get('w')));
    expect(shown.fileWidth).toBeLessThan(media.width);
    expect(shown.width).toBe(328);
    expect(shown.fetchPriority).toBe('high');
    for (const w of [384, 640, 1080, 3840]) expect(shown.srcset).toContain(`${media.url}?w=${w}&q=75 ${w}w`);
    expect(served).toContainEqual({
      url: expect.stringContaining(shown.src),
      status: 200,
      type: 'image/webp',
    });
    // The page asks for it from the <head>, before the body is read.
    await expect(
      page.locator(`head link[rel="preload"][as="image"][imagesrcset*="${media.url}"]`),
    ).toHaveCount(1);
  } finally {
    await request.delete(`/api/product/${productId}`, { headers });
  }
});

test.describe('on a phone with a sharp screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });

  // What each page's largest paint is: a picture, or the listing's first card (whichever product it is).
  for (const [route, lcp] of [
    ['/', '/demo/banners/'],
    ['/products', 'first card'],
    ['/productDetailsPage?productCode=GM-500', '/demo/products/gm-500.webp'],
  ] as const) {
    test(`${route}: pictures reserve their space and are asked for at the width they are shown`, async ({
      page,
    }) => {
      await page.goto(route);
      await loadAllPictures(page);
      const pictures = await page.locator('main img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => {
          // The width `sizes` gives at this viewport (or the fixed width): what the browser picks a
          // file for. Which file it then takes may vary (Chromium sometimes takes a larger one).
          const slot = (img.sizes || `${img.getAttribute('width')}px`).split(',').map((entry) => {
            const match = /^(\([^)]*\))\s+(.+)$/.exec(entry.trim());
            return match ? { media: match[1], length: match[2] } : { media: undefined, length: entry.trim() };
          });
          const chosen = slot.find((entry) => !entry.media || matchMedia(entry.media).matches);
          const probe = document.createElement('div');
          probe.style.cssText = `position: absolute; visibility: hidden; width: ${chosen?.length}`;
          document.body.append(probe);
          const slotWidth = probe.getBoundingClientRect().width;
          probe.remove();
          return {
            src: decodeURIComponent(img.getAttribute('src') ?? ''),
            sized: img.hasAttribute('width') && img.hasAttribute('height'),
            slotWidth,
            shownWidth: img.getBoundingClientRect().width,
            highPriority: img.getAttribute('fetchpriority') === 'high',
            inFirstCard:
              img.closest('[data-testid="product-card"]') ===
              document.querySelector('main [data-testid="product-card"]'),
          };
        }),
      );
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.sized, picture.src).toBe(true);
        // Through an optimiser (Next's for the demo's pictures), at quality 75.
        expect(picture.src, picture.src).toMatch(/^\/_next\/image\?url=\/demo\/.+&w=\d+&q=75$/);
        // Never blurred (asked for narrower than shown), never much wider than shown.
        expect(picture.slotWidth, picture.src).toBeGreaterThanOrEqual(picture.shownWidth - 2);
        expect(picture.slotWidth, picture.src).toBeLessThanOrEqual(picture.shownWidth * 1.25 + 8);
      }
      // Only the largest paint is asked for first. On the listing that is the first card's picture,
      // whichever product comes first (one another test just made may have none: then nothing is).
      const first = pictures.filter((p) => p.highPriority);
      if (lcp === 'first card') {
        expect(first).toEqual(pictures.filter((p) => p.inFirstCard));
      } else {
        expect(first).toHaveLength(1);
        expect(first[0]?.src).toContain(lcp);
      }
    });
  }
});
