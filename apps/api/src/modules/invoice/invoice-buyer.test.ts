import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema.js';
import { indiaToday } from '../../lib/dates.js';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { hasPdftotext, overlappingWords, pdfText, pdfWords } from '../../test/pdf-text.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoices } from './invoice.table.js';

// Issue 30: the buyer on a GST paper. Defect 8: the place of supply follows the PIN code, not a
// typed state. Defect 9: the paper carries what GST asks of an unregistered buyer and no more (never
// the mobile number), and an erased customer's papers keep their number, date, lines and tax but
// not the person (decisions 0024 and 0045).

let t: TestApp;
let category: number;
const GSTIN = '33AAACR5055K1ZE'; // Tamil Nadu
const month = () => indiaToday().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  const set = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { gstin: GSTIN, invoicePrefix: 'AGF', legalName: 'Anamalai Goat Farm LLP', state: 'Tamil Nadu' },
  });
  expect(set.statusCode, set.body).toBe(200);
  category = await createCategory(t, 'Invoiced goods');
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (orderId: number) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);

async function move(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const deliver = (orderId: number) => move(orderId, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');

async function ghee(price = 69_900) {
  return createProduct(t, category, {
    name: `Bilona ghee ${Math.random()}`,
    price,
    hsnCode: '0405',
    stock: 50,
  });
}

async function invoicedOrder(shopper: Shopper) {
  const order = await placeOrder(t, shopper, [{ productId: (await ghee()).id, quantity: 1 }]);
  await deliver(order.id);
  const [row] = await rowsOf(order.id);
  if (!row) throw new Error('no invoice');
  return { order, row };
}

async function pdfOf(invoiceId: number) {
  const res = await t.call('GET', `/api/invoices/${invoiceId}/pdf`, { as: 'staff' });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const mobileOf = async (shopper: Shopper) =>
  (await t.call('GET', `/api/customer/${shopper.id}`, { as: 'staff' })).data.response.mobileNumber as string;

describe('the place of supply follows the PIN code', () => {
  it('invoices an address saved before the check, a Pollachi PIN code typed as Kerala, in Tamil Nadu with CGST and SGST', async () => {
    const shopper = await createShopper(t, 'Pollachi Ravi');
    await t.db.execute(
      `update addresses set state = 'Kerala', city = 'Pollachi', pincode = '642001' where customer_id = ${shopper.id}`,
    );
    const { row } = await invoicedOrder(shopper);
    expect(row).toMatchObject({ placeOfSupply: 'Tamil Nadu', igst: 0 });
    expect(row.cgst).toBeGreaterThan(0);
    expect(row.document.placeOfSupply).toEqual({ state: 'Tamil Nadu', stateCode: '33' });
    expect(row.document.interState).toBe(false);
    expect(row.document.buyer).toMatchObject({ state: 'Tamil Nadu', stateCode: '33' });

    const day = await t.call('GET', `/api/invoices?date=${row.invoiceDate}`, { as: 'staff' });
    expect(day.data.response).toContainEqual(
      expect.objectContaining({ number: row.number, placeOfSupply: 'Tamil Nadu' }),
    );
  });
});

describe('the buyer on a GST paper', () => {
  it('never keeps or prints the buyer’s mobile number (rule 46 does not ask for it)', async () => {
    const shopper = await createShopper(t, 'Numbered Meena');
    const { row } = await invoicedOrder(shopper);
    expect(row.document.buyer).toMatchObject({
      name: 'Numbered Meena',
      state: 'Tamil Nadu',
      stateCode: '33',
    });
    expect(row.document.buyer).not.toHaveProperty('mobileNumber');
    expect(JSON.stringify(row.document)).not.toContain((await mobileOf(shopper)).slice(3));
  });

  it.skipIf(!hasPdftotext)('prints no mobile number on the invoice PDF', async () => {
    const shopper = await createShopper(t, 'Printed Meena');
    const mobile = await mobileOf(shopper);
    const { row } = await invoicedOrder(shopper);
    const text = pdfText(await pdfOf(row.id));
    expect(text).toContain('Printed Meena');
    expect(text).not.toContain(mobile.slice(3));
    expect(text).not.toMatch(/Mobile/);
  });

  it('scrubs an erased customer from their papers: number, date, lines and tax stay; name, street and number go', async () => {
    const shopper = await createShopper(t, 'Erasable Lakshmi');
    const mobile = await mobileOf(shopper);
    const kept = await invoicedOrder(shopper);
    const returned = await invoicedOrder(shopper);
    await move(returned.order.id, 'RETURNED');
    const [, credit] = await rowsOf(returned.order.id);
    expect(credit?.series).toBe('CREDIT_NOTE');
    expect(credit?.document.buyer.name).toBe('Erasable Lakshmi');

    const erased = await t.call('POST', `/api/customer/${shopper.id}/erase`, { as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);

    const papers = [...(await rowsOf(kept.order.id)), ...(await rowsOf(returned.order.id))];
    expect(papers).toHaveLength(3);
    const before = [kept.row, returned.row, credit];
    papers.forEach((paper, i) => {
      const was = before[i];
      expect(paper.number).toBe(was?.number);
      expect(paper.invoiceDate).toBe(was?.invoiceDate);
      expect(paper.document.lines).toEqual(was?.document.lines);
      expect(paper.document.totals).toEqual(was?.document.totals);
      expect(paper.document.placeOfSupply).toEqual({ state: 'Tamil Nadu', stateCode: '33' });
      expect(paper.document.buyer).toEqual({
        name: 'Erased customer',
        address: [],
        state: 'Tamil Nadu',
        stateCode: '33',
      });
      const stored = JSON.stringify(paper.document);
      for (const gone of ['Erasable', 'Lakshmi', 'Goat Farm Road', 'temple', 'Erode', mobile.slice(3)]) {
        expect(stored, gone).not.toContain(gone);
      }
    });

    const day = await t.call('GET', `/api/invoices?date=${kept.row.invoiceDate}`, { as: 'staff' });
    expect(day.statusCode).toBe(200);
    expect(JSON.stringify(day.data.response)).not.toContain('Lakshmi');
    const csv = await t.call('GET', `/api/reports/gst/export?month=${month()}&table=documents`, {
      as: 'staff',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(kept.row.number);
    expect(csv.body).not.toContain('Lakshmi');

    if (hasPdftotext) {
      const print = await t.call('GET', `/api/invoices/pdf?date=${kept.row.invoiceDate}`, { as: 'staff' });
      expect(print.statusCode).toBe(200);
      const own = pdfText(await pdfOf(kept.row.id));
      expect(own).toContain(kept.row.number);
      expect(own).toContain('Tamil Nadu (state code 33)');
      for (const gone of ['Lakshmi', 'Goat Farm Road', 'Erode', mobile.slice(3)]) {
        expect(own, gone).not.toContain(gone);
      }
      // The day's papers hold other buyers (at the fixtures' one street), but not her.
      const day = pdfText(print.rawPayload);
      expect(day).toContain(kept.row.number);
      for (const gone of ['Lakshmi', mobile.slice(3)]) expect(day, gone).not.toContain(gone);
    }
  });

  it('keeps the name and delivery address, never the number, on an erased customer’s paper of ₹50,000 or more (rule 46)', async () => {
    const shopper = await createShopper(t, 'Goat Buyer Kannan');
    const mobile = await mobileOf(shopper);
    const goats = await ghee(5_500_000);
    const placed = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: shopper.id,
        addressId: shopper.addressId,
        productDetails: [{ productId: goats.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.data.response.orders[0].id;
    await deliver(orderId);
    const erased = await t.call('POST', `/api/customer/${shopper.id}/erase`, { as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);

    const [row] = await rowsOf(orderId);
    expect(row?.document.totals.taxableValue).toBeGreaterThanOrEqual(5_000_000);
    expect(row?.document.buyer).toEqual({
      name: 'Goat Buyer Kannan',
      address: ['12 Goat Farm Road', 'Near the temple', 'Erode 638001'],
      state: 'Tamil Nadu',
      stateCode: '33',
    });
    expect(JSON.stringify(row?.document)).not.toContain(mobile.slice(3));
  });

  it.skipIf(!hasPdftotext)(
    'prints a long Tamil buyer and product name in whole lines, nothing overprinted (defect 13)',
    async () => {
      const shopper = await createShopper(t, 'Tamil Buyer');
      const name = 'மீனாட்சி சுந்தரம் '.repeat(6).slice(0, 100);
      await t.db.update(addresses).set({ name }).where(eq(addresses.id, shopper.addressId));
      const product = await createProduct(t, category, {
        name: `நாட்டு மாட்டு நெய் Bilona ghee ${'பசும் நெய் '.repeat(8)}`.trim().slice(0, 120),
        price: 69_900,
        hsnCode: '0405',
        stock: 5,
      });
      const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
      await deliver(order.id);
      const [row] = await rowsOf(order.id);
      const words = pdfWords(await pdfOf(row?.id ?? 0));
      const overlaps = overlappingWords(words).map(([a, b]) => `"${a.text}" over "${b.text}"`);
      expect(overlaps).toEqual([]);
    },
  );
});
