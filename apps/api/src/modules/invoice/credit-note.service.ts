import type { Tx } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { getShopSettings } from '../settings/index.js';
import { allocateDiscount } from './allocate-discount.js';
import {
  type Creditable,
  creditInside,
  type GstLine,
  kindOf,
  roundHalfUp,
  summaryByRate,
  totalsOf,
} from './gst-arithmetic.js';
import { findInvoicesOfOrder, type InvoiceRow, insertInvoice, takeNextNumber } from './invoice.repository.js';
import { type InvoiceLine, invoiceLineOf } from './invoice-document.js';
import { financialYearOf, invoiceNumber } from './invoice-number.js';

/** An invoice line and what earlier credit notes left of it: units, amount and the tax inside. */
type LineLeft = { line: InvoiceLine; left: Creditable & { quantity: number } };

/** Lines of a credit note and an invoice line are matched by product; the delivery line has none. */
const keyOf = (line: InvoiceLine) => line.productId ?? -1;

/** Each line of the invoice, less what every earlier credit note took off it. */
function linesLeft(invoice: InvoiceRow, creditNotes: InvoiceRow[]): LineLeft[] {
  return invoice.document.lines.map((line) => {
    const left = {
      quantity: line.quantity,
      amount: line.amount,
      taxableValue: line.taxableValue,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    };
    for (const note of creditNotes) {
      for (const taken of note.document.lines) {
        if (keyOf(taken) !== keyOf(line)) continue;
        left.quantity -= taken.quantity;
        left.amount -= taken.amount;
        left.taxableValue -= taken.taxableValue;
        left.cgst -= taken.cgst;
        left.sgst -= taken.sgst;
        left.igst -= taken.igst;
      }
    }
    return { line, left };
  });
}

/** What a credit note takes off one invoice line: units that came back (0 for a refund of value) and paise. */
type Credit = { of: LineLeft; quantity: number; amount: number };

/**
 * A credit note (issue 17.3) in its own series, dated that day, naming the invoice: each line at
 * the invoice line's rate, its taxes found by `creditInside`, which never lets the notes of an
 * invoice credit more than it, to the paisa, in amount, taxable value or any tax. Lines of no value
 * are left out; a note of none is not issued (undefined).
 */
async function creditLines(
  tx: Tx,
  invoice: InvoiceRow,
  credits: readonly Credit[],
  creditedAt: Date,
  whole: boolean,
): Promise<InvoiceRow | undefined> {
  const { document } = invoice;
  const lines: (GstLine & InvoiceLine)[] = credits.flatMap(({ of, quantity, amount }) => {
    const value = Math.min(amount, of.left.amount);
    if (value <= 0) return [];
    const taxes = creditInside(of.left, value, of.line.ratePercent, document.interState);
    return [{ ...of.line, quantity, amount: value, ...taxes }];
  });
  if (lines.length === 0) return undefined;
  const totals = totalsOf(lines);
  const kind = kindOf(lines);
  const settings = await getShopSettings(tx);
  const invoiceDate = indiaToday(creditedAt);
  const financialYear = financialYearOf(invoiceDate);
  const sequence = await takeNextNumber(tx, 'CREDIT_NOTE', financialYear);
  const number = invoiceNumber(settings.invoicePrefix, 'CREDIT_NOTE', financialYear, sequence);
  return insertInvoice(tx, {
    series: 'CREDIT_NOTE',
    number,
    financialYear,
    sequence,
    orderId: invoice.orderId,
    customerId: invoice.customerId,
    creditsInvoiceId: invoice.id,
    invoiceDate,
    kind,
    placeOfSupply: invoice.placeOfSupply,
    taxableValue: totals.taxableValue,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    amount: totals.amount,
    roundOff: totals.roundOff,
    document: {
      ...document,
      kind,
      title: 'Credit note',
      number,
      invoiceDate,
      lines: lines.map(invoiceLineOf),
      byRate: summaryByRate(lines),
      totals,
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
 * returns and refunds left. An order never invoiced, or with nothing left, needs none (undefined).
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
  const credits = linesLeft(invoice, creditNotes).map((of) => ({
    of,
    quantity: Math.max(0, of.left.quantity),
    amount: of.left.amount,
  }));
  return creditLines(tx, invoice, credits, creditedAt, true);
}

/**
 * Credits some units of a delivered, invoiced order (a partial return): each line's share of what
 * is left of its invoice line for those units (the last units take all that is left). Answers
 * undefined for an order never invoiced.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  orderId: number,
  returned: readonly { productId: number; quantity: number }[],
  creditedAt: Date,
): Promise<InvoiceRow | undefined> {
  const { invoice, creditNotes } = await invoiceAndCredits(tx, orderId);
  if (!invoice) return undefined;
  const left = linesLeft(invoice, creditNotes);
  const credits = returned.flatMap(({ productId, quantity }) => {
    const of = left.find((l) => l.line.productId === productId);
    if (!of || of.left.quantity <= 0) return [];
    const units = Math.min(quantity, of.left.quantity);
    return [{ of, quantity: units, amount: roundHalfUp(of.left.amount * units, of.left.quantity) }];
  });
  return creditLines(tx, invoice, credits, creditedAt, false);
}

/**
 * A refund lowered the value of an invoiced supply (CGST Act s.34: a dented jar, ₹100 back): credits
 * what the money now says the supply was worth less, `kept` being what the shop keeps of what the
 * customer paid. Only what earlier credit notes (returns, a cancellation, earlier refunds) have not
 * credited yet, so a refund for goods already credited issues none; spread over what is left of
 * the invoice's lines in proportion, in whole paise, each line's tax inside it at its rate. Answers
 * undefined for an order never invoiced or a refund that lowers nothing.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  orderId: number,
  kept: number,
  creditedAt: Date,
): Promise<InvoiceRow | undefined> {
  const { invoice, creditNotes } = await invoiceAndCredits(tx, orderId);
  if (!invoice) return undefined;
  const credited = creditNotes.reduce((sum, note) => sum + note.amount, 0);
  const left = linesLeft(invoice, creditNotes).filter((l) => l.left.amount > 0);
  const leftAmount = left.reduce((sum, l) => sum + l.left.amount, 0);
  const amount = Math.min(invoice.amount - kept - credited, leftAmount);
  if (amount <= 0) return undefined;
  const shares = allocateDiscount(
    left.map((l) => l.left.amount),
    amount,
  );
  const credits = left.map((of, i) => ({ of, quantity: 0, amount: shares[i] ?? 0 }));
  return creditLines(tx, invoice, credits, creditedAt, false);
}
