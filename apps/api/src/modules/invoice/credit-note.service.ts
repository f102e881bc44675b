import type { Tx } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { getShopSettings } from '../settings/index.js';
import { calculateGst, type GstLineInput, roundHalfUp } from './gst-arithmetic.js';
import { findInvoicesOfOrder, type InvoiceRow, insertInvoice, takeNextNumber } from './invoice.repository.js';
import { invoiceLineOf } from './invoice-document.js';
import { financialYearOf, invoiceNumber } from './invoice-number.js';

type Credited = { quantity: number; amount: number };

/** What earlier credit notes took off each line of the invoice (by product; the delivery as -1). */
function creditedSoFar(creditNotes: InvoiceRow[]): Map<number, Credited> {
  const credited = new Map<number, Credited>();
  for (const note of creditNotes) {
    for (const line of note.document.lines) {
      const key = line.productId ?? -1;
      const before = credited.get(key) ?? { quantity: 0, amount: 0 };
      credited.set(key, { quantity: before.quantity + line.quantity, amount: before.amount + line.amount });
    }
  }
  return credited;
}

/**
 * A credit note for `lines` of the order's invoice (issue 17.3), in its own series, dated that day,
 * naming the invoice: each line at the invoice's rate, its amount the invoice line's share for the
 * units (the last units of a line take exactly what is left, so the notes never credit more than
 * the invoice). Taxes are found inside each amount as on the invoice.
 */
async function creditLines(
  tx: Tx,
  invoice: InvoiceRow,
  lines: (GstLineInput & { productId?: number })[],
  creditedAt: Date,
  whole: boolean,
): Promise<InvoiceRow | undefined> {
  if (lines.length === 0) return undefined;
  const { document } = invoice;
  const gst = calculateGst({
    supplierState: document.supplier.state,
    placeOfSupply: document.placeOfSupply.state,
    deliveryFee: 0,
    lines,
  });
  const settings = await getShopSettings(tx);
  const invoiceDate = indiaToday(creditedAt);
  const financialYear = financialYearOf(invoiceDate);
  const sequence = await takeNextNumber(tx, 'CREDIT_NOTE', financialYear);
  const number = invoiceNumber(settings.invoicePrefix, 'CREDIT_NOTE', financialYear, sequence);
  const noteLines = gst.lines.map(invoiceLineOf);
  return insertInvoice(tx, {
    series: 'CREDIT_NOTE',
    number,
    financialYear,
    sequence,
    orderId: invoice.orderId,
    customerId: invoice.customerId,
    creditsInvoiceId: invoice.id,
    invoiceDate,
    kind: gst.kind,
    placeOfSupply: invoice.placeOfSupply,
    taxableValue: gst.totals.taxableValue,
    cgst: gst.totals.cgst,
    sgst: gst.totals.sgst,
    igst: gst.totals.igst,
    amount: gst.totals.amount,
    roundOff: gst.totals.roundOff,
    document: {
      ...document,
      kind: gst.kind,
      title: 'Credit note',
      number,
      invoiceDate,
      lines: noteLines,
      byRate: gst.byRate,
      totals: gst.totals,
      credits: { number: invoice.number, invoiceDate: invoice.invoiceDate, whole },
    },
  });
}

async function invoiceAndCredits(tx: Tx, orderId: number) {
  const papers = await findInvoicesOfOrder(tx, orderId);
  const invoice = papers.find((p) => p.series === 'INVOICE');
  const creditNotes = papers.filter((p) => p.series === 'CREDIT_NOTE' && p.creditsInvoiceId === invoice?.id);
  return { invoice, creditNotes };
}

/**
 * Credits what is left of the order's invoice when the order is cancelled or returned: once (a
 * second call answers the same note); all of it when nothing was credited before, else what earlier
 * partial returns left. An order never invoiced needs none (undefined).
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  creditedAt: Date,
): Promise<InvoiceRow | undefined> {
  const { invoice, creditNotes } = await invoiceAndCredits(tx, orderId);
  if (!invoice) return undefined;
  const whole = creditNotes.find((note) => note.document.credits?.whole);
  if (whole) return whole;
  const credited = creditedSoFar(creditNotes);
  const left = invoice.document.lines.flatMap((line) => {
    const done = credited.get(line.productId ?? -1) ?? { quantity: 0, amount: 0 };
    const amount = line.amount - done.amount;
    const quantity = line.quantity - done.quantity;
    return quantity > 0 && amount >= 0 ? [{ ...line, quantity, amount }] : [];
  });
  return creditLines(tx, invoice, left, creditedAt, true);
}

/**
 * Credits some units of a delivered, invoiced order (a partial return): each line's share of the
 * invoice line for those units. Answers undefined for an order never invoiced.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  orderId: number,
  returned: readonly { productId: number; quantity: number }[],
  creditedAt: Date,
): Promise<InvoiceRow | undefined> {
  const { invoice, creditNotes } = await invoiceAndCredits(tx, orderId);
  if (!invoice) return undefined;
  const credited = creditedSoFar(creditNotes);
  const lines = returned.flatMap(({ productId, quantity }) => {
    const line = invoice.document.lines.find((l) => l.productId === productId);
    if (!line) return [];
    const done = credited.get(productId) ?? { quantity: 0, amount: 0 };
    const units = Math.min(quantity, line.quantity - done.quantity);
    if (units <= 0) return [];
    const last = units === line.quantity - done.quantity;
    const amount = last ? line.amount - done.amount : roundHalfUp(line.amount * units, line.quantity);
    return [{ ...line, quantity: units, amount }];
  });
  return creditLines(tx, invoice, lines, creditedAt, false);
}
