import type { ShopSettings } from '@farm/contract';
import { INDIAN_STATE_CODES } from '@farm/contract/plain/gst';
import { placeOfSupplyOf } from '@farm/contract/plain/pincode-states';
import type { Tx } from '../../db/client.js';
import { indiaToday, iso } from '../../lib/dates.js';
import { getShopSettings } from '../settings/index.js';
import { allocateDiscount } from './allocate-discount.js';
import { calculateGst } from './gst-arithmetic.js';
import { gstRatesOn } from './gst-rate.repository.js';
import { findOrderInvoice, type InvoiceRow, insertInvoice, takeNextNumber } from './invoice.repository.js';
import {
  DOCUMENT_TITLES,
  type InvoiceDocument,
  type InvoiceParty,
  invoiceLineOf,
} from './invoice-document.js';
import { financialYearOf, invoiceNumber } from './invoice-number.js';
import { type InvoiceSource, readInvoiceSource } from './invoice-source.repository.js';

const STATE_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(INDIAN_STATE_CODES).map(([state, code]) => [code, state]),
);
const codeOf = (state: string) => INDIAN_STATE_CODES[state as keyof typeof INDIAN_STATE_CODES];

/** The registered business from the settings: its state is its GSTIN's (the first two digits). */
function supplierOf(settings: ShopSettings): InvoiceParty | undefined {
  if (!settings.gstin) return undefined;
  const stateCode = settings.gstin.slice(0, 2);
  const state = STATE_BY_CODE.get(stateCode);
  if (!state) return undefined;
  return {
    name: settings.legalName || settings.farmName,
    address: [
      settings.addressLine1,
      settings.addressLine2,
      [settings.city, settings.pincode].filter(Boolean).join(' '),
    ].filter((line): line is string => Boolean(line)),
    state,
    stateCode,
    gstin: settings.gstin,
    fssaiNumber: settings.fssaiNumber,
    phone: settings.phone || null,
    email: settings.careEmail || null,
  };
}

/**
 * The buyer and where the goods go: the delivery address's name and lines, no mobile number
 * (decision 0045). The state is the PIN code's (place of supply, IGST Act
 * s.10(1)(a)), whatever state was typed: an address saved before the two were checked against each
 * other is still invoiced where it really is.
 */
function buyerOf(source: InvoiceSource): InvoiceParty | undefined {
  const address = source.shippingAddress;
  const state = placeOfSupplyOf(address);
  const stateCode = codeOf(state);
  if (!stateCode) return undefined;
  return {
    name: address.name,
    address: [address.line1, address.line2, address.landmark, `${address.city} ${address.pincode}`].filter(
      (line): line is string => Boolean(line),
    ),
    state,
    stateCode,
  };
}

/**
 * Issues the order's invoice (issue 17.2) inside the caller's transaction, once: an online order
 * when it is paid, a cash-on-delivery order when it is delivered (`suppliedAt`). Its rates are those
 * of that India day; its number the next of the invoice series of that financial year (gap-free:
 * taken under the counter's lock, given back on rollback). A shop without a GSTIN issues none; an
 * address outside India's states cannot carry a place of supply and gets none either (answers
 * undefined). A line whose product has no HSN code, or a code without a rate, is invoiced at 0 %.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  suppliedAt: Date,
): Promise<InvoiceRow | undefined> {
  const existing = await findOrderInvoice(tx, orderId);
  if (existing) return existing;
  const [settings, source] = await Promise.all([getShopSettings(tx), readInvoiceSource(tx, orderId)]);
  const supplier = supplierOf(settings);
  const buyer = source && buyerOf(source);
  if (!source || !supplier || !buyer) return undefined;

  const invoiceDate = indiaToday(suppliedAt);
  const rates = await gstRatesOn(
    tx,
    source.lines.flatMap((l) => (l.hsnCode ? [l.hsnCode] : [])),
    invoiceDate,
  );
  const couponShares = allocateDiscount(
    source.lines.map((l) => l.lineTotal),
    source.couponDiscount,
  );
  const gst = calculateGst({
    supplierState: supplier.state,
    placeOfSupply: buyer.state,
    deliveryFee: source.deliveryFee,
    lines: source.lines.map((line, i) => {
      const rate = line.hsnCode ? rates.get(line.hsnCode) : undefined;
      return {
        productId: line.productId,
        description: line.name,
        hsnCode: rate === undefined ? null : line.hsnCode,
        quantity: line.quantity,
        unit: line.unit,
        amount: line.lineTotal - (couponShares[i] ?? 0),
        ratePercent: (rate ?? 0) / 100,
      };
    }),
  });

  const financialYear = financialYearOf(invoiceDate);
  const sequence = await takeNextNumber(tx, 'INVOICE', financialYear);
  const number = invoiceNumber(settings.invoicePrefix, 'INVOICE', financialYear, sequence);
  const document: InvoiceDocument = {
    kind: gst.kind,
    title: DOCUMENT_TITLES[gst.kind],
    number,
    invoiceDate,
    supplier,
    buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    interState: gst.interState,
    reverseCharge: false,
    orderId,
    orderPlacedAt: iso(source.createdAt),
    lines: [...gst.lines, ...(gst.delivery ? [gst.delivery] : [])].map(invoiceLineOf),
    byRate: gst.byRate,
    totals: gst.totals,
  };
  return insertInvoice(tx, {
    series: 'INVOICE',
    number,
    financialYear,
    sequence,
    orderId,
    customerId: source.customerId,
    creditsInvoiceId: null,
    invoiceDate,
    kind: gst.kind,
    placeOfSupply: buyer.state,
    taxableValue: gst.totals.taxableValue,
    cgst: gst.totals.cgst,
    sgst: gst.totals.sgst,
    igst: gst.totals.igst,
    amount: gst.totals.amount,
    roundOff: gst.totals.roundOff,
    document,
  });
}
