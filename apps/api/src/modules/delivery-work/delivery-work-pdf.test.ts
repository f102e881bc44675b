import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, products } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { hasPdftotext, overlappingWords, type PdfWord, pdfWords } from '../../test/pdf-text.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';

// Issue 30, defect 13: a long name (100 characters, the most an address's name holds) ran into the
// line below it on the route sheet and the packing list. Each line is laid out below the one before,
// as tall as its text really is: read back through the words' boxes in the printed PDF.

// Wednesday 25 Nov 2026, 19:30 in India: orders now go on Thursday morning's route.
const NOW = '2026-11-25T14:00:00Z';
const THURSDAY = '2026-11-26';

const fill = (word: string, last: string) => {
  let name = '';
  while (`${name}${word} ${last}`.length <= 100) name += `${word} `;
  return `${name}${last}`;
};
const LATIN = fill('Thiruvenkatalakshmi Ramasubramanian', 'Kadaisi');
const TAMIL = fill('மீனாட்சி சுந்தரம்', 'முடிவு');

describe.skipIf(!hasPdftotext)('route sheet and packing list with long names (pdftotext)', () => {
  let t: TestApp;
  let area: { id: number; slots: { id: number }[] };
  const orders: Record<'latin' | 'tamil', number> = { latin: 0, tamil: 0 };
  let milkId = 0;

  async function orderFor(name: string) {
    const shopper: Shopper = await createShopper(t, 'Long Name');
    await movePincode(t, shopper, '642001');
    await t.db.update(addresses).set({ name }).where(eq(addresses.id, shopper.addressId));
    return shopper;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: fakeClock(NOW).now });
    const category = await createCategory(t, 'Goat Milk');
    const milk = await createProduct(t, category, { name: 'Fresh Goat Milk', price: 7500, stock: 50 });
    milkId = milk.id;
    area = await createArea(t, ownArea({ pincodes: ['642001'] }));
    for (const [key, name] of [
      ['latin', LATIN],
      ['tamil', TAMIL],
    ] as const) {
      const shopper = await orderFor(name);
      const res = await t.call(
        'POST',
        `/api/orders/products?customerId=${shopper.id}&addressId=${shopper.addressId}`,
        {
          token: shopper.token,
          body: { productDetails: [{ productId: milk.id, quantity: 1 }], expectedTotal: 7500 + 3000 },
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      orders[key] = res.data.response.orders[0].id;
    }
  });
  afterAll(() => t?.close());

  async function pdf(url: string) {
    const res = await t.call('GET', url, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return pdfWords(res.rawPayload);
  }

  const describeOverlaps = (pairs: [PdfWord, PdfWord][]) =>
    pairs
      .map(([a, b]) => `"${a.text}" (${a.yMin.toFixed(1)}–${a.yMax.toFixed(1)}) over "${b.text}"`)
      .join('; ');

  /** The first word `text` followed by `next` (e.g. "Order" "#12"). */
  const wordBefore = (words: PdfWord[], text: string, next: string) =>
    words.find((w, i) => w.text === text && words[i + 1]?.text === next);

  it('prints a route stop’s long name in full lines above its "Order · phone" line, nothing overprinted', async () => {
    const words = await pdf(
      `/api/delivery/route/pdf?date=${THURSDAY}&areaId=${area.id}&slotId=${area.slots[0]?.id}`,
    );
    expect(describeOverlaps(overlappingWords(words))).toBe('');

    const last = words.find((w) => w.text === 'Kadaisi');
    const orderLine = wordBefore(words, 'Order', `#${orders.latin}`);
    expect(last && orderLine, 'the name and its order line are printed').toBeTruthy();
    expect(last?.yMax).toBeLessThanOrEqual(orderLine?.yMin ?? 0);
    // The name wraps (it does not fit one line) and every one of its lines sits above the order line.
    const nameWords = words.filter((w) =>
      ['Thiruvenkatalakshmi', 'Ramasubramanian', 'Kadaisi'].includes(w.text),
    );
    expect(new Set(nameWords.map((w) => Math.round(w.yMin))).size).toBeGreaterThan(1);
    for (const word of nameWords) expect(word.yMax).toBeLessThanOrEqual(orderLine?.yMin ?? 0);

    const tamilOrder = wordBefore(words, 'Order', `#${orders.tamil}`);
    expect(tamilOrder).toBeTruthy();
  });

  it('prints a packing list order’s long name above its items, nothing overprinted', async () => {
    const words = await pdf(`/api/delivery/packing/pdf?date=${THURSDAY}`);
    expect(describeOverlaps(overlappingWords(words))).toBe('');

    const last = words.find((w) => w.text === 'Kadaisi');
    const heading = wordBefore(words, `#${orders.latin}`, 'Thiruvenkatalakshmi');
    expect(last && heading).toBeTruthy();
    // The order's items ("1 × Fresh Goat Milk") start below the whole name.
    const items = words.filter(
      (w, i) => w.text === 'Fresh' && (w.yMin ?? 0) > (heading?.yMin ?? 0) && words[i - 2]?.text === '1',
    );
    const firstItems = items.sort((a, b) => a.yMin - b.yMin)[0];
    expect(firstItems).toBeTruthy();
    expect(last?.yMax).toBeLessThanOrEqual(firstItems?.yMin ?? 0);
  });

  it("prints the papers in the staff member's language, or the one the page asks for (issue 33.3)", async () => {
    // poppler reads a vowel sign written before its consonant (ெ ே ை) in the order it is drawn, so
    // the words looked for have none: பட்டியல் (list), வழி (route), வீடுகள் (houses), ஆர்டர்கள் (orders).
    const text = (words: PdfWord[]) => words.map((w) => w.text).join(' ');
    const packing = `/api/delivery/packing/pdf?date=${THURSDAY}`;
    const route = `/api/delivery/route/pdf?date=${THURSDAY}&areaId=${area.id}&slotId=${area.slots[0]?.id}`;

    // Staff gave the milk a Tamil name: Tamil papers say it, English ones the English.
    await t.db
      .update(products)
      .set({ translations: { ta: { name: 'ஆட்டுப்பால்' } } })
      .where(eq(products.id, milkId));
    const english = text(await pdf(packing));
    expect(english).toContain('Fresh Goat Milk');
    expect(english).not.toContain('ஆட்டுப்பால்');
    expect(english).toContain('Packing list');
    expect(english).not.toContain('பட்டியல்');

    const asked = await pdf(`${packing}&lang=ta`);
    expect(describeOverlaps(overlappingWords(asked))).toBe('');
    expect(text(asked)).toContain('பட்டியல்');
    expect(text(asked)).toContain('ஆர்டர்கள்');
    expect(text(asked)).not.toContain('Packing list');
    // Names print as written, in either paper: the Tamil customer's and the English one's.
    expect(text(asked)).toContain('முடிவு');
    expect(text(asked)).toContain('Kadaisi');
    expect(text(asked)).toContain('ஆட்டுப்பால்');
    expect(text(asked)).not.toContain('Fresh Goat Milk');

    const set = await t.call('PUT', '/api/user/language', { as: 'staff', body: { locale: 'ta' } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const sheet = await pdf(route);
      expect(describeOverlaps(overlappingWords(sheet))).toBe('');
      expect(text(sheet)).toContain('வழி —');
      expect(text(sheet)).toContain('வீடுகள்');
      expect(text(sheet)).not.toContain('Route');
      expect(text(sheet)).toContain('1 × ஆட்டுப்பால்');
      expect(text(sheet)).toContain('முடிவு');
      // The stop's state in the sheet's language, as the delivery person's screen says it.
      expect(text(sheet)).toContain('Erode, தமிழ்நாடு');
      expect(text(sheet)).not.toContain('Tamil Nadu');
      expect(text(await pdf(packing))).toContain('பட்டியல்');
      // The page's language wins over the account's.
      expect(text(await pdf(`${packing}&lang=en`))).toContain('Packing list');
      const bad = await t.call('GET', `${packing}&lang=xx`, { as: 'staff' });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'lang' }));
    } finally {
      await t.call('PUT', '/api/user/language', { as: 'staff', body: { locale: 'en' } });
    }
  });
});
