import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePointsOf, POPPINS_LETTERS } from '../scripts/fonts.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const poppinsFaces = [400, 500, 600, 700].map((weight) => `poppins-latin-${weight}-normal.woff2`);

/** The code points a woff2 file maps to glyphs. */
async function lettersOf(file: string): Promise<number[]> {
  const sfnt = await fontverter.convert(fs.readFileSync(path.join(web, 'public', 'fonts', file)), 'sfnt');
  return [...new Face(new Blob(sfnt)).collectUnicodes()].sort((a, b) => a - b);
}

describe("Poppins' faces hold the shop's letters and say so (decision 0062)", () => {
  it('declares the letters the files were cut to, on each of its four faces', () => {
    const css = fs.readFileSync(path.join(web, 'src', 'app', 'globals.css'), 'utf8');
    const ranges = [...css.matchAll(/font-family: "Poppins";[^}]*?unicode-range:\s*([^;]+);/g)].map((m) =>
      m[1]?.replace(/\s+/g, ' ').trim(),
    );
    expect(ranges).toEqual(poppinsFaces.map(() => POPPINS_LETTERS));
  });

  it.each(poppinsFaces)('%s draws every letter of the range and nothing beyond it', async (file) => {
    const letters = await lettersOf(file);
    // Every ASCII letter, digit and sign, and no accented letter the range leaves to the system's face.
    expect(letters).toEqual(codePointsOf(POPPINS_LETTERS));
  });
});
