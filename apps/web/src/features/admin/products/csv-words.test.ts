import { LOCALES } from '@farm/contract/plain/languages';
import en from '@farm/words/en/adminCatalogue.json';
import ta from '@farm/words/ta/adminCatalogue.json';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { planImport, readHeader } from './csv-import-plan';
import type { FileProblem } from './csv-problems';
import { type CsvWords, fileProblemText, rowProblemText } from './csv-words';
import { parseCsv } from './product-csv';

const wordsIn = (messages: typeof en, locale: string) =>
  createTranslator({ locale, messages, namespace: 'adminCatalogue.csvImport' }) as unknown as CsvWords;
const english = wordsIn(en, LOCALES.en);
const tamil = wordsIn(ta, LOCALES.ta);

const header = (cells: string[]) => readHeader(cells).problem as FileProblem;

/** A file whose rows have every kind of problem the plan finds (no products, one category). */
const plan = planImport(
  [
    ['productCode', 'name', 'category', 'price', 'stock', 'status'],
    ['', 'Milk', 'Milk', '60', '1', 'active'],
    ['bad code!', 'Milk', 'Milk', '60', '1', 'active'],
    ['XX-1', '', 'Cheese', 'free', 'few', 'sold'],
    ['xx-1', 'x'.repeat(121), 'Milk', '60', '1', 'active'],
  ],
  new Map(),
  [{ id: 1, name: 'Milk' } as never],
);
const said = (t: CsvWords) => plan.rows.map((row) => row.problems.map((p) => rowProblemText(t, p)));

describe('the CSV import says its problems in the page’s language', () => {
  it('words a row’s problems in English as the screen always said them', () => {
    expect(said(english)).toEqual([
      ['No product code'],
      ['"bad code!" is not a product code'],
      [
        'Unknown product code XX-1',
        'name is empty',
        'category "Cheese" is not a category',
        'price must be in rupees, e.g. 120 or 120.50',
        'stock must be a whole number',
        'status must be draft, active or archived',
      ],
      ['Unknown product code xx-1', 'The same product as row 4', 'name is longer than 120 characters'],
    ]);
  });

  it('words a file’s problems in English as before', () => {
    expect(fileProblemText(english, header(['name']))).toBe('The file needs a productCode column.');
    expect(fileProblemText(english, header(['productCode', 'price', 'Price']))).toBe(
      'The column price appears twice.',
    );
    expect(fileProblemText(english, header(['productCode', 'colour']))).toBe(
      'Unknown column "colour". The columns are productCode, name, category, price, mrp, unit, stock, lowStockLimit, status.',
    );
    const unclosed = parseCsv('productCode,name\n"GM-500,Milk\n').problem as FileProblem;
    expect(fileProblemText(english, unclosed)).toBe('Row 2: Quoted field unterminated');
    expect(fileProblemText(english, { code: 'tooLarge' })).toBe('The file is larger than 2 MB.');
  });

  it('says them in Tamil on a Tamil page, the file’s own names and values kept', () => {
    const rows = said(tamil);
    expect(rows[0]).toEqual(['பொருள் குறியீடு இல்லை']);
    expect(rows[2]?.[0]).toBe('தெரியாத பொருள் குறியீடு XX-1');
    expect(rows[3]?.[1]).toBe('வரிசை 4-இல் உள்ள அதே பொருள்');
    const english = /\b(is|must|the|not|row|empty|Unknown|same)\b/i;
    expect(rows.flat().filter((text) => english.test(text))).toEqual([]);
    expect(fileProblemText(tamil, header(['productCode', 'price', 'Price']))).toBe(
      'price நெடுவரிசை இரண்டு முறை வருகிறது.',
    );
  });
});
