/**
 * Draws the demo farm's pictures and video banners into apps/web/public/demo/ (committed).
 * Developers run it after changing the demo data: `npx tsx apps/api/scripts/generate-demo-images.ts`.
 * Everything is drawn here as SVG and rendered with sharp; the videos need ffmpeg on the PATH.
 * The seed and the app never run this and never download anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoBlogCategories, demoBlogs } from '../src/db/seed/data/blogs.js';
import { demoCategories } from '../src/db/seed/data/categories.js';
import { demoProducts } from '../src/db/seed/data/products.js';
import { blogCover } from './demo-images/blog.js';
import {
  categoryPicture,
  defaultBanner,
  imageBanner,
  offerPicture,
  productPicture,
} from './demo-images/pictures.js';
import { hasFfmpeg, renderVideos } from './demo-images/videos.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(here, '../../web/public/demo');
const QUALITY = 78;

const find = (code: string) => {
  const product = demoProducts.find((p) => p.code === code);
  if (!product) throw new Error(`No demo product ${code}`);
  return product;
};
const pick = (...codes: string[]) => codes.map(find);

async function write(relative: string, svg: string) {
  const file = path.join(OUT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toFile(file);
}

for (const product of demoProducts) {
  await write(`products/${product.code.toLowerCase()}.webp`, productPicture(product));
}

for (const category of demoCategories) {
  const members = demoProducts.filter((p) => p.category === category.key);
  await write(`categories/${category.slug}.webp`, categoryPicture(category, members));
}

await write('banners/default-fresh-milk.webp', defaultBanner(pick('GM-500', 'GM-1000', 'PN-200'), '#2b8a8a'));
await write('banners/default-ghee.webp', defaultBanner(pick('GH-500', 'GH-250', 'BT-200'), '#d4a017'));
await write(
  'banners/default-free-delivery.webp',
  defaultBanner(pick('VC-5', 'SP-GIFT-4', 'MP-500'), '#7a9e4f'),
);
await write(
  'banners/image-soaps.webp',
  imageBanner(
    pick('SP-ROSE', 'SP-NEEM', 'SP-TURMERIC'),
    { title: 'Handmade goat milk soaps', subtitle: 'Cold process, cured six weeks, no palm oil' },
    'cream',
  ),
);
await write(
  'banners/image-goats.webp',
  imageBanner(
    pick('LG-TELLI-DOE', 'LG-KANNI', 'LG-SALEM'),
    { title: 'Healthy breeding goats', subtitle: 'Tellicherry, Kanni Aadu, Salem Black and more' },
    'pasture',
  ),
);
await write(
  'banners/image-compost.webp',
  imageBanner(
    pick('VC-25', 'VC-5', 'VW-1'),
    { title: 'Vermicompost for your garden', subtitle: 'From our goats and earthworms to your soil' },
    'earth',
  ),
);

const offers: [string, number, string, string[]][] = [
  ['ghee-festival', 10, 'Ghee Festival', ['GH-500', 'GH-250']],
  ['soap-trio', 15, 'Goat milk soaps', ['SP-GIFT-4', 'SP-HONEY']],
  ['first-milk', 20, 'Your first milk order', ['GM-1000', 'GM-500']],
  ['garden-season', 12, 'Garden season compost', ['VC-25', 'VW-1']],
  ['kidding-season', 5, 'Kidding season booking', ['LG-BOER-KID', 'LG-TELLI-DOE']],
];
for (const [name, percent, title, codes] of offers) {
  await write(`offers/${name}.webp`, offerPicture(pick(...codes), percent, title));
}

for (const blog of demoBlogs) {
  const category = demoBlogCategories.find((c) => c.key === blog.category);
  await write(`blog/${blog.cover}.webp`, blogCover(blog.cover, category?.name ?? '', find));
}

if (hasFfmpeg()) {
  await renderVideos(path.join(OUT, 'banners'), find);
} else {
  console.warn('ffmpeg is not on the PATH: the video banners were not regenerated.');
}

const total = sizeOf(OUT);
console.log(`Demo pictures written to ${OUT}: ${(total / 1024 / 1024).toFixed(2)} MB in all.`);

function sizeOf(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size);
  }, 0);
}
