// `npm run fonts -w @farm/web`: refreshes the shop's faces in public/fonts from their @fontsource
// packages: Noto Sans Tamil's variable Tamil subset cut to Tamil's letters (TAMIL_LETTERS) and to
// the weights the shop draws (TAMIL_WEIGHTS), and Poppins' Latin faces (400–700) cut to the letters
// the shop writes (POPPINS_LETTERS), declared in app/globals.css under names the layouts can
// preload (decisions 0061, 0062, 0065, 0067).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The letters Poppins draws: printable ASCII and the signs the shop's words use (no-break space,
 * © ® ° · ×, dashes, quotes, bullet, ellipsis, the breadcrumbs' ›, ™, minus). @fontsource's Latin subset also holds
 * Latin-1's accented letters and Latin Extended's odds and ends: 40 % of each file for letters the
 * catalogues do not use. One outside this range (an "é" a member of staff types) is drawn by the
 * system's sans, alone. globals.css declares the same range (fonts.test.ts).
 */
export const POPPINS_LETTERS =
  'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+2122, U+2212';

/**
 * The letters Noto Sans Tamil draws for the shop: Tamil's letters, vowel signs and virama
 * (U+0B82–0BD7), the dandas, the joiners, ₹ (Poppins has none: a Tamil page's prices take it from
 * here) and the dotted circle a lone vowel sign is drawn on. @fontsource's Tamil subset also holds
 * Tamil's digits, numbers and signs (U+0BE6–0BFA: ௧, ௰, ௳…), which Tamil Nadu's commerce and the
 * shop's words do not write (prices and dates are in Western digits, issue 33): 18 % of each file.
 * One a member of staff types is drawn by the system's Tamil face, alone. globals.css declares the
 * same range (fonts.test.ts, which also shapes every Tamil word of the catalogues and the demo farm
 * in the cut faces and the published ones and finds them the same).
 */
export const TAMIL_LETTERS = 'U+0964-0965, U+0B82-0BD7, U+200C-200D, U+20B9, U+25CC';

/** The code points of a CSS unicode-range. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, at) => first + at);
  });
}

/**
 * The weights of Noto Sans Tamil the shop's type draws, the ends of the one variable face's weight
 * axis: 400 body, 600 headings and buttons (500 between them; 700 is drawn as 600). The axis kept
 * whole (100–900) is 41.9 kB; cut to these, 21.5 kB, against 24.8 kB for the two static faces.
 */
export const TAMIL_WEIGHTS = { min: 400, max: 600 };

/** Noto Sans Tamil's variable Tamil face as @fontsource publishes it, under node_modules. */
export const TAMIL_PUBLISHED =
  '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';

/** The cut face in public/fonts, as pages ask for it. */
export const TAMIL_FACE = '/fonts/noto-sans-tamil-tamil-wght-normal.woff2';

async function refresh() {
  const { default: subsetFont } = await import('subset-font');
  const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const modules = path.join(web, '..', '..', 'node_modules');
  const into = (file) => path.join(web, 'public', 'fonts', path.basename(file));
  const cut = async (file, range, variationAxes) => {
    const letters = String.fromCodePoint(...codePointsOf(range));
    const font = fs.readFileSync(path.join(modules, file));
    fs.writeFileSync(into(file), await subsetFont(font, letters, { targetFormat: 'woff2', variationAxes }));
  };
  await cut(TAMIL_PUBLISHED, TAMIL_LETTERS, { wght: TAMIL_WEIGHTS });
  for (const weight of [400, 500, 600, 700]) {
    await cut(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`, POPPINS_LETTERS);
  }
  console.log('fonts: the Tamil face and 4 Poppins faces cut to the shop’s letters in public/fonts');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await refresh();
