import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { FONT_FILES, type FontName, fontRuns } from './pdf-fonts.js';
import { woffToSfnt } from './woff-to-sfnt.js';

export type Doc = PDFKit.PDFDocument;

/** A4 in points, and the ink the shop's papers print in. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const INK = '#1d2a2a';
export const MUTED = '#555f5f';
export const RULE = '#cfd8d7';

/** The fonts unwrapped once per process, on the first paper (see woff-to-sfnt.ts). */
let fonts: [string, Buffer][] | undefined;
const fontsOnce = () => {
  fonts ??= Object.entries(FONT_FILES).map(([name, file]) => [name, woffToSfnt(fs.readFileSync(file))]);
  return fonts;
};

/**
 * A new A4 document with the shop's fonts, and its bytes once `doc.end()` is called. Pages are
 * added by the caller.
 */
export function a4Document(title: string, margin: number): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, autoFirstPage: false, info: { Title: title } });
  for (const [name, font] of fontsOnce()) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

type Run = { text: string; font: FontName };
type Line = { runs: Run[]; width: number; ascent: number; height: number };

const widthOfRuns = (doc: Doc, runs: Run[]) =>
  runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);

/** A line of text in its fonts: its width, its ascent and its height (every font of it fits inside). */
function lineOf(doc: Doc, text: string, size: number, bold: boolean | undefined): Line {
  const runs = fontRuns(text.trimEnd(), bold);
  const fonts: FontName[] = runs.length > 0 ? [...new Set(runs.map((run) => run.font))] : ['latin'];
  const metrics = fonts.map((font) => {
    doc.font(font);
    const face = (doc as unknown as { _font: { ascender: number; descender: number; lineGap: number } })
      ._font;
    return {
      ascent: (face.ascender / 1000) * size,
      descent: (-face.descender / 1000) * size,
      gap: (face.lineGap / 1000) * size,
    };
  });
  // The tallest ascent (Latin's) and the deepest descent (Tamil's) may come from different fonts.
  const ascent = Math.max(...metrics.map((m) => m.ascent));
  return {
    runs,
    width: widthOfRuns(doc, runs),
    ascent,
    height: ascent + Math.max(...metrics.map((m) => m.descent)) + Math.max(...metrics.map((m) => m.gap)),
  };
}

const graphemes = (text: string) => [...new Intl.Segmenter().segment(text)].map((part) => part.segment);

/**
 * A text of several scripts cut into lines of at most `width` at its spaces (a word wider than a
 * line is cut between letters), each line measured in the fonts it uses. pdfkit's own wrapping
 * places each run by its own font's ascent, so the runs of a line sit on different baselines and
 * a line can reach into the one below. The document's current font size is `size`.
 */
function layOut(doc: Doc, text: string, width: number, size: number, bold: boolean | undefined): Line[] {
  const fits = (candidate: string) => widthOfRuns(doc, fontRuns(candidate.trimEnd(), bold)) <= width;
  const pieces: string[] = [];
  for (const word of text.match(/\S+\s*/g) ?? [text]) {
    let rest = graphemes(word);
    while (rest.length > 0 && !fits(rest.join(''))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut -= 1;
      pieces.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    if (rest.length > 0) pieces.push(rest.join(''));
  }
  const lines: Line[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && !fits(current + piece)) {
      lines.push(lineOf(doc, current, size, bold));
      current = '';
    }
    current += piece;
  }
  lines.push(lineOf(doc, current, size, bold));
  return lines;
}

/**
 * Text in the fonts its letters need (Tamil names print as Tamil), wrapping in `width`, from (x, y).
 * Afterwards `doc.y` is below its last line, as tall as the text really is: the next line goes
 * there, never at a guessed offset (a long name would run into it).
 */
export function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' },
) {
  const runs = fontRuns(text, options.bold);
  doc.fontSize(options.size ?? 9).fillColor(options.color ?? INK);
  if (runs.length <= 1) {
    doc
      .font((runs[0]?.font ?? 'latin') as FontName)
      .text(text, x, y, { width: options.width, align: options.align ?? 'left' });
    return;
  }
  // Several scripts: placed line by line by hand, every run of a line on one baseline.
  let top = y;
  for (const line of layOut(doc, text, options.width, options.size ?? 9, options.bold)) {
    let at = options.align === 'right' ? x + options.width - line.width : x;
    for (const run of line.runs) {
      doc.font(run.font).text(run.text, at, top + line.ascent, { lineBreak: false, baseline: 'alphabetic' });
      at += doc.widthOfString(run.text);
    }
    top += line.height;
  }
  doc.x = x;
  doc.y = top;
}

/**
 * The height a text takes in `width`, measured in the fonts it is written in: what a block needs
 * before it is drawn, to start a new page in time.
 */
export function heightOf(doc: Doc, text: string, width: number, size = 9, bold = false) {
  doc.fontSize(size);
  const runs = fontRuns(text || ' ', bold);
  if (runs.length <= 1) {
    return doc.font((runs[0]?.font ?? 'latin') as FontName).heightOfString(text || ' ', { width });
  }
  return layOut(doc, text, width, size, bold).reduce((sum, line) => sum + line.height, 0);
}

/** Starts a new page when `height` would not fit above the bottom margin below `y`; the y to write at. */
export function roomBelow(doc: Doc, y: number, height: number, margin: number): number {
  if (y + height <= A4.height - margin) return y;
  doc.addPage();
  return margin;
}

/** A thin rule across the page, margin to margin, at `y`. */
export function ruleAcross(doc: Doc, y: number, margin: number) {
  doc
    .moveTo(margin, y)
    .lineTo(A4.width - margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}
