/** Whole pictures: product photos, category tiles, banners, blog covers and offer cards, as SVG. */
import type { DemoCategory } from '../../src/db/seed/data/categories.js';
import type { DemoProduct } from '../../src/db/seed/data/products.js';
import { ART } from './art.js';
import { hills, palm, sun } from './scenes.js';
import {
  BRAND,
  esc,
  FONT,
  fitText,
  lighten,
  linearGradient,
  mix,
  place,
  radialGradient,
  svgDoc,
  wrapInto,
} from './svg.js';

export const drawProduct = (p: DemoProduct) => ART[p.art.kind](p.art.colour, p.name, p.art.accent);

/** 800 × 800: the product on a soft background, its name and unit on a card below. */
export function productPicture(p: DemoProduct): string {
  const c = p.art.colour;
  const isGoat = p.art.kind === 'goat';
  const background = isGoat
    ? `<rect width="800" height="800" fill="url(#bg)"/>${sun(640, 150, 60)}${hills(800, 800, 470)}`
    : `<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="360" r="300" fill="#ffffff" opacity="0.35"/>`;
  const defs = isGoat
    ? linearGradient('bg', ['#cfe9f2', '#f4f1e0'])
    : radialGradient('bg', mix(c, BRAND.cream, 0.9), mix(c, BRAND.cream, 0.68));
  const caption = wrapInto(p.name, 2);
  const body = `${background}
<text x="400" y="62" ${FONT} font-size="24" font-weight="bold" letter-spacing="4" fill="${BRAND.teal}" text-anchor="middle">ANAMALAI GOAT FARM</text>
${place(drawProduct(p), 40, -12, 0.9)}
<rect x="60" y="622" width="680" height="146" rx="26" fill="#ffffff" opacity="0.94"/>
<rect x="60" y="622" width="12" height="146" rx="6" fill="${BRAND.gold}"/>
${fitText(caption, { cx: 400, cy: 676, width: 620, height: 84 }, { fill: BRAND.teal, maxSize: 38 })}
<text x="400" y="748" ${FONT} font-size="28" font-weight="bold" fill="${mix(BRAND.gold, '#000000', 0.15)}" text-anchor="middle">${esc(p.unit)}</text>`;
  return svgDoc(800, 800, body, defs);
}

/** 600 × 600: the category's first products and its name. */
export function categoryPicture(category: DemoCategory, products: DemoProduct[]): string {
  const c = category.colour;
  const [first, second] = products;
  const arts = [
    second ? place(drawProduct(second), 250, 40, 0.5) : '',
    first ? place(drawProduct(first), 40, 70, 0.58) : '',
  ].join('');
  const body = `<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="300" cy="270" r="230" fill="#ffffff" opacity="0.4"/>
${arts}
<rect x="0" y="470" width="600" height="130" fill="${BRAND.teal}"/>
<rect x="0" y="470" width="600" height="8" fill="${BRAND.gold}"/>
${fitText(wrapInto(category.name, 2), { cx: 300, cy: 538, width: 540, height: 100 }, { fill: BRAND.white, maxSize: 44 })}`;
  return svgDoc(600, 600, body, radialGradient('bg', lighten(c, 0.85), lighten(c, 0.55)));
}

/** The right-hand group of a banner: up to three products side by side, the middle one in front. */
function productGroup(products: DemoProduct[], x: number, y: number): string {
  const [first, second, third] = products;
  const at = (p: DemoProduct | undefined, px: number, py: number, s: number) =>
    p ? place(drawProduct(p), px, py, s) : '';
  return [
    at(second, x - 70, y + 40, 0.56),
    at(third, x + 250, y + 40, 0.56),
    at(first, x + 85, y + 70, 0.64),
  ].join('');
}

/**
 * 1600 × 600 "default" banner: a picture with room on the left for the title the storefront writes
 * over it, so the picture itself carries no headline.
 */
export function defaultBanner(products: DemoProduct[], tint: string): string {
  const body = `<rect width="1600" height="600" fill="url(#bg)"/>
<circle cx="1180" cy="300" r="300" fill="#ffffff" opacity="0.12"/>
<circle cx="1180" cy="300" r="220" fill="#ffffff" opacity="0.12"/>
${Array.from({ length: 16 }, (_, i) => `<circle cx="${80 + ((i * 137) % 700)}" cy="${60 + ((i * 89) % 480)}" r="${3 + (i % 4)}" fill="${BRAND.gold}" opacity="0.35"/>`).join('')}
${productGroup(products, 900, 40)}`;
  return svgDoc(1600, 600, body, linearGradient('bg', [BRAND.teal, mix(BRAND.teal, tint, 0.35)], false));
}

/** 1600 × 600 "image" banner: a finished poster with its own headline. */
export function imageBanner(
  products: DemoProduct[],
  text: { title: string; subtitle: string },
  scene: 'cream' | 'pasture' | 'earth',
): string {
  const backgrounds = {
    cream: `<rect width="1600" height="600" fill="${BRAND.cream}"/><circle cx="1250" cy="300" r="320" fill="${lighten(BRAND.gold, 0.7)}"/>`,
    pasture: `<rect width="1600" height="600" fill="url(#sky)"/>${sun(1400, 110, 55)}${palm(1480, 520, 1.1)}${hills(1600, 600, 390)}`,
    earth: `<rect width="1600" height="600" fill="#f3ead7"/><path d="M0 470 q400 -60 800 0 t800 0 v130 h-1600 z" fill="#6b4a2b"/><path d="M0 500 q400 -40 800 0 t800 0 v100 h-1600 z" fill="#4e3620"/>`,
  };
  const body = `${backgrounds[scene]}
<rect x="60" y="120" width="640" height="360" rx="28" fill="#ffffff" opacity="0.9"/>
<rect x="60" y="120" width="14" height="360" rx="7" fill="${BRAND.gold}"/>
${fitText(wrapInto(text.title, 3), { cx: 390, cy: 260, width: 560, height: 200 }, { fill: BRAND.teal, maxSize: 60 })}
${fitText(wrapInto(text.subtitle, 2), { cx: 390, cy: 420, width: 560, height: 70 }, { fill: mix(BRAND.gold, '#000000', 0.25), maxSize: 30, weight: 'normal' })}
${productGroup(products, 960, 40)}`;
  return svgDoc(1600, 600, body, linearGradient('sky', ['#bfe3ef', '#f6f3e4']));
}

/** 800 × 450 offer card: the discount in gold, the title and two products. */
export function offerPicture(products: DemoProduct[], percent: number, title: string): string {
  const body = `<rect width="800" height="450" fill="url(#bg)"/>
<circle cx="620" cy="230" r="200" fill="#ffffff" opacity="0.1"/>
<text x="50" y="170" ${FONT} font-size="130" font-weight="bold" fill="${BRAND.gold}">${percent}%</text>
<text x="56" y="225" ${FONT} font-size="46" font-weight="bold" fill="${BRAND.white}" letter-spacing="6">OFF</text>
${fitText(wrapInto(title, 2), { cx: 240, cy: 320, width: 400, height: 90 }, { fill: BRAND.white, maxSize: 34, anchor: 'start', x: 50 })}
<rect x="50" y="380" width="190" height="42" rx="21" fill="${BRAND.gold}"/>
<text x="145" y="409" ${FONT} font-size="22" font-weight="bold" fill="${BRAND.teal}" text-anchor="middle">SHOP NOW</text>
${products
  .slice(0, 2)
  .map((p, i) => place(drawProduct(p), i === 0 ? 440 : 560, i === 0 ? 60 : 110, i === 0 ? 0.45 : 0.4))
  .join('')}`;
  return svgDoc(800, 450, body, linearGradient('bg', [BRAND.teal, '#0a3535'], false));
}
