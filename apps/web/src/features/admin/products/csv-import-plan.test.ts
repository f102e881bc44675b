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
      'price must be in rupees, e.g. 120 or 120.50',
      'status must be draft, active or archived',
    ]);
    expect(plan.rows[1]?.problems).toEqual(['The same product as row 2']);
    expect(plan.rows[2]?.problems).toEqual(['Unknown product code XX-1']);
    expect(plan.rows[3]?.problems).toEqual(['No product code']);
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
    expect(plan.rows[1]?.problems).toContain('lowStockLimit must be a whole number');
    expect(productsToCsv([{ ...product, category: milk }]).split('\r\n')[0]).toBe(
      '\ufeffproductCode,name,category,price,mrp,unit,stock,lowStockLimit,status',
    );
  });

  it('refuses a file whose header is wrong, with the reason', () => {
    expect(readHeader(['name', 'price']).problem).toBe('The file needs a productCode column.');
    expect(readHeader(['productCode', 'colour']).problem).toMatch(/^Unknown column "colour"/);
    expect(readHeader(['productCode', 'price', 'Price']).problem).toBe('The column price appears twice.');
    expect(planImport([['sku']], byCode, []).headerProblem).toMatch(/^Unknown column "sku"/);
  });
});
