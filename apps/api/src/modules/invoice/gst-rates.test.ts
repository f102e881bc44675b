import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gstRatesOn } from './gst-rate.repository.js';

// Issue 17.1: tax data. Rates change by date (22 Sep 2025: ghee and soap to 5 %), an invoice takes
// the rate of its own day; products carry their HSN code; the farm's GSTIN is checked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GST rates', () => {
  it("every shop starts with the farm's rates, each code's rate taken on its day", async () => {
    const before = await gstRatesOn(t.db, ['0405', '3401', '0401', '9999'], '2025-09-21');
    expect(Object.fromEntries(before)).toEqual({ '0405': 1200, '3401': 1800, '0401': 0 });
    const after = await gstRatesOn(t.db, ['0405', '3401', '0401'], '2025-09-22');
    expect(Object.fromEntries(after)).toEqual({ '0405': 500, '3401': 500, '0401': 0 });
    expect((await gstRatesOn(t.db, ['0405'], '2017-06-30')).size).toBe(0);
  });

  it('admins add a rate from a date and delete it; staff only read; a second of one code and day is refused', async () => {
    const list = await t.call('GET', '/api/gst-rates', { as: 'staff' });
    expect(list.statusCode).toBe(200);
    expect(list.data.response).toContainEqual(
      expect.objectContaining({ hsnCode: '0405', ratePercent: 5, effectiveFrom: '2025-09-22' }),
    );
    const body = { hsnCode: '0406', ratePercent: 0.25, effectiveFrom: '2030-04-01', description: 'Cheese' };
    expect((await t.call('POST', '/api/gst-rates', { as: 'staff', body })).statusCode).toBe(403);
    const added = await t.call('POST', '/api/gst-rates', { as: 'admin', body });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data.response).toMatchObject({ hsnCode: '0406', ratePercent: 0.25 });
    expect(Object.fromEntries(await gstRatesOn(t.db, ['0406'], '2030-04-01'))).toEqual({ '0406': 25 });
    const again = await t.call('POST', '/api/gst-rates', { as: 'admin', body });
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({ code: 'DUPLICATE', errors: [{ field: 'effectiveFrom' }] });
    const gone = await t.call('DELETE', `/api/gst-rates/${added.data.response.id}`, { as: 'admin' });
    expect(gone.statusCode).toBe(200);
    expect(Object.fromEntries(await gstRatesOn(t.db, ['0406'], '2030-04-01'))).toEqual({ '0406': 500 });
  });

  it('names the field of a bad rate', async () => {
    for (const [body, field] of [
      [{ hsnCode: '405', ratePercent: 5, effectiveFrom: '2026-04-01' }, 'hsnCode'],
      [{ hsnCode: '0405', ratePercent: 5.001, effectiveFrom: '2026-04-01' }, 'ratePercent'],
      [{ hsnCode: '0405', ratePercent: 101, effectiveFrom: '2026-04-01' }, 'ratePercent'],
      [{ hsnCode: '0405', ratePercent: 5, effectiveFrom: '1 April' }, 'effectiveFrom'],
    ] as const) {
      const res = await t.call('POST', '/api/gst-rates', { as: 'admin', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
    }
  });
});

describe('tax data on products and settings', () => {
  it('a product keeps its HSN code; a wrong one is refused by name', async () => {
    const category = await createCategory(t, 'Ghee');
    const ghee = await createProduct(t, category, { name: 'A2 ghee' });
    const set = await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { hsnCode: '0405' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.response.hsnCode).toBe('0405');
    const bad = await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { hsnCode: '04O5' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'hsnCode',
        message: 'Use the 4, 6 or 8 digits of the HSN code, e.g. 0405',
      }),
    );
  });

  it('settings take a valid GSTIN (upper-cased), an FSSAI number and an invoice prefix', async () => {
    const good = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: {
        gstin: '33aaacr5055k1ze',
        fssaiNumber: '12423008000123',
        invoicePrefix: 'agf',
        legalName: 'Anamalai Goat Farm LLP',
      },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.data.response).toMatchObject({
      gstin: '33AAACR5055K1ZE',
      fssaiNumber: '12423008000123',
      invoicePrefix: 'AGF',
      legalName: 'Anamalai Goat Farm LLP',
    });
    const bad = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { gstin: '33AAACR5055K1Z5', fssaiNumber: '1242', invoicePrefix: 'FARM' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'fssaiNumber',
      'gstin',
      'invoicePrefix',
    ]);
  });
});
