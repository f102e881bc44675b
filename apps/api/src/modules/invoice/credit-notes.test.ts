import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../lib/dates.js';
import { checkout, createShopper, type Line, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payPlacedOrder } from '../payment/payment-test-fixtures.js';
import { invoices } from './invoice.table.js';

// Issue 30 items 7 and 10: credit notes never add up to more than their invoice, to the paisa, in
// total, taxable value and each tax, whichever way the value came down (returns of a few units, the
// whole return, a cancellation, refunds); and a refund that lowers the value of an invoiced supply
// gets its credit note (CGST Act s.34), one per lowering, never a second for goods already credited.

let t: TestApp;
let category: number;
let shopper: Shopper;
const month = indiaToday().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  const set = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { gstin: '33AAACR5055K1ZE', invoicePrefix: 'AGF', deliveryFee: 4_000, maxOpenCodOrders: 100 },
  });
  expect(set.statusCode, set.body).toBe(200);
  category = await createCategory(t, 'Credited goods');
  shopper = await createShopper(t, 'Credit Meena'); // Erode, Tamil Nadu: CGST + SGST
});
afterAll(async () => {
  await t.close();
});

const papersOf = (orderId: number) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);

async function setStatus(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const deliver = (orderId: number) => setStatus(orderId, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');

async function returnUnits(orderId: number, productId: number, quantity: number) {
  const res = await t.call('POST', `/api/orders/${orderId}/return-lines`, {
    as: 'staff',
    body: { lines: [{ productId, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function refund(orderId: number, amount?: number, reason = 'Refund') {
  const res = await t.call('POST', `/api/orders/${orderId}/refund`, {
    as: 'admin',
    body: amount === undefined ? { reason } : { amount, reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

/** Places these lines as an online order and pays it through the Razorpay stand-in. */
async function payOnlineFor(lines: Line[]) {
  const cart = await Promise.all(
    lines.map((l) => t.call('GET', `/api/product/${l.productId}`, { as: 'staff' })),
  );
  const subtotal = cart.reduce((sum, res, i) => sum + res.data.response.price * (lines[i]?.quantity ?? 0), 0);
  const placed = await checkout(t, shopper, [], {
    body: { productDetails: lines, expectedTotal: subtotal + 4_000, paymentMethod: 'ONLINE' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.data.response.orders[0];
  await payPlacedOrder(t, shopper, order.id);
  return { id: order.id as number, total: order.total as number };
}

const COLUMNS = ['amount', 'taxableValue', 'cgst', 'sgst', 'igst'] as const;

/** The invoice and the sums of its credit notes, column by column (and the printed totals). */
async function papersAndCredits(orderId: number) {
  const papers = await papersOf(orderId);
  const invoice = papers.find((p) => p.series === 'INVOICE');
  if (!invoice) throw new Error(`order ${orderId} has no invoice`);
  const notes = papers.filter((p) => p.series === 'CREDIT_NOTE');
  const credited = Object.fromEntries(
    COLUMNS.map((column) => [column, notes.reduce((sum, n) => sum + n[column], 0)]),
  ) as Record<(typeof COLUMNS)[number], number>;
  const printed = notes.reduce((sum, n) => sum + n.document.totals.invoiceTotal, 0);
  return { invoice, notes, credited, printed };
}

/** Every credit note's columns agree with its own lines, and no column goes over the invoice's. */
function expectWithinInvoice(papers: Awaited<ReturnType<typeof papersAndCredits>>) {
  const { invoice, notes, credited, printed } = papers;
  for (const column of COLUMNS) expect(credited[column], column).toBeLessThanOrEqual(invoice[column]);
  expect(printed).toBeLessThanOrEqual(invoice.document.totals.invoiceTotal);
  for (const note of notes) {
    for (const column of COLUMNS) {
      expect(note.document.lines.reduce((sum, l) => sum + l[column], 0)).toBe(note[column]);
    }
  }
  // Line by line too: what the notes took off a line is never more than the line.
  for (const line of invoice.document.lines) {
    const taken = notes.flatMap((n) => n.document.lines.filter((l) => l.productId === line.productId));
    for (const column of COLUMNS) {
      const sum = taken.reduce((total, l) => total + l[column], 0);
      expect(sum, `${line.description}: ${column}`).toBeLessThanOrEqual(line[column]);
    }
  }
}

async function gstMonth() {
  const res = await t.call('GET', `/api/reports/gst?month=${month}`, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.totals as { taxableValue: number; cgst: number; sgst: number; value: number };
}

describe('credit notes never exceed their invoice (item 7)', () => {
  it('six one-unit returns and the whole return credit exactly the invoice, to the paisa', async () => {
    // ₹112.50 a bar at 5 %: each bar alone is taxable ₹107.14 with ₹5.36 tax inside, but the six
    // together are taxable ₹642.86 with ₹32.14 tax: six notes that each find the tax of one bar
    // credit ₹32.16 of tax, 2 paise more than the invoice charged.
    const soap = await createProduct(t, category, {
      name: 'Turmeric soap',
      price: 11_250,
      hsnCode: '3401',
      stock: 10,
    });
    const order = await placeOrder(t, shopper, [{ productId: soap.id, quantity: 6 }]);
    await deliver(order.id);
    for (let i = 0; i < 6; i += 1) await returnUnits(order.id, soap.id, 1);
    expectWithinInvoice(await papersAndCredits(order.id));

    // The whole return credits what is left (the delivery): everything, exactly.
    await setStatus(order.id, 'RETURNED');
    const { invoice, notes, credited, printed } = await papersAndCredits(order.id);
    expect(notes).toHaveLength(7);
    expect(credited).toEqual({
      amount: invoice.amount,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
    });
    expect(printed).toBe(invoice.document.totals.invoiceTotal);
    expect(invoice).toMatchObject({ amount: 71_500, taxableValue: 68_096, cgst: 1_702, sgst: 1_702 });
  });
});

describe('a refund that lowers an invoiced supply gets a credit note (item 10)', () => {
  it('₹100 back for a dented jar: a credit note with the tax inside, split over the lines; the GST month drops by it', async () => {
    const ghee = await createProduct(t, category, { name: 'Ghee jar', price: 69_900, hsnCode: '0405' });
    const milk = await createProduct(t, category, { name: 'Goat milk', price: 9_000, hsnCode: '0401' });
    const order = await payOnlineFor([
      { productId: ghee.id, quantity: 1 },
      { productId: milk.id, quantity: 1 },
    ]);
    const before = await gstMonth();
    await refund(order.id, 10_000, 'Dented jar');

    const { invoice, notes } = await papersAndCredits(order.id);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({ series: 'CREDIT_NOTE', creditsInvoiceId: invoice.id, amount: 10_000 });
    expect(note?.document.totals.invoiceTotal).toBe(10_000);
    // ₹100 of ₹829 (ghee ₹699, milk ₹90, delivery ₹40 at the ghee's 5 %), in proportion and in
    // whole paise: ghee ₹84.32 (taxable ₹80.30, tax ₹4.02), milk ₹10.86 (nil), delivery ₹4.82
    // (taxable ₹4.59, tax ₹0.23).
    expect(
      note?.document.lines.map((l) => [l.productId ?? 'delivery', l.amount, l.taxableValue, l.cgst, l.sgst]),
    ).toEqual([
      [ghee.id, 8_432, 8_030, 201, 201],
      [milk.id, 1_086, 1_086, 0, 0],
      ['delivery', 482, 459, 12, 11],
    ]);
    expect(note?.document.lines.map((l) => l.quantity)).toEqual([0, 0, 0]);
    const pdf = await t.call('GET', `/api/invoices/${note?.id}/pdf`, { token: shopper.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const after = await gstMonth();
    expect(before.taxableValue - after.taxableValue).toBe(8_030 + 1_086 + 459);
    expect(before.value - after.value).toBe(10_000);
  });

  it('refunds in parts, then the rest: the notes add up to the invoice exactly', async () => {
    const ghee = await createProduct(t, category, { name: 'Ghee small', price: 33_333, hsnCode: '0405' });
    const soap = await createProduct(t, category, { name: 'Neem soap', price: 11_250, hsnCode: '3401' });
    const order = await payOnlineFor([
      { productId: ghee.id, quantity: 1 },
      { productId: soap.id, quantity: 3 },
    ]);
    for (const amount of [10_001, 3_333, 777]) await refund(order.id, amount);
    expectWithinInvoice(await papersAndCredits(order.id));
    await refund(order.id);
    const { invoice, notes, credited } = await papersAndCredits(order.id);
    expect(notes).toHaveLength(4);
    expect(credited).toEqual({
      amount: invoice.amount,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
    });
  });

  it('a refund for goods a return or a cancellation already credited issues no second note', async () => {
    const ghee = await createProduct(t, category, {
      name: 'Ghee 3',
      price: 69_900,
      hsnCode: '0405',
      stock: 10,
    });
    // Returned jar, then its money back: one note, for the return.
    const returned = await payOnlineFor([{ productId: ghee.id, quantity: 3 }]);
    await deliver(returned.id);
    await returnUnits(returned.id, ghee.id, 1);
    expect((await papersAndCredits(returned.id)).notes).toHaveLength(1);
    await refund(returned.id, 69_900, 'Jar came back');
    expect((await papersAndCredits(returned.id)).notes).toHaveLength(1);
    // A dented jar, ₹100 back: its own note; then the order comes back and all is refunded: the
    // return credits what is left, the refund nothing more.
    await refund(returned.id, 10_000, 'Dented');
    expect((await papersAndCredits(returned.id)).notes).toHaveLength(2);
    await setStatus(returned.id, 'RETURNED');
    await refund(returned.id);
    const all = await papersAndCredits(returned.id);
    expect(all.notes.map((n) => n.amount)).toEqual([69_900, 10_000, returned.total - 79_900]);
    expect(all.credited).toEqual({
      amount: all.invoice.amount,
      taxableValue: all.invoice.taxableValue,
      cgst: all.invoice.cgst,
      sgst: all.invoice.sgst,
      igst: all.invoice.igst,
    });

    // Paid, ₹50 back, then cancelled: the cancellation credits what is left; its refund, nothing.
    const cancelled = await payOnlineFor([{ productId: ghee.id, quantity: 1 }]);
    await refund(cancelled.id, 5_000);
    await setStatus(cancelled.id, 'CANCELLED');
    await refund(cancelled.id);
    const papers = await papersAndCredits(cancelled.id);
    expect(papers.notes.map((n) => n.amount)).toEqual([5_000, cancelled.total - 5_000]);
    expect(papers.credited).toEqual({
      amount: papers.invoice.amount,
      taxableValue: papers.invoice.taxableValue,
      cgst: papers.invoice.cgst,
      sgst: papers.invoice.sgst,
      igst: papers.invoice.igst,
    });
  });

  it('an order never invoiced gets no credit note for its refund', async () => {
    await t.call('PUT', '/api/settings', { as: 'admin', body: { gstin: null } });
    try {
      const milk = await createProduct(t, category, {
        name: 'Milk, no GSTIN',
        price: 9_000,
        hsnCode: '0401',
      });
      const order = await payOnlineFor([{ productId: milk.id, quantity: 2 }]);
      await refund(order.id, 1_000);
      expect(await papersOf(order.id)).toEqual([]);
    } finally {
      await t.call('PUT', '/api/settings', { as: 'admin', body: { gstin: '33AAACR5055K1ZE' } });
    }
  });
});
