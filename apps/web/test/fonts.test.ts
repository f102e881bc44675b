import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Buffer, Face, Font, shape, Variation } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  POPPINS_LETTERS,
  TAMIL_FACE,
  TAMIL_LETTERS,
  TAMIL_PUBLISHED,
  TAMIL_WEIGHTS,
} from '../scripts/fonts.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const poppinsFaces = [400, 500, 600, 700].map((weight) => `poppins-latin-${weight}-normal.woff2`);

const repo = path.join(web, '..', '..');
const modules = path.join(repo, 'node_modules');

/** A woff2 file as HarfBuzz reads it. */
async function faceOf(file: string): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(fs.readFileSync(file), 'sfnt')));
}

/** The code points a woff2 file of public/fonts maps to glyphs. */
async function lettersOf(file: string): Promise<number[]> {
  const face = await faceOf(path.join(web, 'public', 'fonts', file));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

/** The declared `property` of each face of `family` in globals.css. */
function declared(family: string, property = 'unicode-range'): (string | undefined)[] {
  const css = fs.readFileSync(path.join(web, 'src', 'app', 'globals.css'), 'utf8');
  return [...css.matchAll(new RegExp(`font-family: "${family}";[^}]*?${property}:\\s*([^;]+);`, 'g'))].map(
    (m) => m[1]?.replace(/\s+/g, ' ').trim(),
  );
}

describe("Poppins' faces hold the shop's letters and say so (decision 0062)", () => {
  it('declares the letters the files were cut to, on each of its four faces', () => {
    expect(declared('Poppins')).toEqual(poppinsFaces.map(() => POPPINS_LETTERS));
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

/** What HarfBuzz draws for `text` at weight `wght`: each glyph's outline and its advance, in order. */
function drawn(font: Font, text: string, wght: number): { outline: string; advance: number }[] {
  font.setVariations([new Variation('wght', wght)]);
  const buffer = new Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => ({
    outline: g.codepoint === 0 ? 'NOTDEF' : font.glyphToPath(g.codepoint),
    advance: g.xAdvance ?? 0,
  }));
}

/**
 * Whether two drawings are the same: the same glyphs, their outlines' points within a unit of the
 * em's 1,000 of each other and their advances within two. Cutting the weight axis stores a weight's
 * points and widths again relative to the new default: between the axis' ends, at 500, points land
 * up to a third of a unit from the published face's and an advance up to two units (யூ), after
 * rounding; invisible, a unit being 0.016 px at a 16 px size. At 400, the default, they are the same.
 */
function sameDrawing(a: ReturnType<typeof drawn>, b: ReturnType<typeof drawn>): boolean {
  const shape = (outline: string) => outline.replace(/-?[\d.]+/g, '#');
  const points = (outline: string) => (outline.match(/-?[\d.]+/g) ?? []).map(Number);
  return (
    a.length === b.length &&
    a.every((glyph, at) => {
      const other = b[at];
      if (!other || Math.abs(glyph.advance - other.advance) > 2) return false;
      if (shape(glyph.outline) !== shape(other.outline)) return false;
      const theirs = points(other.outline);
      return points(glyph.outline).every((n, i) => Math.abs(n - (theirs[i] ?? Number.NaN)) < 1);
    })
  );
}

describe("Noto Sans Tamil's face holds Tamil's letters and draws every Tamil word the shop writes (decisions 0065, 0067)", () => {
  const cutFile = path.join(web, 'public', TAMIL_FACE);
  const publishedFile = path.join(modules, TAMIL_PUBLISHED);
  const { min, max } = TAMIL_WEIGHTS;
  // The web's catalogues and the demo farm's Tamil content (products, blog, offers, settings…).
  const words = [
    ...tamilWordsIn(path.join(repo, 'packages', 'words', 'ta'), /\.(json|ts)$/),
    ...tamilWordsIn(path.join(repo, 'apps', 'api', 'src', 'db', 'seed', 'data'), /\.ts$/),
  ];

  it('is one face, declared with the letters and the weights the file was cut to', () => {
    expect(declared('Noto Sans Tamil')).toEqual([TAMIL_LETTERS]);
    expect(declared('Noto Sans Tamil', 'font-weight')).toEqual([`${min} ${max}`]);
    expect(declared('Noto Sans Tamil', 'src')).toEqual([`url(${TAMIL_FACE}) format("woff2")`]);
  });

  it('holds every letter of the range the published face has, and nothing beyond it', async () => {
    const published = [...(await faceOf(publishedFile)).collectUnicodes()];
    const range = new Set(codePointsOf(TAMIL_LETTERS));
    expect(await lettersOf(path.basename(TAMIL_FACE))).toEqual(
      published.filter((c) => range.has(c)).sort((a, b) => a - b),
    );
  });

  it('varies its weight from the lightest to the heaviest the shop draws, and no further', async () => {
    const axes = (await faceOf(cutFile)).getAxisInfos();
    expect(Object.keys(axes)).toEqual(['wght']);
    expect(axes.wght).toMatchObject({ min, default: min, max });
  });

  it.each([min, (min + max) / 2, max])(
    'draws each Tamil word at weight %i as the published face does',
    async (wght) => {
      expect(words.length).toBeGreaterThan(1_000);
      const published = new Font(await faceOf(publishedFile));
      const cut = new Font(await faceOf(cutFile));
      const cutDrawings = words.map((word) => drawn(cut, word, wght));
      const different = words.filter(
        (word, at) => !sameDrawing(cutDrawings[at] ?? [], drawn(published, word, wght)),
      );
      expect(different).toEqual([]);
      expect(words.filter((_, at) => cutDrawings[at]?.some((g) => g.outline === 'NOTDEF'))).toEqual([]);
    },
    // Over a thousand words shaped twice and compared point by point: ~3 s alone, more beside other work.
    30_000,
  );
});
