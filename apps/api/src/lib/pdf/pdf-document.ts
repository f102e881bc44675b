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

/** Text in the fonts its letters need (Tamil names print as Tamil), left-aligned, wrapping in `width`. */
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
  if (options.align === 'right') {
    // One line, placed by hand: pdfkit aligns a run, not a line of runs in several fonts.
    const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
    let at = x + options.width - widths.reduce((sum, w) => sum + w, 0);
    runs.forEach((run, i) => {
      doc.font(run.font).text(run.text, at, y, { lineBreak: false });
      at += widths[i] ?? 0;
    });
    doc.x = x;
    return;
  }
  runs.forEach((run, i) => {
    doc.font(run.font);
    const last = i === runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { width: options.width, continued: !last });
    else doc.text(run.text, { continued: !last });
  });
}

/** The height a text takes in `width` (measured in the Latin face). */
export function heightOf(doc: Doc, text: string, width: number, size = 9) {
  return doc
    .font('latin')
    .fontSize(size)
    .heightOfString(text || ' ', { width });
}
