import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../lib/dates.js';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoices } from '../invoice/invoice.table.js';

// Issue 17.4: a month's GST summary is its invoices less its credit notes, per HSN code and rate,
// to the paisa. Cash orders are invoiced when delivered (at today's rates: ghee and soap 5 %, milk
// nil); one invoice is dated last month and credited this month, so this month's ghee is below zero.

let t: TestApp;
const month = indiaToday().slice(0, 7);
const lastMonth = (() => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 15)).toISOString().slice(0, 7);
})();
const paper: Record<string, { id: number; number: string; orderId: number }> = {};

const setStatus = async (id: number, ...statuses: string[]) => {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const deliver = (id: number) => setStatus(id, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');
const papersOf = (orderId: number) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
const get = async (url: string) => {
  const res = await t.call('GET', url, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  const set = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { gstin: '33AAACR5055K1ZE', invoicePrefix: 'AGF', maxOpenCodOrders: 100 },
  });
  expect(set.statusCode, set.body).toBe(200);
  const category = await createCategory(t, 'Taxed goods');
  const ghee = await createProduct(t, category, { name: 'Bilona ghee', price: 69_900, hsnCode: '0405' });
  const soap = await createProduct(t, category, { name: 'Neem soap', price: 40_000, hsnCode: '3401' });
  const milk = await createProduct(t, category, { name: 'Goat milk', price: 9_000, hsnCode: '0401' });
  const compost = await createProduct(t, category, { name: 'Compost', price: 5_000 });
  const erode: Shopper = await createShopper(t, 'GST Meena'); // Tamil Nadu: CGST + SGST
  const palakkad: Shopper = await createShopper(t, 'GST Anjali');
  await t.db.execute(
    `update addresses set state = 'Kerala', city = 'Palakkad', pincode = '678001' where customer_id = ${palakkad.id}`,
  );
  const invoiced = async (name: string, shopper: Shopper, lines: [number, number][]) => {
    const order = await placeOrder(
      t,
      shopper,
      lines.map(([productId, quantity]) => ({ productId, quantity })),
    );
    await deliver(order.id);
    const [row] = await papersOf(order.id);
    if (!row) throw new Error(`${name} was not invoiced`);
    paper[name] = { id: row.id, number: row.number, orderId: order.id };
    return order.id as number;
  };

  await invoiced('ghee', erode, [[ghee.id, 1]]);
  await invoiced('soap', palakkad, [[soap.id, 2]]);
  // Milk and ghee, then returned: its credit note takes all of it back in the same month.
  const mixed = await invoiced('mixed', erode, [
    [milk.id, 2],
    [ghee.id, 1],
  ]);
  await setStatus(mixed, 'RETURNED');
  await invoiced('compost', erode, [[compost.id, 1]]);
  // Invoiced last month, returned this month: the credit note comes off this month.
  const old = await invoiced('old', erode, [[ghee.id, 2]]);
  await t.db
    .update(invoices)
    .set({ invoiceDate: `${lastMonth}-15` })
    .where(eq(invoices.id, paper.old?.id ?? 0));
  await setStatus(old, 'RETURNED');
  for (const [name, orderId] of [
    ['mixedCredit', mixed],
    ['oldCredit', old],
  ] as const) {
    const credit = (await papersOf(orderId)).find((p) => p.series === 'CREDIT_NOTE');
    if (!credit) throw new Error(`${name}: no credit note`);
    paper[name] = { id: credit.id, number: credit.number, orderId };
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/gst', () => {
  it("sums the month's invoices less its credit notes per HSN code and rate", async () => {
    const { data } = await get(`/api/reports/gst?month=${month}`);
    const report = data.response;
    expect(report.month).toBe(month);
    expect(report.from).toBe(`${month}-01`);
    expect(report.rates).toEqual([
      // The returned milk: invoiced and credited in the month, nothing left.
      { hsnCode: '0401', ratePercent: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, value: 0 },
      // ₹699 of ghee (taxable ₹665.71, CGST ₹16.65, SGST ₹16.64) less last month's two jars
      // credited now (₹1,331.43, ₹33.29, ₹33.28); the mixed order's jar in and out again.
      {
        hsnCode: '0405',
        ratePercent: 5,
        taxableValue: 66_571 - 133_143,
        cgst: 1_665 - 3_329,
        sgst: 1_664 - 3_328,
        igst: 0,
        tax: 3_329 - 6_657,
        value: 69_900 - 139_800,
      },
      // Two soaps to Kerala: IGST.
      {
        hsnCode: '3401',
        ratePercent: 5,
        taxableValue: 76_190,
        cgst: 0,
        sgst: 0,
        igst: 3_810,
        tax: 3_810,
        value: 80_000,
      },
      // A product without an HSN code goes at 0 %, last.
      { hsnCode: null, ratePercent: 0, taxableValue: 5_000, cgst: 0, sgst: 0, igst: 0, tax: 0, value: 5_000 },
    ]);
    // The totals come from the papers' own columns, and agree with the rows.
    expect(report.totals).toEqual({
      taxableValue: 66_571 - 133_143 + 76_190 + 5_000,
      cgst: 1_665 - 3_329,
      sgst: 1_664 - 3_328,
      igst: 3_810,
      tax: 3_329 - 6_657 + 3_810,
      value: 69_900 - 139_800 + 80_000 + 5_000,
      invoices: 4,
      creditNotes: 2,
    });
    expect(
      report.documents.map((d: { number: string; series: string; credits: string | null }) => [
        d.number,
        d.series,
        d.credits,
      ]),
    ).toEqual([
      [paper.ghee?.number, 'INVOICE', null],
      [paper.soap?.number, 'INVOICE', null],
      [paper.mixed?.number, 'INVOICE', null],
      [paper.compost?.number, 'INVOICE', null],
      [paper.mixedCredit?.number, 'CREDIT_NOTE', paper.mixed?.number],
      [paper.oldCredit?.number, 'CREDIT_NOTE', paper.old?.number],
    ]);
    expect(report.documents[1]).toMatchObject({
      title: 'Tax invoice',
      orderId: paper.soap?.orderId,
      buyerName: 'GST Anjali',
      placeOfSupply: 'Kerala',
      taxableValue: 76_190,
      tax: 3_810,
      invoiceTotal: 80_000,
    });
  });

  it('leaves out what was not dated in the month', async () => {
    const { data } = await get(`/api/reports/gst?month=${lastMonth}`);
    expect(data.response.rates).toEqual([
      {
        hsnCode: '0405',
        ratePercent: 5,
        taxableValue: 133_143,
        cgst: 3_329,
        sgst: 3_328,
        igst: 0,
        tax: 6_657,
        value: 139_800,
      },
    ]);
    expect(data.response.documents.map((d: { number: string }) => d.number)).toEqual([paper.old?.number]);
    const empty = await get('/api/reports/gst?month=2001-02');
    expect(empty.data.response).toMatchObject({
      from: '2001-02-01',
      to: '2001-02-28',
      rates: [],
      documents: [],
    });
  });

  it('sends both tables as CSV; amounts below zero stay numbers', async () => {
    const rates = await get(`/api/reports/gst/export?month=${month}&table=rates`);
    expect(rates.headers['content-disposition']).toBe(`attachment; filename="gst-rates-${month}.csv"`);
    expect(rates.body.trim().split('\n')).toEqual([
      'HSN,Rate (%),Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total tax (₹),Value (₹)',
      '0401,0,0.00,0.00,0.00,0.00,0.00,0.00',
      '0405,5,-665.72,-16.64,-16.64,0.00,-33.28,-699.00',
      '3401,5,761.90,0.00,0.00,38.10,38.10,800.00',
      'None,0,50.00,0.00,0.00,0.00,0.00,50.00',
    ]);
    const documents = await get(`/api/reports/gst/export?month=${month}&table=documents`);
    const lines = documents.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Paper,Number,Date,Order,Buyer,Place of supply,Taxable value (₹),Tax (₹),Total (₹),Credits invoice',
    );
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe(
      `Tax invoice,${paper.soap?.number},${indiaToday()},${paper.soap?.orderId},GST Anjali,Kerala,761.90,38.10,800.00,`,
    );
    expect(lines[6]).toBe(
      `Credit note,${paper.oldCredit?.number},${indiaToday()},${paper.oldCredit?.orderId},GST Meena,Tamil Nadu,` +
        `1331.43,66.57,1398.00,${paper.old?.number}`,
    );
  });
});
