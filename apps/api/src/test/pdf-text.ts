import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A word of a PDF page as poppler reads it, with its box in points from the page's top left. */
export type PdfWord = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/**
 * Whether poppler's `pdftotext` is installed (Debian's `poppler-utils`). Tests that read a PDF's
 * text skip without it on a developer's machine; under CI (`CI` set, `.ci/run` installs it) a missing
 * tool is an error, so those tests can never go green by skipping.
 */
export const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI) throw new Error('pdftotext is missing: CI must install poppler-utils (.ci/run)');
    return false;
  }
})();

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** Every word of a PDF with its box (`pdftotext -bbox`), page by page. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'farm-pdf-'));
  try {
    const file = path.join(dir, 'paper.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const words: PdfWord[] = [];
    html.split('<page ').forEach((pageHtml, index) => {
      if (index === 0) return;
      for (const m of pageHtml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          page: index,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
          text: decodeEntities(m[5] ?? ''),
        });
      }
    });
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF's text, its words joined by spaces (enough to ask whether a name or a number is in it). */
export const pdfText = (pdf: Buffer) =>
  pdfWords(pdf)
    .map((w) => w.text)
    .join(' ');

/**
 * Pairs of words whose boxes overlap (by more than a hair, `slack` points each way): text printed
 * over other text.
 */
export function overlappingWords(words: PdfWord[], slack = 0.5): [PdfWord, PdfWord][] {
  const overlaps: [PdfWord, PdfWord][] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i] as PdfWord;
      const b = words[j] as PdfWord;
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > slack && y > slack) overlaps.push([a, b]);
    }
  }
  return overlaps;
}
