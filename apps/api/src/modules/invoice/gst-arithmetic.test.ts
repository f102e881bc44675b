import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateGst,
  creditInside,
  type GstInput,
  type GstLineInput,
  roundHalfUp,
} from './gst-arithmetic.js';

// Rates after the GST Council's change of 22 Sep 2025 (INDIA.md): ghee 0405 and soap 3401 at 5 %,
// fresh milk 0401 and live goats 0104 nil.
const ghee: GstLineInput = {
  description: 'Goat milk ghee 500 ml',
  hsnCode: '0405',
  quantity: 1,
  unit: 'jar',
  amount: 69_900,
  ratePercent: 5,
};
const soap: GstLineInput = {
  description: 'Goat milk soap',
  hsnCode: '3401',
  quantity: 2,
  unit: 'bar',
  amount: 17_000,
  ratePercent: 5,
};
const milk: GstLineInput = {
  description: 'Fresh goat milk 1 l',
  hsnCode: '0401',
  quantity: 1,
  unit: 'litre',
  amount: 8_000,
  ratePercent: 0,
};
const goat: GstLineInput = {
  description: 'Kanni goat, female, 8 months',
  hsnCode: '0104',
  quantity: 1,
  unit: 'animal',
  amount: 1_800_000,
  ratePercent: 0,
};

const inTamilNadu = { supplierState: 'Tamil Nadu', placeOfSupply: 'Tamil Nadu' };
const toKarnataka = { supplierState: 'Tamil Nadu', placeOfSupply: 'Karnataka' };
const order = { lines: [ghee, soap], deliveryFee: 4_000 };

describe('GST inside tax-inclusive prices', () => {
  it('Tamil Nadu to Tamil Nadu: CGST and SGST, the odd paisa to CGST, delivery at the goods rate', () => {
    const gst = calculateGst({ ...inTamilNadu, ...order });
    // Ghee ₹699.00 at 5 %: 69900 × 100 / 105 = 66571.43 → 66571 taxable, 3329 tax;
    // 3329 / 2 = 1664.5 → CGST 1665, SGST 1664.
    // Soap ₹170.00: 17000 × 100 / 105 = 16190.48 → 16190, tax 810 = 405 + 405.
    // Delivery ₹40.00 at 5 % (the principal supply's rate): 4000 × 100 / 105 = 3809.52 → 3810, tax 190.
    expect(
      gst.lines.map(({ taxableValue, cgst, sgst, igst, tax }) => [taxableValue, cgst, sgst, igst, tax]),
    ).toEqual([
      [66_571, 1_665, 1_664, 0, 3_329],
      [16_190, 405, 405, 0, 810],
    ]);
    expect(gst.lines[0]).toMatchObject(ghee);
    expect(gst.delivery).toEqual({
      description: 'Delivery',
      hsnCode: '0405',
      quantity: 1,
      unit: 'order',
      amount: 4_000,
      ratePercent: 5,
      taxableValue: 3_810,
      cgst: 95,
      sgst: 95,
      igst: 0,
      tax: 190,
    });
    // 699 + 170 + 40 = ₹909.00, already whole rupees.
    expect(gst.totals).toEqual({
      taxableValue: 86_571,
      cgst: 2_165,
      sgst: 2_164,
      igst: 0,
      tax: 4_329,
      amount: 90_900,
      roundOff: 0,
      invoiceTotal: 90_900,
    });
    expect(gst.interState).toBe(false);
    expect(gst.kind).toBe('TAX_INVOICE');
    // The delivery shares the ghee's row: it is taxed as the ghee is.
    expect(gst.byRate).toEqual([
      { hsnCode: '0405', ratePercent: 5, taxableValue: 70_381, cgst: 1_760, sgst: 1_759, igst: 0 },
      { hsnCode: '3401', ratePercent: 5, taxableValue: 16_190, cgst: 405, sgst: 405, igst: 0 },
    ]);
  });

  it('Tamil Nadu to Karnataka: IGST equal to the CGST + SGST of the same lines', () => {
    const local = calculateGst({ ...inTamilNadu, ...order });
    const gst = calculateGst({ ...toKarnataka, ...order });
    expect(gst.interState).toBe(true);
    expect(gst.lines.map((l) => [l.taxableValue, l.cgst, l.sgst, l.igst])).toEqual([
      [66_571, 0, 0, 3_329],
      [16_190, 0, 0, 810],
    ]);
    expect(gst.delivery).toMatchObject({ taxableValue: 3_810, cgst: 0, sgst: 0, igst: 190 });
    expect(gst.lines.map((l) => l.igst)).toEqual(local.lines.map((l) => l.cgst + l.sgst));
    expect(gst.totals).toMatchObject({ taxableValue: 86_571, igst: 4_329, tax: 4_329, invoiceTotal: 90_900 });
    expect(gst.totals.igst).toBe(local.totals.cgst + local.totals.sgst);
  });

  it('an all-nil-rated order is a bill of supply with no tax, its delivery nil-rated too', () => {
    const gst = calculateGst({ ...inTamilNadu, lines: [milk, goat], deliveryFee: 4_000 });
    expect(gst.kind).toBe('BILL_OF_SUPPLY');
    expect(gst.delivery).toMatchObject({ hsnCode: '0104', ratePercent: 0, taxableValue: 4_000, tax: 0 });
    expect(gst.totals).toEqual({
      taxableValue: 1_812_000,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      amount: 1_812_000,
      roundOff: 0,
      invoiceTotal: 1_812_000,
    });
  });

  it('milk and soap together: an invoice-cum-bill of supply, delivery taxed at 5 %', () => {
    const gst = calculateGst({
      ...inTamilNadu,
      lines: [milk, { ...soap, amount: 8_500 }],
      deliveryFee: 4_000,
    });
    expect(gst.kind).toBe('INVOICE_CUM_BILL_OF_SUPPLY');
    // Soap ₹85.00: 8500 × 100 / 105 = 8095.24 → 8095, tax 405 → 202.5 → CGST 203, SGST 202.
    expect(gst.lines[0]).toMatchObject({ taxableValue: 8_000, tax: 0 });
    expect(gst.lines[1]).toMatchObject({ taxableValue: 8_095, cgst: 203, sgst: 202, tax: 405 });
    expect(gst.delivery).toMatchObject({ hsnCode: '3401', ratePercent: 5, taxableValue: 3_810, tax: 190 });
    expect(gst.totals).toMatchObject({
      taxableValue: 19_905,
      cgst: 298,
      sgst: 297,
      tax: 595,
      amount: 20_500,
    });
  });

  it('taxes what the customer paid for a line, after its offer and its share of the coupon', () => {
    // Two jars of ghee at ₹699.00 less 10 % (₹629.10 each) = ₹1,258.20, less ₹88.10 of a ₹100 coupon
    // = ₹1,170.10: 117010 × 100 / 105 = 111438.10 → 111438, tax 5572 = 2786 + 2786.
    // Two soaps ₹170.00 less ₹11.90 of it = ₹158.10: 15810 × 100 / 105 = 15057.14 → 15057, tax 753 = 377 + 376.
    const gst = calculateGst({
      ...inTamilNadu,
      lines: [
        { ...ghee, quantity: 2, amount: 117_010 },
        { ...soap, amount: 15_810 },
      ],
      deliveryFee: 0,
    });
    expect(gst.lines.map((l) => [l.taxableValue, l.cgst, l.sgst, l.tax])).toEqual([
      [111_438, 2_786, 2_786, 5_572],
      [15_057, 377, 376, 753],
    ]);
    expect(gst.delivery).toBeNull();
    // ₹1,328.20, as paid: no round-off (decision 0044).
    expect(gst.totals).toEqual({
      taxableValue: 126_495,
      cgst: 3_163,
      sgst: 3_162,
      igst: 0,
      tax: 6_325,
      amount: 132_820,
      roundOff: 0,
      invoiceTotal: 132_820,
    });
  });

  it('the same ghee at 12 % (invoice of 21 Sep 2025) and at 5 % (22 Sep 2025)', () => {
    const at = (ratePercent: number) =>
      calculateGst({ ...inTamilNadu, lines: [{ ...ghee, ratePercent }], deliveryFee: 0 }).lines[0];
    // 69900 × 100 / 112 = 62410.71 → 62411, tax 7489 → 3744.5 → CGST 3745, SGST 3744.
    expect(at(12)).toMatchObject({ taxableValue: 62_411, cgst: 3_745, sgst: 3_744, tax: 7_489 });
    expect(at(5)).toMatchObject({ taxableValue: 66_571, cgst: 1_665, sgst: 1_664, tax: 3_329 });
  });

  it('the invoice total is what was paid, to the paisa: no round-off (decision 0044)', () => {
    const total = (...amounts: number[]) =>
      calculateGst({ ...inTamilNadu, lines: amounts.map((amount) => ({ ...milk, amount })), deliveryFee: 0 })
        .totals;
    expect(total(12_350)).toMatchObject({ amount: 12_350, roundOff: 0, invoiceTotal: 12_350 });
    expect(total(12_349)).toMatchObject({ amount: 12_349, roundOff: 0, invoiceTotal: 12_349 });
    expect(total(8_000, 4_351)).toMatchObject({ amount: 12_351, roundOff: 0, invoiceTotal: 12_351 });
  });

  it('refuses what only a programming error sends', () => {
    const lines = (line: Partial<GstLineInput>) => ({
      ...inTamilNadu,
      lines: [{ ...ghee, ...line }],
      deliveryFee: 0,
    });
    expect(() => calculateGst(lines({ amount: -1 }))).toThrow(/amount/);
    expect(() => calculateGst(lines({ amount: 10.5 }))).toThrow(/amount/);
    expect(() => calculateGst(lines({ ratePercent: -1 }))).toThrow(/rate/);
    expect(() => calculateGst(lines({ ratePercent: 101 }))).toThrow(/rate/);
    expect(() => calculateGst(lines({ ratePercent: 0.125 }))).toThrow(/rate/);
    expect(() => calculateGst({ ...lines({}), deliveryFee: -100 })).toThrow(/amount/);
    expect(() => calculateGst({ ...lines({}), placeOfSupply: 'Tamilnadu' })).toThrow(/Tamilnadu/);
  });
});

describe('roundHalfUp', () => {
  it('rounds halves up and everything else to the nearest integer', () => {
    expect(roundHalfUp(3_329, 2)).toBe(1_665);
    expect(roundHalfUp(3_328, 2)).toBe(1_664);
    // 101 paise at 100 %: 101 × 10000 / 20000 = 50.5 → 51.
    expect(roundHalfUp(1_010_000, 20_000)).toBe(51);
    expect(roundHalfUp(12_349, 100)).toBe(123);
    expect(roundHalfUp(-5, 10)).toBe(0);
    expect(roundHalfUp(-6, 10)).toBe(-1);
    expect(() => roundHalfUp(1.5, 2)).toThrow();
    expect(() => roundHalfUp(1, 0)).toThrow();
  });
});

describe('GST over random orders (fast-check)', () => {
  const rate = fc.oneof(
    fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40, 100),
    fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  );
  const line = fc.record({
    description: fc.constant('item'),
    hsnCode: fc.constantFrom('0401', '0405', '3401', null),
    quantity: fc.integer({ min: 1, max: 20 }),
    unit: fc.constant('piece'),
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    ratePercent: rate,
  });
  const order = fc.record({
    lines: fc.array(line, { maxLength: 12 }),
    deliveryFee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  });

  it('keeps every paisa: per line, between CGST + SGST and IGST, in totals and in the summary', () => {
    fc.assert(
      fc.property(order, (o) => {
        const local = calculateGst({ ...inTamilNadu, ...o } satisfies GstInput);
        const away = calculateGst({ ...toKarnataka, ...o });
        const all = (g: typeof local) => (g.delivery ? [...g.lines, g.delivery] : g.lines);
        all(local).forEach((l, i) => {
          const far = all(away)[i]!;
          expect(l.taxableValue + l.tax).toBe(l.amount);
          expect(far.taxableValue + far.tax).toBe(far.amount);
          expect(l.cgst + l.sgst).toBe(far.igst);
          expect(l.cgst - l.sgst).toBeGreaterThanOrEqual(0);
          expect(l.cgst - l.sgst).toBeLessThanOrEqual(1);
          // The taxable value is the nearest paisa to amount × 100 / (100 + rate).
          const exact = (l.amount * 10_000) / (10_000 + Math.round(l.ratePercent * 100));
          expect(Math.abs(l.taxableValue - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        });
        for (const g of [local, away]) {
          const sum = (key: 'amount' | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
            all(g).reduce((total, l) => total + l[key], 0);
          expect(g.totals).toMatchObject({
            amount: sum('amount'),
            taxableValue: sum('taxableValue'),
            cgst: sum('cgst'),
            sgst: sum('sgst'),
            igst: sum('igst'),
            tax: sum('tax'),
          });
          expect(g.byRate.reduce((total, r) => total + r.taxableValue, 0)).toBe(g.totals.taxableValue);
          expect(g.totals.roundOff).toBe(0);
          expect(g.totals.invoiceTotal).toBe(g.totals.amount);
        }
        expect(away.totals.igst).toBe(local.totals.cgst + local.totals.sgst);
      }),
      { numRuns: 500 },
    );
  });
});

describe('credits against an invoice line (creditInside, issue 30 item 7)', () => {
  type Left = { amount: number; taxableValue: number; cgst: number; sgst: number; igst: number };
  const lineOf = (amount: number, ratePercent: number, interState: boolean): Left => {
    const gst = calculateGst({
      ...(interState ? toKarnataka : inTamilNadu),
      lines: [{ ...soap, amount, ratePercent }],
      deliveryFee: 0,
    });
    const { taxableValue, cgst, sgst, igst } = gst.lines[0]!;
    return { amount, taxableValue, cgst, sgst, igst };
  };
  const less = (left: Left, credit: Left): Left => ({
    amount: left.amount - credit.amount,
    taxableValue: left.taxableValue - credit.taxableValue,
    cgst: left.cgst - credit.cgst,
    sgst: left.sgst - credit.sgst,
    igst: left.igst - credit.igst,
  });

  it('six bars of ₹112.50 credited one by one take exactly the line: no paisa of tax more', () => {
    // The line: ₹675.00 at 5 %, taxable ₹642.86, tax ₹32.14 = CGST ₹16.07 + SGST ₹16.07. A bar
    // alone has ₹5.36 of tax inside (₹2.68 + ₹2.68): six of those would credit ₹32.16.
    let left = lineOf(67_500, 5, false);
    expect(left).toEqual({ amount: 67_500, taxableValue: 64_286, cgst: 1_607, sgst: 1_607, igst: 0 });
    const credits: Left[] = [];
    for (let bar = 0; bar < 6; bar += 1) {
      const { tax: _tax, ...credit } = { amount: 11_250, ...creditInside(left, 11_250, 5, false) };
      credits.push(credit);
      left = less(left, credit);
    }
    expect(credits[0]).toEqual({ amount: 11_250, taxableValue: 10_714, cgst: 268, sgst: 268, igst: 0 });
    expect(left).toEqual({ amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 });
  });

  it('refuses more than is left', () => {
    const left = lineOf(10_000, 5, false);
    expect(() => creditInside(left, 10_001, 5, false)).toThrow(/not within/);
    expect(() => creditInside(left, -1, 5, false)).toThrow(/not within/);
  });

  it('any credits, in any order: never more than the line in any column; all of it when all is credited', () => {
    const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        rate,
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (amount, ratePercent, interState, weights) => {
          const line = lineOf(amount, ratePercent, interState);
          // The line split in parts by the weights (whole paise), credited one after another.
          const total = weights.reduce((sum, w) => sum + w, 0);
          const parts = weights.map((w) => Math.floor((amount * w) / total));
          parts[parts.length - 1] = amount - parts.slice(0, -1).reduce((sum, p) => sum + p, 0);
          let left = line;
          for (const part of parts) {
            const { tax, ...credit } = creditInside(left, part, ratePercent, interState);
            expect(credit.taxableValue + tax).toBe(part);
            expect(credit.cgst + credit.sgst + credit.igst).toBe(tax);
            left = less(left, { amount: part, ...credit });
            for (const value of Object.values(left)) expect(value).toBeGreaterThanOrEqual(0);
            if (interState) expect(credit.cgst + credit.sgst).toBe(0);
            else expect(credit.igst).toBe(0);
          }
          expect(left).toEqual({ amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 });
        },
      ),
      { numRuns: 500 },
    );
  });
});
