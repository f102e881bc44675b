/** Scenery pieces shared by banners, blog covers and video frames. */
import { BRAND, darken } from './svg.js';

export const sun = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="#ffe8a3" opacity="0.45"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffcc4d"/>`;

/** Two rolling green hills across the bottom, the nearer one starting at `top`. */
export const hills = (width: number, height: number, top: number) => {
  const back = top - 50;
  return `<path d="M0 ${back} Q${width * 0.25} ${back - 70} ${width * 0.5} ${back} T${width} ${back} V${height} H0 Z" fill="#9ccf7f"/>
<path d="M0 ${top} Q${width * 0.3} ${top - 40} ${width * 0.6} ${top + 10} T${width} ${top} V${height} H0 Z" fill="#6fb35a"/>`;
};

/** The Anamalai hills in blue-grey behind the farm. */
export const mountains = (width: number, base: number) =>
  `<path d="M0 ${base} L${width * 0.12} ${base - 120} L${width * 0.22} ${base - 60} L${width * 0.38} ${base - 170} L${width * 0.55} ${base - 70} L${width * 0.7} ${base - 150} L${width * 0.86} ${base - 50} L${width} ${base - 110} V${base} Z" fill="#8fb0b8" opacity="0.8"/>`;

export const cloud = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.92"><ellipse cx="0" cy="0" rx="60" ry="26"/><ellipse cx="40" cy="-14" rx="42" ry="30"/><ellipse cx="-36" cy="-8" rx="34" ry="22"/></g>`;

/** A coconut palm whose foot stands at (x, y). */
export const palm = (x: number, y: number, s = 1) => {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => `<path d="M0 0 q60 -30 130 20 q-70 -10 -130 -20 z" fill="#2f7d32" transform="rotate(${a})"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 q-20 -150 20 -300" stroke="#8d6e4a" stroke-width="18" fill="none" stroke-linecap="round"/><g transform="translate(20 -300)">${leaves}<circle cx="0" cy="8" r="10" fill="#6d4c2f"/><circle cx="14" cy="12" r="10" fill="#6d4c2f"/></g></g>`;
};

/** A goat shed with a sloping tiled roof, raised on stilts. */
export const shed = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="0" y="60" width="300" height="120" fill="#e8d9b8"/>
${[20, 90, 160, 230].map((px) => `<rect x="${px}" y="180" width="14" height="40" fill="#7a5a2e"/>`).join('')}
${[30, 70, 110, 150, 190, 230, 270].map((px) => `<rect x="${px}" y="80" width="10" height="100" fill="#b89b6a"/>`).join('')}
<path d="M-30 70 L150 -10 L330 70 Z" fill="#b5532f"/>
<path d="M-30 70 L330 70" stroke="${darken('#b5532f', 0.3)}" stroke-width="8"/>
</g>`;

/** A wall calendar page with ticked days. */
export const calendar = (x: number, y: number) => {
  const cells = Array.from({ length: 28 }, (_, i) => {
    const cx = 30 + (i % 7) * 50;
    const cy = 120 + Math.floor(i / 7) * 50;
    const ticked = [2, 9, 16, 20].includes(i);
    return `<rect x="${cx}" y="${cy}" width="40" height="40" rx="6" fill="${ticked ? BRAND.gold : '#f1efe8'}"/>${ticked ? `<path d="M${cx + 10} ${cy + 20} l8 9 l14 -18" stroke="${BRAND.teal}" stroke-width="5" fill="none"/>` : ''}`;
  }).join('');
  return `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="390" height="340" rx="18" fill="#ffffff"/><rect x="0" y="0" width="390" height="90" rx="18" fill="${BRAND.teal}"/><rect x="0" y="60" width="390" height="30" fill="${BRAND.teal}"/>${cells}</g>`;
};

/** A syringe lying at an angle. */
export const syringe = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) rotate(-30)"><rect x="0" y="0" width="160" height="40" rx="8" fill="#e3f2f5" stroke="#7fa7ad" stroke-width="4"/><rect x="10" y="6" width="90" height="28" fill="#8fd0d8"/><rect x="160" y="14" width="50" height="12" fill="#bbb"/><rect x="210" y="18" width="60" height="4" fill="#888"/><rect x="-40" y="12" width="40" height="16" fill="#7fa7ad"/><rect x="-52" y="0" width="12" height="40" rx="4" fill="#7fa7ad"/></g>`;

/** A black iron kadai on a wood fire; `flicker` (0..1) moves the flames. */
export const kadaiOnFire = (x: number, y: number, flicker = 0) => {
  const flame = (fx: number, h: number, colour: string) =>
    `<path d="M${fx - 22} 0 q-6 ${-h * 0.5} 22 ${-h} q28 ${h * 0.5} 22 ${h} z" fill="${colour}"/>`;
  const a = 1 + 0.15 * Math.sin(flicker * Math.PI * 2);
  const b = 1 + 0.15 * Math.cos(flicker * Math.PI * 2);
  return `<g transform="translate(${x} ${y})">
<rect x="-120" y="40" width="240" height="16" rx="6" fill="#6d4c2f" transform="rotate(8)"/><rect x="-120" y="40" width="240" height="16" rx="6" fill="#7a5a2e" transform="rotate(-8)"/>
<g transform="translate(0 40)">${flame(-50, 70 * a, '#f57c00')}${flame(0, 95 * b, '#ff9800')}${flame(50, 70 * b, '#f57c00')}${flame(0, 55 * a, '#ffd54f')}</g>
<path d="M-170 -60 q170 170 340 0 z" fill="#2b2b2b"/><ellipse cx="0" cy="-60" rx="170" ry="26" fill="#3a3a3a"/><ellipse cx="0" cy="-58" rx="150" ry="18" fill="${BRAND.gold}"/>
<rect x="-210" y="-72" width="50" height="14" rx="7" fill="#2b2b2b"/><rect x="160" y="-72" width="50" height="14" rx="7" fill="#2b2b2b"/>
</g>`;
};

/** Rising steam; `phase` (0..1) moves it up and loops. */
export const steam = (x: number, y: number, phase = 0) =>
  [0, 0.33, 0.66]
    .map((offset, i) => {
      const p = (phase + offset) % 1;
      const cy = y - p * 160;
      return `<path d="M${x + (i - 1) * 45} ${cy} q-20 -30 0 -60 q20 -30 0 -60" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" opacity="${(0.7 * (1 - p)).toFixed(2)}"/>`;
    })
    .join('');

export const lemon = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="0" rx="70" ry="52" fill="#f4d03f"/><ellipse cx="-20" cy="-16" rx="22" ry="10" fill="#fff3b0" opacity="0.7"/><circle cx="120" cy="10" r="52" fill="#f7dc6f"/><circle cx="120" cy="10" r="42" fill="#fcf3cf"/>${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M120 10 l0 -38" stroke="#f4d03f" stroke-width="4" transform="rotate(${a} 120 10)"/>`).join('')}</g>`;

/** A heap of dark compost with earthworms and a sprouting seedling. */
export const compostHeap = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-260 120 q260 -240 520 0 z" fill="#3e2a17"/>
${Array.from({ length: 40 }, (_, i) => `<circle cx="${-200 + ((i * 47) % 400)}" cy="${40 + ((i * 29) % 70)}" r="${3 + (i % 3)}" fill="#5a3d22"/>`).join('')}
<path d="M-120 90 q20 -20 40 0 t40 0" stroke="#d9737a" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M60 60 q20 -20 40 0 t40 0" stroke="#d9737a" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M0 10 v-90" stroke="#3f8f3a" stroke-width="8"/><path d="M0 -50 q-60 -40 -70 -10 q40 20 70 10 z" fill="#58b04e"/><path d="M0 -70 q60 -50 75 -15 q-40 25 -75 15 z" fill="#6fc25f"/></g>`;

/** A galvanised water trough. */
export const trough = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0 h220 l-20 70 h-180 z" fill="#9aa5ab"/><rect x="-6" y="-8" width="232" height="14" rx="6" fill="#b8c2c7"/><rect x="6" y="4" width="208" height="10" fill="#6fb8d8"/></g>`;
