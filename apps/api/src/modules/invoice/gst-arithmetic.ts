import { INDIAN_STATE_CODES } from '@farm/contract/plain/gst';

/**
 * The arithmetic of a GST invoice (DESIGN §8). Prices are tax-inclusive: a line's `amount` is what the
 * customer paid for it (paise, after its offer and its share of the coupon) and the tax is found
 * inside it from the line's rate, rounded to the paisa per line. Pure: no dates, no database; the
 * caller looks up each line's rate for the invoice date.
 */
export type GstLineInput = {
  description: string;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  /** Paise, tax-inclusive, after every discount. */
  amount: number;
  /** 0, 0.25, 3, 5, 12, 18…: at most two decimals (a whole number of basis points). */
  ratePercent: number;
};

export type GstInput<L extends GstLineInput = GstLineInput> = {
  /** State names as in the address form. */
  supplierState: string;
  /** Where the goods are delivered (IGST Act s.10(1)(a): where the movement ends). */
  placeOfSupply: string;
  lines: readonly L[];
  /** Paise, tax-inclusive. */
  deliveryFee: number;
};

export type GstAmounts = { taxableValue: number; cgst: number; sgst: number; igst: number; tax: number };
export type GstLine<L extends GstLineInput = GstLineInput> = L & GstAmounts;
export type GstRateSummary = Omit<GstAmounts, 'tax'> & { hsnCode: string | null; ratePercent: number };
export type GstDocumentKind = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'INVOICE_CUM_BILL_OF_SUPPLY';

export type GstBreakdown<L extends GstLineInput = GstLineInput> = {
  lines: GstLine<L>[];
  delivery: GstLine | null;
  totals: GstAmounts & {
    /** What was paid: the sum of the inclusive amounts. */
    amount: number;
    /** Always 0 (decision 0044: the paper's total is the money); papers issued before keep theirs. */
    roundOff: number;
    /** What was paid, to the paisa: the amount itself, never rounded (decision 0044). */
    invoiceTotal: number;
  };
  interState: boolean;
  kind: GstDocumentKind;
  /** Per HSN and rate, in order of first appearance: the GSTR-1 style summary. */
  byRate: GstRateSummary[];
};

/** numerator / denominator to the nearest integer, halves up; exact for safe integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new Error(`roundHalfUp needs integers and a positive denominator: ${numerator} / ${denominator}`);
  }
  const remainder = ((numerator % denominator) + denominator) % denominator;
  const floor = (numerator - remainder) / denominator;
  return 2 * remainder >= denominator ? floor + 1 : floor;
}

/** The GST inside tax-inclusive lines and a delivery fee, split by where the goods go. */
export function calculateGst<L extends GstLineInput>(input: GstInput<L>): GstBreakdown<L> {
  const interState = stateCode(input.supplierState) !== stateCode(input.placeOfSupply);
  const lines = input.lines.map((line) => ({ ...line, ...taxInside(line, interState) }));
  const delivery = deliveryLine(input.lines, input.deliveryFee, interState);
  const all: GstLine[] = delivery ? [...lines, delivery] : lines;

  return {
    lines,
    delivery,
    totals: totalsOf(all),
    interState,
    kind: kindOf(input.lines),
    byRate: summaryByRate(all),
  };
}

/** A paper's sums over its lines; the total is what was paid, never rounded (decision 0044). */
export function totalsOf(lines: readonly GstLine[]): GstBreakdown['totals'] {
  const sum = (key: keyof GstAmounts | 'amount') => lines.reduce((total, line) => total + line[key], 0);
  const amount = sum('amount');
  return {
    taxableValue: sum('taxableValue'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    tax: sum('tax'),
    amount,
    roundOff: 0,
    invoiceTotal: amount,
  };
}

/** What an invoice line has left to credit: its amount and the tax inside it, less earlier credit notes. */
export type Creditable = Omit<GstAmounts, 'tax'> & { amount: number };

/**
 * The GST inside `amount` credited against what is left of an invoice line (CGST Act s.34): found
 * at the line's rate as on an invoice, but never more taxable value, CGST, SGST or IGST than the
 * line has left, and exactly what is left when the amount is all that is left. The one rule that
 * keeps credit notes, however many and for whatever reason (returns, cancellation, refunds),
 * within their invoice to the paisa (issue 30 item 7).
 */
export function creditInside(
  left: Creditable,
  amount: number,
  ratePercent: number,
  interState: boolean,
): GstAmounts {
  const leftTax = left.cgst + left.sgst + left.igst;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > left.amount) {
    throw new Error(`A credit of ${amount} paise is not within the ${left.amount} left of the line`);
  }
  if (left.taxableValue + leftTax !== left.amount) {
    throw new Error('What is left of the line does not add up: taxable value + tax ≠ amount');
  }
  if (amount === left.amount) return { ...pick(left), tax: leftTax };
  const inside = taxInside({ amount, ratePercent }, interState);
  // Both within what is left: taxable ≤ left taxable, and the tax (amount − taxable) ≤ left tax.
  const taxableValue = clamp(inside.taxableValue, amount - leftTax, left.taxableValue);
  const tax = amount - taxableValue;
  if (interState) return { taxableValue, cgst: 0, sgst: 0, igst: tax, tax };
  const cgst = clamp(roundHalfUp(tax, 2), tax - left.sgst, left.cgst);
  return { taxableValue, cgst, sgst: tax - cgst, igst: 0, tax };
}

const pick = ({ taxableValue, cgst, sgst, igst }: Creditable) => ({ taxableValue, cgst, sgst, igst });
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function stateCode(state: string): string {
  if (!Object.hasOwn(INDIAN_STATE_CODES, state)) {
    throw new Error(`Not a state or union territory of India: ${state}`);
  }
  return INDIAN_STATE_CODES[state as keyof typeof INDIAN_STATE_CODES];
}

function taxInside(line: Pick<GstLineInput, 'amount' | 'ratePercent'>, interState: boolean): GstAmounts {
  const { amount, ratePercent } = line;
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new Error(`A line's amount must be whole paise, not negative: ${amount}`);
  }
  const rateBp = Math.round(ratePercent * 100);
  if (!(ratePercent >= 0 && ratePercent <= 100) || Math.abs(ratePercent * 100 - rateBp) > 1e-6) {
    throw new Error(`A GST rate is 0 to 100 with at most two decimals: ${ratePercent}`);
  }
  // In basis points so that 0.25 % or 12 % never meet a binary fraction.
  const taxableValue = roundHalfUp(amount * 10_000, 10_000 + rateBp);
  const tax = amount - taxableValue;
  if (interState) return { taxableValue, cgst: 0, sgst: 0, igst: tax, tax };
  // The odd paisa goes to CGST, so CGST + SGST equals the IGST of the same line.
  const cgst = roundHalfUp(tax, 2);
  return { taxableValue, cgst, sgst: tax - cgst, igst: 0, tax };
}

/**
 * Delivery by the seller is part of a composite supply, which is taxed as its principal supply
 * (CGST Act s.8(a)): here the line with the highest rate (the largest of those on a tie), whose HSN
 * it shares in the summary. Delivery of nil-rated goods alone is nil-rated.
 */
function deliveryLine(lines: readonly GstLineInput[], fee: number, interState: boolean): GstLine | null {
  if (fee === 0) return null;
  const principal = lines.reduce<GstLineInput | undefined>(
    (best, line) =>
      !best ||
      line.ratePercent > best.ratePercent ||
      (line.ratePercent === best.ratePercent && line.amount > best.amount)
        ? line
        : best,
    undefined,
  );
  const delivery = {
    description: 'Delivery',
    hsnCode: principal?.hsnCode ?? null,
    quantity: 1,
    unit: 'order',
    amount: fee,
    ratePercent: principal?.ratePercent ?? 0,
  };
  return { ...delivery, ...taxInside(delivery, interState) };
}

/** Taxable goods need a tax invoice; nil-rated ones a bill of supply (rule 49); both, rule 46A's. */
export function kindOf(lines: readonly Pick<GstLineInput, 'ratePercent'>[]): GstDocumentKind {
  const taxable = lines.some((line) => line.ratePercent > 0);
  const nil = lines.some((line) => line.ratePercent === 0);
  if (taxable && nil) return 'INVOICE_CUM_BILL_OF_SUPPLY';
  return taxable ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY';
}

export function summaryByRate(lines: readonly GstLine[]): GstRateSummary[] {
  const rows = new Map<string, GstRateSummary>();
  for (const { hsnCode, ratePercent, taxableValue, cgst, sgst, igst } of lines) {
    const key = `${hsnCode ?? ''}|${ratePercent}`;
    const row = rows.get(key) ?? { hsnCode, ratePercent, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    rows.set(key, {
      ...row,
      taxableValue: row.taxableValue + taxableValue,
      cgst: row.cgst + cgst,
      sgst: row.sgst + sgst,
      igst: row.igst + igst,
    });
  }
  return [...rows.values()];
}
