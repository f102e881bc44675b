import type { Category, Product } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { planImport, readHeader } from './csv-import-plan';
import { productsToCsv } from './product-csv';

const milk: Category = {
  id: 1,
  name: 'Milk',
  slug: 'milk',
  description: null,
  imageUrl: null,
  productCount: 1,
  archived: false,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const ghee: Category = { ...milk, id: 2, name: 'Ghee', slug: 'ghee' };

const product = {
  id: 7,
  productCode: 'GM-500',
  name: 'Goat Milk 500 ml',
  categoryId: 1,
  category: { id: 1, name: 'Milk', slug: 'milk' },
  price: 6_000,
  mrp: null,
  unit: '500 ml',
  stock: 10,
  lowStockLimit: 5,
  status: 'active',
} as Product;

const byCode = new Map([['gm-500', product]]);

describe('planImport: what importing a CSV would change', () => {
  it('turns changed cells into one bulk row by id, and leaves unchanged cells out', () => {
    const plan = planImport(
      [
        ['productCode', 'price', 'stock', 'category'],
        ['GM-500', '65.50', '10', 'ghee'],
      ],
      byCode,
      [milk, ghee],
    );
    expect(plan.headerProblem).toBeUndefined();
    const [row] = plan.rows;
    expect(row?.problems).toEqual([]);
    expect(row?.request).toEqual({ id: 7, price: 6_550, categoryId: 2 });
    expect(row?.cells.map((c) => [c.column, c.before, c.after, c.changed])).toEqual([
      ['category', 'Milk', 'Ghee', true],
      ['price', '60.00', '65.50', true],
      ['stock', '10', '10', false],
    ]);
  });

  it('names every problem of a row and sends nothing for it', () => {
    const plan = planImport(
      [
        ['productCode', 'price', 'status'],
        ['GM-500', 'free', 'sold'],
        ['gm-500', '1', 'active'],
        ['XX-1', '1', 'active'],
        ['', '1', 'active'],
      ],
      byCode,
      [milk],
    );
    expect(plan.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(plan.rows[0]?.problems).toEqual([
      { code: 'cell', column: 'price', problem: { code: 'rupees' } },
      { code: 'cell', column: 'status', problem: { code: 'status' } },
    ]);
    expect(plan.rows[1]?.problems).toEqual([{ code: 'sameAs', row: 2 }]);
    expect(plan.rows[2]?.problems).toEqual([{ code: 'unknownCode', value: 'XX-1' }]);
    expect(plan.rows[3]?.problems).toEqual([{ code: 'noCode' }]);
    expect(plan.rows.every((r) => r.request === undefined)).toBe(true);
  });

  it('skips blank lines and counts lines as a spreadsheet does', () => {
    const plan = planImport(
      [
        ['productCode', 'stock'],
        ['', ''],
        ['GM-500', '3'],
      ],
      byCode,
      [milk],
    );
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]?.line).toBe(3);
    expect(plan.rows[0]?.request).toEqual({ id: 7, stock: 3 });
  });

  it('reads the low-stock limit column as a whole number, as the export writes it', () => {
    const plan = planImport(
      [
        ['productCode', 'lowStockLimit'],
        ['GM-500', '1'],
        ['GM-500 ', 'few'],
      ],
      byCode,
      [milk],
    );
    expect(plan.rows[0]?.request).toEqual({ id: 7, lowStockLimit: 1 });
    expect(plan.rows[1]?.problems).toContainEqual({
      code: 'cell',
      column: 'lowStockLimit',
      problem: { code: 'wholeNumber' },
    });
    expect(productsToCsv([{ ...product, category: milk }]).split('\r\n')[0]).toBe(
      '\ufeffproductCode,name,category,price,mrp,unit,stock,lowStockLimit,status',
    );
  });

  it('refuses a file whose header is wrong, with the reason', () => {
    expect(readHeader(['name', 'price']).problem).toEqual({ code: 'noCodeColumn' });
    expect(readHeader(['productCode', 'colour']).problem).toMatchObject({
      code: 'unknownColumn',
      column: 'colour',
    });
    expect(readHeader(['productCode', 'price', 'Price']).problem).toEqual({ code: 'twice', column: 'price' });
    expect(planImport([['sku']], byCode, []).headerProblem).toMatchObject({
      code: 'unknownColumn',
      column: 'sku',
    });
  });
});
