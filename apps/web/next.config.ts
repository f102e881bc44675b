import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, MEDIA_IMAGE_QUALITIES } from '@farm/contract/plain/images';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/** next-intl reads each request's language and catalogues from here (decision 0053). */
const withNextIntl = createNextIntlPlugin('./src/lib/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  // server.mjs compresses (brotli where the browser takes it, gzip otherwise): decision 0063.
  compress: false,
  poweredByHeader: false,
  transpilePackages: ['@farm/contract', '@farm/words'],
  // Turbopack's default CSS chunking put all 83 stylesheets, the staff area's among them, in one file
  // every page loaded (115 kB, 21 kB gzipped). Its graph chunking splits by the pages that share
  // them: a storefront page loads 16 kB gzipped in 4 files. The request cost is what keeps it to 4
  // (the default made 8–9, 11 kB; a first visit's requests are a goal too). Decision 0060. The
  // weight distribution (default 0.1) counts a page with fewer stylesheets for more, so the staff
  // area's 60-odd pages outvote a storefront page less: home, listing and product 15.8 → 14.3 kB
  // and the cart 15.8 → 12.0 in as many files; the staff pages the same (decision 0062).
  experimental: { cssChunking: { type: 'graph', requestCost: 300_000, weightDistribution: 0.5 } },
  // public/fonts holds the faces every page draws (globals.css, app/[locale]/layout.tsx). Next serves
  // public files with `max-age=0`: each page of a visit would ask for them again (a 304 each). Their
  // names carry no hash, so 30 days rather than a year: a refreshed face (`npm run fonts`) reaches a
  // returning visitor within a month, and the old one draws the same letters meanwhile.
  async headers() {
    return [
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }] },
    ];
  },
  // `npm test` typechecks the whole repo; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Spec §9's widths and quality. The loader sends uploads (/api/media) to the API's resizer and the
  // web app's own pictures to Next's optimiser (docs/decisions/0014-images.md). `loader` stays
  // 'default' on purpose: a 'custom' loader would switch Next's optimiser endpoint off.
  images: {
    loaderFile: './src/lib/images/media-loader.ts',
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    // The API's list too: it encodes uploads at these qualities only (security issue 13.7).
    qualities: [...MEDIA_IMAGE_QUALITIES],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(config);
