// `npm run fonts -w @farm/web`: refreshes the shop's faces in public/fonts from their @fontsource
// packages: Noto Sans Tamil's Tamil subset (400, 600) as published, and Poppins' Latin faces
// (400–700) cut to the letters the shop writes (POPPINS_LETTERS), declared in app/globals.css and
// app/[locale]/layout.tsx under names the layouts can preload (decisions 0061, 0062).
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

/** The code points of a CSS unicode-range. */
export function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, at) => first + at);
  });
}

async function refresh() {
  const { default: subsetFont } = await import('subset-font');
  const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const fontsource = path.join(web, '..', '..', 'node_modules', '@fontsource');
  const into = (file) => path.join(web, 'public', 'fonts', path.basename(file));
  for (const weight of [400, 600]) {
    const file = `noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff2`;
    fs.copyFileSync(path.join(fontsource, file), into(file));
  }
  const letters = String.fromCodePoint(...codePointsOf(POPPINS_LETTERS));
  for (const weight of [400, 500, 600, 700]) {
    const file = `poppins/files/poppins-latin-${weight}-normal.woff2`;
    const cut = await subsetFont(fs.readFileSync(path.join(fontsource, file)), letters, {
      targetFormat: 'woff2',
    });
    fs.writeFileSync(into(file), cut);
  }
  console.log('fonts: 2 Tamil faces copied and 4 Poppins faces cut to the shop’s letters in public/fonts');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await refresh();
