/** 1200 × 630 blog covers: an illustration per post and its category on a pill. */
import type { DemoProduct } from '../../src/db/seed/data/products.js';
import { drawProduct } from './pictures.js';
import {
  calendar,
  cloud,
  compostHeap,
  hills,
  kadaiOnFire,
  lemon,
  mountains,
  palm,
  shed,
  steam,
  sun,
  syringe,
  trough,
} from './scenes.js';
import { BRAND, esc, FONT, linearGradient, place, svgDoc } from './svg.js';

type Find = (code: string) => DemoProduct;

const outdoors = (extra: string) =>
  `<rect width="1200" height="630" fill="url(#sky)"/>${sun(1020, 120, 60)}${cloud(300, 110)}${cloud(640, 80, 0.8)}${mountains(1200, 420)}${hills(1200, 630, 460)}${extra}`;
const kitchen = (extra: string) =>
  `<rect width="1200" height="630" fill="#f6efe1"/><rect y="470" width="1200" height="160" fill="#c89f6d"/><rect y="470" width="1200" height="14" fill="#a7804f"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 140 - 20}" y="0" width="4" height="470" fill="#efe4cf"/>`).join('')}${extra}`;

const scenes: Record<string, (find: Find) => string> = {
  'choosing-goats': (find) =>
    outdoors(
      `${palm(120, 560, 1)}${place(drawProduct(find('LG-KANNI')), 120, 200, 0.5)}${place(drawProduct(find('LG-TELLI-DOE')), 470, 230, 0.48)}${place(drawProduct(find('LG-SALEM')), 780, 200, 0.52)}`,
    ),
  'vaccination-calendar': (find) =>
    outdoors(
      `${calendar(90, 150)}${syringe(560, 230)}${place(drawProduct(find('LG-TELLI-BUCK')), 720, 190, 0.55)}`,
    ),
  'summer-care': (find) =>
    `<rect width="1200" height="630" fill="url(#hot)"/>${sun(980, 130, 80)}${hills(1200, 630, 470)}${palm(260, 560, 1.2)}${palm(380, 570, 0.9)}${trough(640, 470)}${place(drawProduct(find('LG-KODI')), 380, 190, 0.5)}`,
  'paneer-recipe': (find) =>
    kitchen(
      `${place(drawProduct(find('GM-1000')), 40, 60, 0.55)}${place(drawProduct(find('PN-200')), 380, 110, 0.6)}${lemon(900, 440)}`,
    ),
  'palkova-recipe': (find) =>
    kitchen(
      `${kadaiOnFire(340, 380, 0.2)}${steam(340, 290, 0.3)}${place(drawProduct(find('SW-PALKOVA')), 650, 130, 0.55)}`,
    ),
  'ghee-guide': (find) =>
    kitchen(
      `${place(drawProduct(find('GH-500')), 120, 90, 0.55)}${place(drawProduct(find('GH-250')), 430, 130, 0.5)}<g transform="translate(870 420)"><ellipse cx="0" cy="40" rx="150" ry="40" fill="#ffffff" stroke="#d9d4c6" stroke-width="5"/><ellipse cx="0" cy="30" rx="110" ry="26" fill="#f3ead7"/><path d="M-20 20 l150 -150" stroke="#c0c0c0" stroke-width="14" stroke-linecap="round"/><ellipse cx="-20" cy="24" rx="34" ry="16" fill="${BRAND.gold}"/></g>`,
    ),
  'farm-morning': (find) =>
    `<rect width="1200" height="630" fill="url(#dawn)"/>${sun(600, 380, 90)}${mountains(1200, 430)}${hills(1200, 630, 470)}${shed(110, 300, 1)}${palm(1080, 560, 1)}${place(drawProduct(find('GM-1000')), 620, 230, 0.42)}${place(drawProduct(find('GM-500')), 780, 250, 0.38)}`,
  vermicompost: (find) =>
    outdoors(`${compostHeap(400, 470)}${place(drawProduct(find('VC-25')), 730, 170, 0.55)}`),
  'kidding-season': (find) =>
    outdoors(
      `${shed(80, 300, 0.9)}${place(drawProduct(find('LG-TELLI-DOE')), 430, 180, 0.55)}${place(drawProduct(find('LG-BOER-KID')), 760, 300, 0.35)}${place(drawProduct(find('LG-BOER-KID')), 900, 320, 0.3)}`,
    ),
};

export function blogCover(cover: string, categoryName: string, find: Find): string {
  const scene = scenes[cover];
  if (!scene) throw new Error(`No blog cover scene "${cover}"`);
  const pillWidth = 60 + categoryName.length * 17;
  const body = `${scene(find)}
<rect x="40" y="36" width="${pillWidth}" height="52" rx="26" fill="${BRAND.teal}"/>
<text x="${40 + pillWidth / 2}" y="70" ${FONT} font-size="26" font-weight="bold" fill="${BRAND.gold}" text-anchor="middle">${esc(categoryName.toUpperCase())}</text>`;
  const defs = [
    linearGradient('sky', ['#bfe3ef', '#f6f3e4']),
    linearGradient('hot', ['#ffd59a', '#fff3d6']),
    linearGradient('dawn', ['#f7b267', '#fde2b5', '#dff0f5']),
  ].join('');
  return svgDoc(1200, 630, body, defs);
}
