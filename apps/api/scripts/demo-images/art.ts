/**
 * The product drawings, each in an 800 × 800 box standing on a shadow near y = 650.
 * `label` is the product's name, written on the object where it has room for a label.
 */
import type { ArtKind } from '../../src/db/seed/data/products.js';
import { BRAND, darken, fitText, inkOn, lighten, wrapInto } from './svg.js';

type Art = (colour: string, label: string, accent?: string) => string;

const shadow = (rx = 160, cy = 655) =>
  `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${rx * 0.14}" fill="#000" opacity="0.13"/>`;

const labelText = (
  label: string,
  box: { cx: number; cy: number; width: number; height: number },
  fill: string,
) => fitText(wrapInto(label.toUpperCase(), 3), box, { fill, maxSize: 30 });

const bottle: Art = (c, label) => {
  const outline = '#9db4b9';
  return `${shadow(150)}
<rect x="350" y="118" width="100" height="46" rx="10" fill="${c}"/>
<rect x="350" y="150" width="100" height="14" fill="${darken(c, 0.2)}"/>
<path d="M360 164 h80 v46 q0 30 40 60 q30 25 30 70 v270 q0 40 -40 40 h-140 q-40 0 -40 -40 v-270 q0 -45 30 -70 q40 -30 40 -60 z" fill="#f9f8f2" stroke="${outline}" stroke-width="6"/>
<rect x="312" y="350" width="20" height="230" rx="10" fill="#ffffff" opacity="0.9"/>
<rect x="293" y="392" width="214" height="160" fill="${c}"/>
<rect x="293" y="392" width="214" height="12" fill="${BRAND.gold}"/>
${labelText(label, { cx: 400, cy: 482, width: 190, height: 130 }, inkOn(c))}`;
};

const smallBottle: Art = (c, label) => `<g transform="translate(80 130) scale(0.8)">${bottle(c, label)}</g>`;

const curdPot: Art = (c, label) => `${shadow(170)}
<path d="M280 300 q-80 80 -40 220 q30 110 160 120 q130 -10 160 -120 q40 -140 -40 -220 z" fill="${c}"/>
<path d="M300 330 q-50 70 -25 180" stroke="${lighten(c, 0.3)}" stroke-width="14" fill="none" stroke-linecap="round"/>
<ellipse cx="400" cy="300" rx="132" ry="30" fill="${darken(c, 0.25)}"/>
<path d="M255 300 q145 -95 290 0 l-18 38 q-127 32 -254 0 z" fill="#f3ead7"/>
<path d="M262 318 q138 36 276 0" stroke="#b0322b" stroke-width="7" fill="none"/>
<circle cx="400" cy="470" r="88" fill="${BRAND.cream}" stroke="${BRAND.gold}" stroke-width="6"/>
${labelText(label, { cx: 400, cy: 470, width: 140, height: 110 }, BRAND.teal)}`;

const jar: Art = (c, label) => `${shadow(150)}
<rect x="270" y="250" width="260" height="390" rx="42" fill="#ffffff" fill-opacity="0.55" stroke="#c8c4b8" stroke-width="5"/>
<rect x="283" y="300" width="234" height="326" rx="32" fill="${c}"/>
<rect x="283" y="300" width="234" height="40" rx="20" fill="${lighten(c, 0.3)}"/>
<rect x="300" y="330" width="18" height="270" rx="9" fill="#ffffff" opacity="0.45"/>
<rect x="282" y="186" width="236" height="76" rx="14" fill="${BRAND.teal}"/>
${[204, 222, 240].map((y) => `<rect x="282" y="${y}" width="236" height="4" fill="${darken(BRAND.teal, 0.3)}"/>`).join('')}
<rect x="270" y="395" width="260" height="150" fill="${BRAND.cream}" stroke="${darken(c, 0.2)}" stroke-width="4"/>
${labelText(label, { cx: 400, cy: 470, width: 230, height: 120 }, BRAND.teal)}`;

const tub: Art = (c, label) => `${shadow(170)}
<path d="M255 370 v220 a145 46 0 0 0 290 0 v-220 z" fill="${c}"/>
<path d="M255 370 v220 a145 46 0 0 0 290 0 v-220 z" fill="#000" opacity="0.05"/>
<path d="M245 330 v40 a155 50 0 0 0 310 0 v-40 z" fill="${BRAND.teal}"/>
<ellipse cx="400" cy="330" rx="155" ry="50" fill="${BRAND.tealLight}"/>
<rect x="255" y="440" width="290" height="110" fill="#ffffff" opacity="0.85"/>
${labelText(label, { cx: 400, cy: 495, width: 260, height: 90 }, BRAND.teal)}`;

const block: Art = (c, label) => `${shadow(220, 640)}
<ellipse cx="410" cy="585" rx="250" ry="70" fill="#ffffff" stroke="#d9d4c6" stroke-width="5"/>
<polygon points="230,380 470,440 470,590 230,530" fill="${c}"/>
<polygon points="470,440 590,360 590,510 470,590" fill="${darken(c, 0.12)}"/>
<polygon points="230,380 350,300 590,360 470,440" fill="${lighten(c, 0.35)}"/>
${[
  [290, 430],
  [380, 480],
  [330, 500],
  [430, 520],
  [520, 440],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${darken(c, 0.08)}"/>`)
  .join('')}
<g transform="translate(560 180) rotate(8)"><rect x="-70" y="-45" width="170" height="110" rx="10" fill="${BRAND.cream}" stroke="${BRAND.gold}" stroke-width="5"/>
${labelText(label, { cx: 15, cy: 10, width: 150, height: 90 }, BRAND.teal)}</g>`;

const wedge: Art = (c, label) => `${shadow(220, 630)}
<polygon points="210,430 600,440 600,590 210,580" fill="${c}"/>
<polygon points="210,430 560,330 600,440" fill="${lighten(c, 0.25)}"/>
<polygon points="560,330 600,440 600,590 560,480" fill="${darken(c, 0.35)}"/>
${[
  [280, 480, 22],
  [370, 530, 16],
  [450, 470, 26],
  [530, 540, 14],
  [320, 555, 10],
]
  .map(
    ([x, y, r]) =>
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r ?? 0) * 0.8}" fill="${darken(c, 0.15)}"/>`,
  )
  .join('')}
<g transform="translate(250 200) rotate(-6)"><rect x="-80" y="-50" width="200" height="110" rx="10" fill="${BRAND.cream}" stroke="${BRAND.gold}" stroke-width="5"/>
${labelText(label, { cx: 20, cy: 5, width: 180, height: 90 }, BRAND.teal)}</g>`;

const round: Art = (c, label) => `${shadow(220, 630)}
<ellipse cx="410" cy="590" rx="250" ry="60" fill="#ffffff" stroke="#d9d4c6" stroke-width="5"/>
<rect x="200" y="420" width="400" height="160" rx="80" fill="#fbf8ef"/>
<ellipse cx="520" cy="500" rx="70" ry="80" fill="#ffffff" stroke="#e5dfcf" stroke-width="4"/>
${Array.from({ length: 34 }, (_, i) => {
  const x = 220 + ((i * 53) % 300);
  const y = 440 + ((i * 37) % 120);
  return `<circle cx="${x}" cy="${y}" r="${4 + (i % 3)}" fill="${i % 4 === 0 ? '#333' : c}"/>`;
}).join('')}
<g transform="translate(400 250)"><rect x="-150" y="-70" width="300" height="130" rx="12" fill="${BRAND.cream}" stroke="${BRAND.gold}" stroke-width="5"/>
${labelText(label, { cx: 0, cy: -5, width: 270, height: 110 }, BRAND.teal)}</g>`;

const bar: Art = (c, label) => {
  const name = label.replace(/goat milk soap/i, '').trim() || label;
  return `${shadow(210, 560)}
<path d="M250 330 L590 330 L560 380 L220 380 Z" fill="${lighten(c, 0.25)}"/>
<path d="M560 380 L590 330 L590 490 L560 540 Z" fill="${darken(c, 0.2)}"/>
<rect x="220" y="380" width="340" height="160" rx="18" fill="${c}"/>
<rect x="240" y="398" width="300" height="124" rx="14" fill="none" stroke="${darken(c, 0.18)}" stroke-width="5"/>
${fitText(['GOAT MILK'], { cx: 390, cy: 425, width: 200, height: 34 }, { fill: darken(c, 0.25), maxSize: 28 })}
${fitText(wrapInto(name.toUpperCase(), 2), { cx: 390, cy: 478, width: 270, height: 64 }, { fill: inkOn(c), maxSize: 28 })}
<g transform="translate(400 215)"><rect x="-140" y="-48" width="280" height="96" rx="48" fill="${BRAND.teal}"/>
${fitText(['HANDMADE', 'COLD PROCESS'], { cx: 0, cy: 0, width: 230, height: 72 }, { fill: BRAND.gold, maxSize: 26 })}</g>`;
};

const giftBox: Art = (c, label) => `${shadow(230, 640)}
<path d="M250 300 L590 300 L550 360 L210 360 Z" fill="${lighten(c, 0.25)}"/>
<path d="M550 360 L590 300 L590 560 L550 620 Z" fill="${darken(c, 0.3)}"/>
<rect x="210" y="360" width="340" height="260" fill="${c}"/>
<rect x="365" y="360" width="30" height="260" fill="${BRAND.gold}"/>
<path d="M390 300 L430 300 L395 360 L365 360 Z" fill="${BRAND.gold}"/>
<path d="M395 300 q-90 -80 -100 -20 q10 40 100 20 q90 -80 100 -20 q-10 40 -100 20 z" fill="${BRAND.gold}" stroke="${darken(BRAND.gold, 0.25)}" stroke-width="4"/>
<rect x="230" y="440" width="120" height="120" rx="8" fill="${BRAND.cream}"/>
${labelText(label.replace(/\(.*\)/, ''), { cx: 290, cy: 500, width: 105, height: 100 }, BRAND.teal)}`;

const lotion: Art = (c, label) => `${shadow(130)}
<rect x="380" y="150" width="40" height="90" fill="#d8d8d8"/>
<path d="M370 150 h120 v30 h-60 v-10 h-60 z" fill="#e6e6e6" stroke="#bdbdbd" stroke-width="3"/>
<rect x="360" y="235" width="80" height="60" rx="8" fill="${BRAND.teal}"/>
<rect x="300" y="290" width="200" height="350" rx="50" fill="${c}"/>
<rect x="320" y="320" width="18" height="280" rx="9" fill="#ffffff" opacity="0.5"/>
<rect x="300" y="400" width="200" height="160" fill="#ffffff" opacity="0.9"/>
${labelText(label, { cx: 400, cy: 480, width: 180, height: 140 }, BRAND.teal)}`;

const balm: Art = (c, label) => `${shadow(200, 600)}
<path d="M210 440 v90 a190 60 0 0 0 380 0 v-90 z" fill="#b9bec2"/>
<path d="M210 420 v30 a190 60 0 0 0 380 0 v-30 z" fill="${darken(c, 0.25)}"/>
<ellipse cx="400" cy="420" rx="190" ry="60" fill="${c}"/>
<ellipse cx="400" cy="420" rx="150" ry="44" fill="none" stroke="${BRAND.gold}" stroke-width="5"/>
${fitText(wrapInto(label.toUpperCase(), 2), { cx: 400, cy: 420, width: 250, height: 60 }, { fill: inkOn(c), maxSize: 24 })}
<g transform="translate(560 250) rotate(-20)"><rect x="-30" y="-90" width="60" height="150" rx="12" fill="${lighten(c, 0.4)}" stroke="${darken(c, 0.2)}" stroke-width="4"/></g>`;

const tin: Art = (c, label) => `${shadow(150)}
<path d="M270 250 v360 a130 38 0 0 0 260 0 v-360 z" fill="#e9e9e4"/>
<path d="M270 380 v160 a130 38 0 0 0 260 0 v-160 a130 38 0 0 1 -260 0 z" fill="${c}"/>
<path d="M262 215 v45 a138 40 0 0 0 276 0 v-45 z" fill="${BRAND.gold}"/>
<ellipse cx="400" cy="215" rx="138" ry="40" fill="${lighten(BRAND.gold, 0.3)}"/>
<rect x="290" y="260" width="16" height="330" rx="8" fill="#ffffff" opacity="0.5"/>
${labelText(label, { cx: 400, cy: 475, width: 220, height: 120 }, inkOn(c))}`;

const sweets: Art = (c, label) => {
  const pieces = [
    [330, 470],
    [420, 455],
    [510, 475],
    [370, 520],
    [465, 525],
    [420, 500],
  ];
  return `${shadow(260, 630)}
<ellipse cx="400" cy="520" rx="300" ry="110" fill="#3f8f3a"/>
<path d="M110 520 L690 520" stroke="#2f6f2b" stroke-width="6"/>
<ellipse cx="400" cy="515" rx="210" ry="80" fill="#ffffff" stroke="#d9d4c6" stroke-width="5"/>
${pieces
  .map(
    ([x, y]) =>
      `<ellipse cx="${x}" cy="${y}" rx="46" ry="26" fill="${c}"/><ellipse cx="${x}" cy="${(y ?? 0) - 6}" rx="36" ry="16" fill="${lighten(c, 0.2)}"/><ellipse cx="${x}" cy="${(y ?? 0) - 8}" rx="8" ry="4" fill="#7cb342"/>`,
  )
  .join('')}
<g transform="translate(400 250)"><rect x="-160" y="-75" width="320" height="140" rx="14" fill="${BRAND.cream}" stroke="${BRAND.gold}" stroke-width="5"/>
${labelText(label, { cx: 0, cy: -5, width: 290, height: 115 }, BRAND.teal)}</g>`;
};

const sack: Art = (c, label) => `${shadow(200)}
<path d="M330 230 q-150 40 -130 260 q10 140 90 160 h220 q80 -20 90 -160 q20 -220 -130 -260 z" fill="#c9a66b"/>
${[300, 360, 420, 480, 540, 600].map((y) => `<path d="M215 ${y} q185 18 370 0" stroke="#b18f55" stroke-width="3" fill="none"/>`).join('')}
<path d="M330 230 q70 -40 140 0 l-20 -60 q-50 -30 -100 0 z" fill="#b8955c"/>
<rect x="320" y="214" width="160" height="22" rx="11" fill="#7a5a2e"/>
<rect x="250" y="380" width="300" height="190" rx="14" fill="${c}"/>
<rect x="262" y="392" width="276" height="166" rx="10" fill="none" stroke="${BRAND.gold}" stroke-width="4"/>
${labelText(label, { cx: 400, cy: 475, width: 250, height: 140 }, inkOn(c))}`;

const can: Art = (c, label) => `${shadow(170)}
<path d="M240 300 h320 q30 0 30 30 v290 q0 30 -30 30 h-320 q-30 0 -30 -30 v-290 q0 -30 30 -30 z" fill="${c}"/>
<path d="M300 300 v-70 q0 -20 20 -20 h120 q20 0 20 20 v70 h-40 v-50 h-80 v50 z" fill="${darken(c, 0.2)}"/>
<rect x="490" y="220" width="60" height="80" rx="8" fill="${BRAND.gold}"/>
<rect x="250" y="390" width="300" height="190" rx="12" fill="#ffffff" opacity="0.92"/>
${labelText(label, { cx: 400, cy: 485, width: 270, height: 150 }, BRAND.teal)}`;

/** A goat standing, facing left; `accent` colours the head (Boer cross, Tellicherry). */
const goat: Art = (c, _label, accent) => {
  const outline = darken(c, c === '#1b1b1b' || c === '#262626' || c === '#2d2d2d' ? 0 : 0.45);
  const head = accent ?? c;
  const hoof = '#3b2f25';
  const leg = (x: number, tilt: number) =>
    `<path d="M${x} 450 l${tilt} 170 h26 l${-tilt + 6} -170 z" fill="${c}" stroke="${outline}" stroke-width="3"/><rect x="${x + tilt - 2}" y="612" width="30" height="18" rx="4" fill="${hoof}"/>`;
  return `${shadow(230, 640)}
${leg(300, -6)}${leg(345, 6)}${leg(500, -4)}${leg(545, 8)}
<path d="M600 330 q40 -50 30 -70 q-20 10 -45 55 z" fill="${c}" stroke="${outline}" stroke-width="3"/>
<path d="M275 400 q-40 -90 -70 -170 l80 -30 q40 90 90 150 z" fill="${c}" stroke="${outline}" stroke-width="4"/>
<ellipse cx="430" cy="390" rx="185" ry="100" fill="${c}" stroke="${outline}" stroke-width="4"/>
<path d="M290 330 q25 40 60 45" stroke="${c}" stroke-width="30" fill="none"/>
<path d="M236 196 q18 -80 105 -85" stroke="#6b5a45" stroke-width="15" fill="none" stroke-linecap="round"/>
<g transform="rotate(-28 205 230)"><ellipse cx="200" cy="235" rx="80" ry="46" fill="${head}" stroke="${outline}" stroke-width="4"/></g>
<ellipse cx="262" cy="268" rx="22" ry="64" fill="${head}" stroke="${outline}" stroke-width="3" transform="rotate(28 262 268)"/>
<path d="M148 290 l12 52 l20 -48 z" fill="${darken(head, 0.25)}"/>
<circle cx="205" cy="212" r="9" fill="#1a1a1a"/><circle cx="202" cy="209" r="3" fill="#fff"/>
<circle cx="140" cy="262" r="5" fill="${darken(head, 0.4)}"/>`;
};

export const ART: Record<ArtKind, Art> = {
  bottle,
  'small-bottle': smallBottle,
  'curd-pot': curdPot,
  jar,
  tub,
  block,
  wedge,
  round,
  bar,
  'gift-box': giftBox,
  lotion,
  balm,
  tin,
  sweets,
  sack,
  can,
  goat,
};
