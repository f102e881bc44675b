import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Buffer, Face, Font, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  POPPINS_LETTERS,
  TAMIL_LETTERS,
  TAMIL_WEIGHTS,
  tamilFaceOf,
} from '../scripts/fonts.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const poppinsFaces = [400, 500, 600, 700].map((weight) => `poppins-latin-${weight}-normal.woff2`);

const repo = path.join(web, '..', '..');
const fontsource = path.join(repo, 'node_modules', '@fontsource');

/** A woff2 file as HarfBuzz reads it. */
async function faceOf(file: string): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(fs.readFileSync(file), 'sfnt')));
}

/** The code points a woff2 file of public/fonts maps to glyphs. */
async function lettersOf(file: string): Promise<number[]> {
  const face = await faceOf(path.join(web, 'public', 'fonts', file));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** The declared unicode-range of each face of `family` in globals.css. */
function declaredRanges(family: string): (string | undefined)[] {
  const css = fs.readFileSync(path.join(web, 'src', 'app', 'globals.css'), 'utf8');
  return [...css.matchAll(new RegExp(`font-family: "${family}";[^}]*?unicode-range:\\s*([^;]+);`, 'g'))].map(
    (m) => m[1]?.replace(/\s+/g, ' ').trim(),
  );
}

describe("Poppins' faces hold the shop's letters and say so (decision 0062)", () => {
  it('declares the letters the files were cut to, on each of its four faces', () => {
    expect(declaredRanges('Poppins')).toEqual(poppinsFaces.map(() => POPPINS_LETTERS));
  });

  it.each(poppinsFaces)('%s draws every letter of the range and nothing beyond it', async (file) => {
    const letters = await lettersOf(file);
    // Every ASCII letter, digit and sign, and no accented letter the range leaves to the system's face.
    expect(letters).toEqual(codePointsOf(POPPINS_LETTERS));
  });
});

/** Each run of Tamil letters (with the joiners) in the files under `dir` whose names end in `ext`. */
function tamilWordsIn(dir: string, ext: RegExp): string[] {
  const words = new Set<string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !ext.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [word] of text.matchAll(/[\u0b80-\u0bff\u200c\u200d]+/g)) words.add(word);
  }
  return [...words];
}

/** What HarfBuzz draws for `text`: each glyph's outline and advance, in order. */
function drawn(font: Font, text: string): string[] {
  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  return glyphs.map((g) => `${g.codepoint === 0 ? 'NOTDEF' : font.glyphToPath(g.codepoint)} +${g.xAdvance}`);
}

describe("Noto Sans Tamil's faces hold Tamil's letters and draw every Tamil word the shop writes (decision 0065)", () => {
  const tamilFaces = TAMIL_WEIGHTS.map((weight) => tamilFaceOf(weight));
  // The web's catalogues and the demo farm's Tamil content (products, blog, offers, settings…).
  const words = [
    ...tamilWordsIn(path.join(repo, 'packages', 'words', 'ta'), /\.(json|ts)$/),
    ...tamilWordsIn(path.join(repo, 'apps', 'api', 'src', 'db', 'seed', 'data'), /\.ts$/),
  ];

  it('declares the letters the files were cut to, on both faces', () => {
    expect(declaredRanges('Noto Sans Tamil')).toEqual(tamilFaces.map(() => TAMIL_LETTERS));
  });

  it.each(tamilFaces)(
    '%s holds every letter of the range the published face has, and nothing beyond it',
    async (file) => {
      const published = [...(await faceOf(path.join(fontsource, file))).collectUnicodes()];
      const range = new Set(codePointsOf(TAMIL_LETTERS));
      expect(await lettersOf(path.basename(file))).toEqual(
        published.filter((c) => range.has(c)).sort((a, b) => a - b),
      );
    },
  );

  it.each(tamilFaces)('%s draws each Tamil word as the published face does', async (file) => {
    expect(words.length).toBeGreaterThan(1_000);
    const published = new Font(await faceOf(path.join(fontsource, file)));
    const cut = new Font(await faceOf(path.join(web, 'public', 'fonts', path.basename(file))));
    const different = words.filter((word) => drawn(cut, word).join() !== drawn(published, word).join());
    expect(different).toEqual([]);
    expect(words.filter((word) => drawn(cut, word).some((g) => g.startsWith('NOTDEF')))).toEqual([]);
  });
});
